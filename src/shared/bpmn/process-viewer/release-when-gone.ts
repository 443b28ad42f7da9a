/**
 * Destroys a viewer once its container has left the document. A hidden tab (React's <Activity>)
 * runs effect cleanups but keeps its DOM: the viewer then stays, drawn and fitted, for when the
 * tab is shown again. A page closed while hidden runs no cleanup again, hence the watch.
 * Returns `keep`, which cancels the release (the effect ran again).
 */
export function releaseWhenGone(container: HTMLElement, destroy: () => void): () => void {
  let watcher: MutationObserver | null = null
  // After the commit: by then an unmounted page's DOM is gone, a hidden one's is not.
  let check: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    check = null
    if (!container.isConnected) return destroy()
    watcher = new MutationObserver(() => {
      if (container.isConnected) return
      watcher?.disconnect()
      destroy()
    })
    watcher.observe(container.ownerDocument.body, { childList: true, subtree: true })
  }, 0)
  return () => {
    if (check !== null) clearTimeout(check)
    check = null
    watcher?.disconnect()
    watcher = null
  }
}
