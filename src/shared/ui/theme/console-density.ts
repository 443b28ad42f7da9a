import type { ComponentSize } from '../../layout-settings/layout-defaults'

/** How large and how dense the console is drawn at one component size. */
export interface ConsoleDensity {
  /** Default size of buttons, icon buttons and chips that do not name one. */
  controlSize: 'small' | 'medium'
  /** Default size of tables that do not name one. */
  tableSize: 'small' | 'medium'
  /** MUI typography.fontSize: the base every text variant scales from. */
  fontSize: number
  /** Pixels per spacing unit: margins, paddings and gaps of every screen follow it. */
  spacing: number
  /** Vertical padding of small outlined inputs (MUI's own is 8.5 px). */
  inputPaddingY: number
  /** Padding of small table cells (MUI's own is '6px 16px'). */
  cellPadding: string
  /** Padding of small buttons (MUI's own for text buttons is '4px 5px'). */
  buttonPadding: string
}

/**
 * The navbar's size select, from the largest to the densest. 'medium' is
 * the console's everyday look; inputs stay MUI 'small' at every size (MUI's medium input is 56 px
 * high, far taller than a back office wants), their padding follows the size instead.
 */
export const CONSOLE_DENSITIES: Record<ComponentSize, ConsoleDensity> = {
  default: {
    controlSize: 'medium',
    tableSize: 'medium',
    fontSize: 15,
    spacing: 8,
    inputPaddingY: 10.5,
    cellPadding: '8px 16px',
    buttonPadding: '6px 12px',
  },
  medium: {
    controlSize: 'medium',
    tableSize: 'small',
    fontSize: 14,
    spacing: 8,
    inputPaddingY: 8.5,
    cellPadding: '6px 16px',
    buttonPadding: '4px 10px',
  },
  small: {
    controlSize: 'small',
    tableSize: 'small',
    fontSize: 13,
    spacing: 7,
    inputPaddingY: 6.5,
    cellPadding: '4px 12px',
    buttonPadding: '3px 9px',
  },
  mini: {
    controlSize: 'small',
    tableSize: 'small',
    fontSize: 12,
    spacing: 6,
    inputPaddingY: 4.5,
    cellPadding: '2px 10px',
    buttonPadding: '2px 8px',
  },
}
