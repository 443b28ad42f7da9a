// localStorage can throw (quota, storage disabled by policy, sandboxed frames); a failed read is
// treated as "nothing stored" and a failed write is dropped rather than breaking the caller.

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Dropped on purpose: see the note at the top of this file.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Dropped on purpose: see the note at the top of this file.
  }
}
