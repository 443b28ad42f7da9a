import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles'
import { zhCN } from '@mui/material/locale'
import {
  DEFAULT_COMPONENT_SIZE,
  DEFAULT_THEME_COLOR,
  isThemeColor,
  type ComponentSize,
} from '../../layout-settings/layout-defaults'
import { CONSOLE_DENSITIES } from './console-density'

export { DEFAULT_THEME_COLOR }

export interface ConsoleThemeOptions {
  /** Theme colour of the settings drawer ('#rrggbb'); the whole palette's primary. */
  primary?: string
  /** Component size of the navbar's size select: the size and density of every screen. */
  size?: ComponentSize
  /** Portals (dialogs, menus, popovers) render here; the host's container when embedded. */
  portalContainer?: HTMLElement
}

/**
 * White text on the primary colour while it stays readable (the default #409EFF included, as
 * the museum's console always drew it); light presets such as gold get dark text instead.
 */
function contrastTextFor(primary: string): string {
  return getContrastRatio(primary, '#fff') >= 2.5 ? '#fff' : 'rgba(0, 0, 0, 0.87)'
}

export function createConsoleTheme({
  primary = DEFAULT_THEME_COLOR,
  size = DEFAULT_COMPONENT_SIZE,
  portalContainer,
}: ConsoleThemeOptions = {}): Theme {
  const main = isThemeColor(primary) ? primary : DEFAULT_THEME_COLOR
  const density = CONSOLE_DENSITIES[size] ?? CONSOLE_DENSITIES[DEFAULT_COMPONENT_SIZE]
  const portalProps = portalContainer ? { container: portalContainer } : {}
  const controlSize = { size: density.controlSize }
  return createTheme(
    {
      palette: {
        primary: { main, contrastText: contrastTextFor(main) },
        success: { main: '#67C23A' },
        warning: { main: '#E6A23C' },
        error: { main: '#F56C6C' },
        info: { main: '#909399' },
        background: { default: '#f0f2f5' },
      },
      shape: { borderRadius: 4 },
      spacing: density.spacing,
      typography: {
        fontFamily:
          '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Arial, sans-serif',
        fontSize: density.fontSize,
        button: { textTransform: 'none' },
      },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true, ...controlSize },
          styleOverrides: { sizeSmall: { padding: density.buttonPadding } },
        },
        MuiIconButton: { defaultProps: controlSize },
        MuiToggleButton: { defaultProps: controlSize },
        MuiToggleButtonGroup: { defaultProps: controlSize },
        MuiChip: { defaultProps: controlSize },
        MuiFab: { defaultProps: controlSize },
        MuiPagination: { defaultProps: controlSize },
        MuiCheckbox: { defaultProps: controlSize },
        MuiRadio: { defaultProps: controlSize },
        MuiSwitch: { defaultProps: controlSize },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiFormControl: { defaultProps: { size: 'small' } },
        MuiAutocomplete: { defaultProps: { size: 'small' } },
        MuiOutlinedInput: {
          styleOverrides: {
            root: {
              // Autocomplete pads its own input; multiline inputs are padded on the root.
              '&.MuiInputBase-sizeSmall:not(.MuiInputBase-multiline) .MuiOutlinedInput-input:not(.MuiAutocomplete-input)':
                { paddingTop: density.inputPaddingY, paddingBottom: density.inputPaddingY },
            },
          },
        },
        MuiTable: { defaultProps: { size: density.tableSize } },
        MuiTableCell: { styleOverrides: { sizeSmall: { padding: density.cellPadding } } },
        MuiMenuItem: { defaultProps: { dense: density.controlSize === 'small' } },
        MuiListItemButton: { defaultProps: { dense: density.controlSize === 'small' } },
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
