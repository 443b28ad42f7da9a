import { darken, getContrastRatio, getLuminance, lighten, rgbToHex } from '@mui/material/styles'

/** WCAG 2 AA for normal text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5

/** The console's page background: the darkest light surface text and links sit on. */
export const PAGE_BACKGROUND = '#f0f2f5'

/** Surfaces text is drawn on: paper and the page behind it. */
export const LIGHT_SURFACES: readonly string[] = ['#ffffff', PAGE_BACKGROUND]

function hex(color: string): string {
  return color.startsWith('rgb') ? rgbToHex(color) : color
}

/**
 * The shade of `color` closest to it that reaches `ratio` against every one of `backgrounds`:
 * darker on light backgrounds, lighter on dark ones. The hue stays, so a brand colour keeps its
 * identity while text drawn in it (or white text on it) stays readable.
 */
export function readableShade(
  color: string,
  backgrounds: string | readonly string[],
  ratio = AA_TEXT_CONTRAST,
): string {
  const list = typeof backgrounds === 'string' ? [backgrounds] : backgrounds
  const readable = (candidate: string) =>
    list.every((background) => getContrastRatio(candidate, background) >= ratio)
  if (readable(color)) return color
  const light = list.every((background) => getLuminance(background) > 0.18)
  for (let step = 1; step <= 50; step += 1) {
    const candidate = light ? darken(color, step / 50) : lighten(color, step / 50)
    if (readable(candidate)) return hex(candidate)
  }
  return light ? '#000000' : '#ffffff'
}
