import { createTheme, type Theme } from '@mui/material/styles'
import { zhCN } from '@mui/material/locale'
import {
  DEFAULT_COMPONENT_SIZE,
  DEFAULT_THEME_COLOR,
  isThemeColor,
  type ComponentSize,
} from '../../layout-settings/layout-defaults'
import { CONSOLE_DENSITIES } from './console-density'
import { LIGHT_SURFACES, PAGE_BACKGROUND, readableShade } from './contrast'

export { DEFAULT_THEME_COLOR }

declare module '@mui/material/styles' {
  interface Palette {
    /** The theme colour exactly as chosen (the museum's identity), for non-text accents. */
    brand: string
  }
  interface PaletteOptions {
    brand?: string
  }
}

/** The colours of Element UI that the console's statuses and tags always used. */
const STATUS_COLORS = {
  success: '#67C23A',
  warning: '#E6A23C',
  error: '#F56C6C',
  info: '#909399',
} as const

export interface ConsoleThemeOptions {
  /** Theme colour of the settings drawer ('#rrggbb'); the whole palette's primary. */
  primary?: string
  /** Component size of the navbar's size select: the size and density of every screen. */
  size?: ComponentSize
  /**
   * Portals (dialogs, menus, popovers) render here; the host's container when embedded. Then
   * dialogs and drawers are placed in that container's box (the host's header stays clear).
   */
  portalContainer?: HTMLElement
}

/**
 * A palette colour that meets WCAG AA for text: drawn as text on paper or the page (links, text
 * and outlined buttons, outlined tags) and as the background of white text (contained buttons,
 * filled tags, the active tab). The chosen hue stays; only as much darker as AA needs (#409EFF
 * becomes #2e71b7).
 */
function accessible(color: string) {
  return { main: readableShade(color, LIGHT_SURFACES), contrastText: '#fff' }
}

/**
 * Embedded, dialogs and drawers fill the console's own area, not the host's viewport. Backdrops
 * follow their modal's box (a menu's modal stays fixed on the viewport, and so does its backdrop).
 */
const insideMount = { position: 'absolute' } as const

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
        brand: main,
        primary: accessible(main),
        success: accessible(STATUS_COLORS.success),
        warning: accessible(STATUS_COLORS.warning),
        error: accessible(STATUS_COLORS.error),
        info: accessible(STATUS_COLORS.info),
        background: { default: PAGE_BACKGROUND },
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
        MuiDialog: {
          defaultProps: portalProps,
          styleOverrides: portalContainer ? { root: insideMount } : {},
        },
        MuiBackdrop: {
          styleOverrides: portalContainer ? { root: insideMount } : {},
        },
        MuiDrawer: {
          styleOverrides: portalContainer
            ? { modal: { ...insideMount, '& > .MuiDrawer-paper': { position: 'absolute' } } }
            : {},
        },
        MuiPopover: { defaultProps: portalProps },
        MuiPopper: { defaultProps: portalProps },
        MuiModal: { defaultProps: portalProps },
        MuiTooltip: { defaultProps: { slotProps: { popper: portalProps } } },
      },
    },
    zhCN,
  )
}
