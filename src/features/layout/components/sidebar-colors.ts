import type { SideTheme } from '@/shared/layout-settings/layout-defaults'

export type { SideTheme }

/**
 * Colours of the two side themes of the settings drawer; dark is the
 * default. The active entry takes the theme colour, so it is not listed here.
 */
export const SIDEBAR_COLORS: Record<
  SideTheme,
  {
    bg: string
    subMenuBg: string
    text: string
    activeBg: string
    hoverBg: string
    title: string
  }
> = {
  'theme-dark': {
    bg: '#304156',
    subMenuBg: '#1f2d3d',
    text: '#bfcbd9',
    activeBg: 'rgba(0,0,0,0.12)',
    hoverBg: '#263445',
    title: '#ffffff',
  },
  'theme-light': {
    bg: '#ffffff',
    subMenuBg: '#ffffff',
    text: 'rgba(0,0,0,0.7)',
    activeBg: '#ecf5ff',
    hoverBg: '#f5f7fa',
    title: '#001529',
  },
}
