import { createConsoleTheme } from '../create-console-theme'

describe('console theme', () => {
  it('takes the theme colour as the primary colour of the whole palette', () => {
    const theme = createConsoleTheme({ primary: '#c71585' })
    expect(theme.palette.primary.main).toBe('#c71585')
    expect(theme.palette.primary.contrastText).toBe('#fff')
    expect(createConsoleTheme().palette.primary.main).toBe('#409EFF')
  })

  it('keeps text readable on light presets and ignores a colour it cannot use', () => {
    expect(createConsoleTheme({ primary: '#ffd700' }).palette.primary.contrastText).toBe(
      'rgba(0, 0, 0, 0.87)',
    )
    expect(createConsoleTheme({ primary: 'not-a-colour' }).palette.primary.main).toBe('#409EFF')
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
