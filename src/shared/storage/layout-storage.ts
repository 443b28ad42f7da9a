import { readItem, removeItem, writeItem } from './local-storage'

/** localStorage keys of the layout (docs/architecture.md#layout-settings). */
export const LAYOUT_STORAGE_KEYS = {
  settings: 'layout-setting',
  sidebarStatus: 'sidebarStatus',
  size: 'size',
  sidebarHide: 'sidebarHide',
} as const

/** What the settings drawer persists; every field is optional because older saves lack some. */
export interface StoredLayoutSettings {
  theme?: string
  sideTheme?: string
  showSettings?: boolean
  topNav?: boolean
  tagsView?: boolean
  fixedHeader?: boolean
  sidebarLogo?: boolean
  dynamicTitle?: boolean
  errorLog?: boolean
}

/** Null when nothing (or unreadable JSON) is stored. */
export function getLayoutSetting(): StoredLayoutSettings | null {
  const raw = readItem(LAYOUT_STORAGE_KEYS.settings)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as StoredLayoutSettings)
      : null
  } catch {
    return null
  }
}

export function setLayoutSetting(settings: StoredLayoutSettings): void {
  writeItem(LAYOUT_STORAGE_KEYS.settings, JSON.stringify(settings))
}

export function removeLayoutSetting(): void {
  removeItem(LAYOUT_STORAGE_KEYS.settings)
}

export type SidebarStatus = '1' | '0'

/** '1' open, '0' collapsed; null when never stored (the layout then opens it). */
export function getSidebarStatus(): SidebarStatus | null {
  const raw = readItem(LAYOUT_STORAGE_KEYS.sidebarStatus)
  return raw === '1' || raw === '0' ? raw : null
}

export function setSidebarStatus(status: SidebarStatus): void {
  writeItem(LAYOUT_STORAGE_KEYS.sidebarStatus, status)
}

/** Component size name (e.g. 'medium'); null when never stored. */
export function getSize(): string | null {
  return readItem(LAYOUT_STORAGE_KEYS.size) || null
}

export function setSize(size: string): void {
  writeItem(LAYOUT_STORAGE_KEYS.size, size)
}

/** Stored as 'true' / 'false'; null when never stored. */
export function getSidebarHide(): boolean | null {
  const raw = readItem(LAYOUT_STORAGE_KEYS.sidebarHide)
  if (raw === 'true') return true
  if (raw === 'false') return false
  return null
}

export function setSidebarHide(hidden: boolean): void {
  writeItem(LAYOUT_STORAGE_KEYS.sidebarHide, String(hidden))
}
