import type { Ref } from 'react'
import { IMAGE_TYPES } from './image-rules'

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>
  label: string
  multiple?: boolean
  disabled?: boolean
  onFiles(files: File[]): void
}

/**
 * The file input behind an upload button: out of sight and out of the tab order (the button is
 * what the keyboard reaches), but named, so tests and assistive tools can still find it.
 */
export function HiddenFileInput({ ref, label, multiple, disabled, onFiles }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      aria-label={label}
      multiple={multiple}
      disabled={disabled}
      accept={IMAGE_TYPES.join(',')}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? [])
        // Clearing lets the same file be chosen again after a refusal.
        event.target.value = ''
        if (files.length > 0) onFiles(files)
      }}
    />
  )
}
