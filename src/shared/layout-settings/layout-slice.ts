import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import {
  getLayoutSetting,
  getSidebarHide,
  getSidebarStatus,
  getSize,
  removeLayoutSetting,
  setLayoutSetting,
  setSidebarHide,
  setSidebarStatus,
  setSize,
} from '../storage/layout-storage'
import {
  DEFAULT_COMPONENT_SIZE,
  DEFAULT_LAYOUT_SETTINGS,
  isComponentSize,
  isSideTheme,
  isThemeColor,
  type ComponentSize,
  type LayoutSettings,
} from './layout-defaults'
import { detectDevice, type Device } from './device'

export interface SidebarState {
  opened: boolean
  /** The last close should not animate (going mobile closes the sidebar at once). */
  withoutAnimation: boolean
  /** Top-navigation mode hides the sidebar while a top menu without children is active. */
  hide: boolean
}

export interface LayoutState {
  settings: LayoutSettings
  size: ComponentSize
  sidebar: SidebarState
  device: Device
}

export type RootStateWithLayout = { layout: LayoutState }

const BOOLEAN_SETTINGS = [
  'showSettings',
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'errorLog',
] as const satisfies readonly (keyof LayoutSettings)[]

/**
 * Applies the well-typed fields of `patch` (stored JSON or an action payload) over `base`. A
 * stored value from an older or hand-edited save must not break the theme or the layout.
 */
function mergeSettings(
  base: LayoutSettings,
  patch: Partial<Record<keyof LayoutSettings, unknown>>,
) {
  const merged: LayoutSettings = { ...base }
  if (isThemeColor(patch.theme)) merged.theme = patch.theme
  if (isSideTheme(patch.sideTheme)) merged.sideTheme = patch.sideTheme
  for (const key of BOOLEAN_SETTINGS) {
    const value = patch[key]
    if (typeof value === 'boolean') merged[key] = value
  }
  return merged
}

/** Fresh state for a new store: what the browser stored, over the defaults. */
export function createInitialLayoutState(): LayoutState {
  const storedSize = getSize()
  const settings = mergeSettings(DEFAULT_LAYOUT_SETTINGS, getLayoutSetting() ?? {})
  const device = detectDevice()
  const mobile = device === 'mobile'
  return {
    settings,
    size: isComponentSize(storedSize) ? storedSize : DEFAULT_COMPONENT_SIZE,
    sidebar: {
      // A phone starts with the overlay closed; elsewhere, never stored means open.
      opened: !mobile && getSidebarStatus() !== '0',
      withoutAnimation: mobile,
      hide: settings.topNav && (getSidebarHide() ?? false),
    },
    device,
  }
}

// The persisting reducers write localStorage themselves: the app creates the store with this
// slice and no extra middleware, and every write is idempotent (a replayed action stores the
// same value again).
export const layoutSlice = createSlice({
  name: 'layout',
  // A function so every store (one per qiankun mount) reads storage when it is created.
  initialState: createInitialLayoutState,
  reducers: {
    /** Live change from the settings drawer; nothing is stored until settingsSaved. */
    settingsChanged(state, action: PayloadAction<Partial<LayoutSettings>>) {
      state.settings = mergeSettings(state.settings, action.payload)
      if (!state.settings.topNav) state.sidebar.hide = false
    },
    /** Stores the current settings under 'layout-setting'. */
    settingsSaved(state) {
      const { topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle, sideTheme, theme } =
        state.settings
      setLayoutSetting({
        topNav,
        tagsView,
        fixedHeader,
        sidebarLogo,
        dynamicTitle,
        sideTheme,
        theme,
      })
    },
    /** Back to the defaults; the stored settings are removed. */
    settingsReset(state) {
      state.settings = { ...DEFAULT_LAYOUT_SETTINGS }
      state.sidebar.hide = false
      removeLayoutSetting()
    },
    /** Stored under 'size'. */
    sizeChanged(state, action: PayloadAction<ComponentSize>) {
      if (!isComponentSize(action.payload)) return
      state.size = action.payload
      setSize(action.payload)
    },
    /** The hamburger: open <-> collapsed, stored under 'sidebarStatus'. */
    sidebarToggled(state) {
      state.sidebar.opened = !state.sidebar.opened
      state.sidebar.withoutAnimation = false
      setSidebarStatus(state.sidebar.opened ? '1' : '0')
    },
    /**
     * Closes the sidebar without storing it: the layout closes it for the phone layout and on
     * route changes there, which says nothing about how the user wants it on a desktop.
     */
    sidebarClosed(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false
      state.sidebar.withoutAnimation = action.payload.withoutAnimation
    },
    /** Top navigation hides the sidebar for a top menu without children; stored 'sidebarHide'. */
    sidebarHideChanged(state, action: PayloadAction<boolean>) {
      state.sidebar.hide = action.payload
      setSidebarHide(action.payload)
    },
    deviceChanged(state, action: PayloadAction<Device>) {
      state.device = action.payload
    },
  },
})

export const {
  settingsChanged,
  settingsSaved,
  settingsReset,
  sizeChanged,
  sidebarToggled,
  sidebarClosed,
  sidebarHideChanged,
  deviceChanged,
} = layoutSlice.actions

export const selectLayoutSettings = (state: RootStateWithLayout) => state.layout.settings
export const selectComponentSize = (state: RootStateWithLayout) => state.layout.size
export const selectSidebar = (state: RootStateWithLayout) => state.layout.sidebar
export const selectDevice = (state: RootStateWithLayout) => state.layout.device

export type { ComponentSize, LayoutSettings, SideTheme } from './layout-defaults'
export type { Device } from './device'
