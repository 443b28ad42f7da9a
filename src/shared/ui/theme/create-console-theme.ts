import { createTheme, type Theme } from '@mui/material/styles'
import { zhCN } from '@mui/material/locale'

/** SPEC.md section 9: default theme colour. */
export const DEFAULT_THEME_COLOR = '#409EFF'

export interface ConsoleThemeOptions {
  primary?: string
  /** Portals (dialogs, menus, popovers) render here; the host's container when embedded. */
  portalContainer?: HTMLElement
}

export function createConsoleTheme({
  primary = DEFAULT_THEME_COLOR,
  portalContainer,
}: ConsoleThemeOptions = {}): Theme {
  const portalProps = portalContainer ? { container: portalContainer } : {}
  return createTheme(
    {
      palette: {
        primary: { main: primary, contrastText: '#fff' },
        success: { main: '#67C23A' },
        warning: { main: '#E6A23C' },
        error: { main: '#F56C6C' },
        info: { main: '#909399' },
        background: { default: '#f0f2f5' },
      },
      shape: { borderRadius: 4 },
      typography: {
        fontFamily:
          '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif',
        fontSize: 14,
        button: { textTransform: 'none' },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiDialog: { defaultProps: portalProps },
        MuiPopover: { defaultProps: portalProps },
        MuiPopper: { defaultProps: portalProps },
        MuiModal: { defaultProps: portalProps },
        MuiTooltip: { defaultProps: { slotProps: { popper: portalProps } } },
      },
    },
    zhCN,
  )
}
