import { getContrastRatio } from '@mui/material/styles'
import { THEME_COLOR_PRESETS } from '@/shared/layout-settings/layout-defaults'
import { dictChipColor } from '@/shared/dict'
import { createConsoleTheme } from '../create-console-theme'
import { readableShade } from '../contrast'

describe('console theme', () => {
  it('keeps the chosen theme colour as the brand and its hue as the primary colour', () => {
    const theme = createConsoleTheme({ primary: '#c71585' })
    expect(theme.palette.brand).toBe('#c71585')
    expect(theme.palette.primary.main).toBe('#c71585') // already AA on white
    expect(theme.palette.primary.contrastText).toBe('#fff')
    const standard = createConsoleTheme()
    expect(standard.palette.brand).toBe('#409EFF')
    // #409EFF itself carries white text at 2.78:1; the primary is the same blue, darker.
    expect(getContrastRatio('#409EFF', '#fff')).toBeLessThan(3)
    expect(standard.palette.primary.main).toBe('#2e71b7')
    expect(createConsoleTheme({ primary: 'not-a-colour' }).palette.brand).toBe('#409EFF')
  })

  // WCAG 2 AA, 1.4.3: text at least 4.5:1 against what it is drawn on.
  const PRESETS = [...THEME_COLOR_PRESETS, '#123456', '#fafad2', '#00ff00']
  const SURFACES = ['#fff', '#f0f2f5', '#fafafa']
  const KEYS = ['primary', 'success', 'warning', 'error', 'info'] as const

  it.each(PRESETS)(
    'with theme colour %s every palette colour meets AA as text and under white text',
    (color) => {
      const { palette } = createConsoleTheme({ primary: color })
      for (const key of KEYS) {
        const { main, contrastText } = palette[key]
        // contained buttons, filled tags, the active tab: contrastText on main
        expect(getContrastRatio(contrastText, main), `${key} button`).toBeGreaterThanOrEqual(4.5)
        // links, text and outlined buttons, outlined tags: main on paper and page
        for (const surface of SURFACES) {
          expect(getContrastRatio(main, surface), `${key} on ${surface}`).toBeGreaterThanOrEqual(
            4.5,
          )
        }
      }
      expect(getContrastRatio(palette.text.primary, palette.background.default)).toBeGreaterThan(
        4.5,
      )
      expect(
        getContrastRatio(palette.text.secondary, palette.background.default),
      ).toBeGreaterThanOrEqual(4.5)
    },
  )

  it('gives tags of every dictionary colour type readable text', () => {
    const { palette } = createConsoleTheme()
    for (const colorType of ['primary', 'success', 'info', 'warning', 'danger']) {
      const key = dictChipColor(colorType) as (typeof KEYS)[number]
      expect(getContrastRatio(palette[key].main, '#fff')).toBeGreaterThanOrEqual(4.5)
    }
    // The old tag colours were about 2.2:1.
    expect(getContrastRatio('#67C23A', '#fff')).toBeLessThan(2.5)
  })

  it('draws the console larger or denser with the component size', () => {
    const large = createConsoleTheme({ size: 'default' })
    const medium = createConsoleTheme({ size: 'medium' })
    const mini = createConsoleTheme({ size: 'mini' })
    expect(large.typography.fontSize).toBeGreaterThan(medium.typography.fontSize)
    expect(mini.typography.fontSize).toBeLessThan(medium.typography.fontSize)
    expect(parseFloat(mini.spacing(2))).toBeLessThan(parseFloat(medium.spacing(2)))
    expect(mini.components?.MuiButton?.defaultProps?.size).toBe('small')
    expect(medium.components?.MuiButton?.defaultProps?.size).toBe('medium')
    expect(large.components?.MuiTable?.defaultProps?.size).toBe('medium')
    expect(mini.components?.MuiTable?.defaultProps?.size).toBe('small')
  })
})

describe('readableShade', () => {
  it('darkens on light surfaces and lightens on dark ones until 4.5:1', () => {
    const onWhite = readableShade('#409EFF', '#fff')
    expect(getContrastRatio(onWhite, '#fff')).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(onWhite, '#fff')).toBeLessThan(4.8) // no darker than needed
    const onSidebar = readableShade('#409EFF', ['#304156', '#1f2d3d'])
    expect(getContrastRatio(onSidebar, '#304156')).toBeGreaterThanOrEqual(4.5)
    expect(getContrastRatio(onSidebar, '#fff')).toBeLessThan(getContrastRatio('#409EFF', '#fff'))
    expect(readableShade('#c71585', '#fff')).toBe('#c71585')
  })
})
