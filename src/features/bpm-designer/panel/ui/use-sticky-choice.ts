import { useState } from 'react'

/**
 * A choice the diagram cannot always tell (an empty script is neither inline nor external): it
 * starts from the stored value and follows it whenever the diagram says, and otherwise keeps what
 * the user picked.
 */
export function useStickyChoice<T extends string>(
  stored: T | null,
  fallback: T,
): [T, (choice: T) => void] {
  const [choice, setChoice] = useState<T>(stored ?? fallback)
  const [seen, setSeen] = useState(stored)
  if (seen !== stored) {
    setSeen(stored)
    if (stored) setChoice(stored)
  }
  return [choice, setChoice]
}
