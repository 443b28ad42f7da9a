/** The two side themes of the settings drawer. */
export type SideTheme = 'theme-dark' | 'theme-light'

/** Component sizes of the navbar's size select. */
export type ComponentSize = 'default' | 'medium' | 'small' | 'mini'

export const COMPONENT_SIZES: readonly ComponentSize[] = ['default', 'medium', 'small', 'mini']

/** What the settings drawer changes (docs/architecture.md#layout-settings). */
export interface LayoutSettings {
  /** Theme (primary) colour, '#rrggbb'. */
  theme: string
  sideTheme: SideTheme
  /** Whether the user dropdown offers the settings drawer. */
  showSettings: boolean
  topNav: boolean
  tagsView: boolean
  fixedHeader: boolean
  sidebarLogo: boolean
  dynamicTitle: boolean
  errorLog: boolean
}

/** Default theme colour. */
export const DEFAULT_THEME_COLOR = '#409EFF'

/** Eight theme colour presets (the first is the default colour). */
export const THEME_COLOR_PRESETS: readonly string[] = [
  '#409EFF',
  '#ff4500',
  '#ff8c00',
  '#ffd700',
  '#90ee90',
  '#00ced1',
  '#1e90ff',
  '#c71585',
]

/**
 * Defaults: dark side theme, tabs view on, sidebar logo on, dynamic title off, fixed
 * header off, top nav off.
 */
export const DEFAULT_LAYOUT_SETTINGS: Readonly<LayoutSettings> = {
  theme: DEFAULT_THEME_COLOR,
  sideTheme: 'theme-dark',
  showSettings: true,
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  errorLog: false,
}

/** Default component size. */
export const DEFAULT_COMPONENT_SIZE: ComponentSize = 'medium'

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Only hex colours reach the theme: MUI throws on a colour format it cannot parse. */
export function isThemeColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value)
}

export function isComponentSize(value: unknown): value is ComponentSize {
  return typeof value === 'string' && (COMPONENT_SIZES as readonly string[]).includes(value)
}

export function isSideTheme(value: unknown): value is SideTheme {
  return value === 'theme-dark' || value === 'theme-light'
}
