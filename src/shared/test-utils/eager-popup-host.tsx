// Tests render the popups view directly: the app's PopupHost loads it lazily on first use, which
// would make every assertion on a toast or dialog wait for a chunk.
export { default as PopupHost } from '../ui/popups/popup-view'
