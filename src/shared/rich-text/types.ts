export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value: string
  /** Called with the HTML 250 ms after the last change, and at once on blur and unmount. */
  onChange: (html: string) => void
  placeholder?: string
  /** Height of the editing area in px (default 300). */
  height?: number
  disabled?: boolean
  'aria-label'?: string
}

/** Debounce of the editor's onChange (ms). */
export const RICH_TEXT_DEBOUNCE_MS = 250
export const RICH_TEXT_DEFAULT_HEIGHT = 300
