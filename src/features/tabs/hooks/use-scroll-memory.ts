import { useLayoutEffect, useRef, type RefObject } from 'react'

function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'overlay') return node
  }
  return (document.scrollingElement as HTMLElement | null) ?? null
}

/**
 * A hidden page leaves the layout (display: none), and the scroll container loses its offset.
 * This remembers the offset of each cached page while it is shown and puts it back when the page
 * is shown again; every other page starts at the top.
 */
export function useScrollMemory(
  anchor: RefObject<HTMLElement | null>,
  key: string,
  cachedPageKeys: readonly string[],
): void {
  const positions = useRef(new Map<string, number>())
  const remembered = cachedPageKeys.includes(key)
  const cachedSignature = cachedPageKeys.join('\n')

  useLayoutEffect(() => {
    const keep = new Set(cachedSignature.split('\n'))
    for (const known of positions.current.keys()) {
      if (!keep.has(known)) positions.current.delete(known)
    }
  }, [cachedSignature])

  useLayoutEffect(() => {
    const container = scrollParent(anchor.current)
    if (!container) return
    container.scrollTop = (remembered && positions.current.get(key)) || 0
    if (!remembered) return
    const remember = () => positions.current.set(key, container.scrollTop)
    container.addEventListener('scroll', remember, { passive: true })
    return () => container.removeEventListener('scroll', remember)
  }, [anchor, key, remembered])
}
