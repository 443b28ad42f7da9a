/**
 * Elements a module of the console adds to the head when it first loads: MUI's styled-engine adds
 * an empty emotion insertion point. Modules load once per page, so no later mount needs it back,
 * and the console never reads it (no StyledEngineProvider with injectFirst or enableCssLayer).
 */
const MODULE_HEAD_ADDITIONS = 'meta[name="emotion-insertion-point"]'

/**
 * Lazy chunks bring their CSS and module preloads as <link> elements in document.head (Vite's
 * preload helper). Embedded, the head is the host's: what a mount added from the console's own
 * base goes when it unmounts, and the next mount adds it again.
 */
export function trackHeadAdditions(base: string): { removeAll: () => void } {
  let absoluteBase: string | null
  try {
    absoluteBase = new URL(base).href
  } catch {
    absoluteBase = null
  }
  const before = new Set(Array.from(document.head.children))
  return {
    removeAll() {
      for (const element of Array.from(document.head.querySelectorAll(MODULE_HEAD_ADDITIONS))) {
        if (!before.has(element)) element.remove()
      }
      if (!absoluteBase) return
      for (const element of Array.from(document.head.querySelectorAll('link[href]'))) {
        const href = (element as HTMLLinkElement).href
        if (!before.has(element) && href.startsWith(absoluteBase)) element.remove()
      }
    },
  }
}
