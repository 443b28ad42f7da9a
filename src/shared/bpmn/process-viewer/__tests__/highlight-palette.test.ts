import { FILL_OPACITY, HIGHLIGHT_COLORS } from '../highlight-palette'
import { OVERLAY_STYLE } from '../overlay-content'

// WCAG 2.x relative luminance and contrast ratio.
function rgb(hex: string): number[] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
}
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}
/** `hex` at `alpha` over a white sheet. */
const tinted = (hex: string, alpha: number) => rgb(hex).map((c) => c * alpha + 255 * (1 - alpha))

describe('highlight colours', () => {
  it.each(Object.entries(HIGHLIGHT_COLORS))(
    '%s: a label on its tinted shape is readable (WCAG AA, 4.5:1)',
    (_kind, colors) => {
      expect(
        contrast(rgb(colors.label), tinted(colors.stroke, FILL_OPACITY)),
      ).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('the hover card text is readable on its translucent black', () => {
    const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(OVERLAY_STYLE.background)?.[1])
    expect(contrast(rgb(OVERLAY_STYLE.color), tinted('#000000', alpha))).toBeGreaterThanOrEqual(4.5)
  })
})
