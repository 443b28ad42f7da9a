import { HIGHLIGHT_CLASS, type HighlightKind } from './process-highlight'

/**
 * How each kind looks. `stroke` is the colour the approval screens use for the result (shapes are
 * filled with it at 20 % opacity); `label` is a darker shade of the same hue for the text inside a
 * marked shape, dark enough for 4.5:1 contrast on that tinted fill.
 */
export interface HighlightColors {
  stroke: string
  label: string
  dashed: boolean
}

export const FILL_OPACITY = 0.2

export const HIGHLIGHT_COLORS: Readonly<Record<HighlightKind, HighlightColors>> = {
  todo: { stroke: '#1890ff', label: '#0958d9', dashed: true },
  done: { stroke: '#008000', label: '#006400', dashed: false },
  reject: { stroke: '#ff0000', label: '#b30000', dashed: false },
  cancel: { stroke: '#808080', label: '#595959', dashed: false },
  back: { stroke: '#ffba00', label: '#875a00', dashed: true },
}

const DASH = '4px'

/** Nested style rules (an emotion / sx object) for the canvas container, one block per kind. */
export function highlightStyles(): Record<string, Record<string, string>> {
  const styles: Record<string, Record<string, string>> = {}
  for (const [kind, colors] of Object.entries(HIGHLIGHT_COLORS) as [
    HighlightKind,
    HighlightColors,
  ][]) {
    const marker = HIGHLIGHT_CLASS[kind]
    const dash: Record<string, string> = colors.dashed
      ? { strokeDasharray: `${DASH} !important` }
      : {}
    // The shape's outline (rect, circle, diamond) is the visual's first child.
    styles[`& .djs-shape.${marker} .djs-visual > :first-child`] = {
      stroke: `${colors.stroke} !important`,
      fill: `${colors.stroke} !important`,
      fillOpacity: `${FILL_OPACITY} !important`,
      ...dash,
    }
    // Icons and gateway markers take the colour; their fill keeps its own opacity.
    styles[`& .djs-shape.${marker} .djs-visual > path`] = { stroke: `${colors.stroke} !important` }
    styles[`& .djs-shape.${marker} .djs-visual > text`] = { fill: `${colors.label} !important` }
    styles[`& .djs-connection.${marker} .djs-visual > path`] = {
      stroke: `${colors.stroke} !important`,
      ...dash,
    }
  }
  return styles
}
