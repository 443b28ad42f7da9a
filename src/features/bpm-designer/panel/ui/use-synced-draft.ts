import { useState } from 'react'

function same(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Local editing state that starts from `value` and starts over whenever `value` changes (an undo,
 * another element, a committed write), but not on each keystroke.
 */
export function useSyncedDraft<T>(value: T): [T, (next: T) => void] {
  const [draft, setDraft] = useState(value)
  const [source, setSource] = useState(value)
  if (!same(source, value)) {
    setSource(value)
    setDraft(value)
  }
  return [draft, setDraft]
}
