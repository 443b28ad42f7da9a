import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { viewUnsavedChanged } from '@/shared/routing/leave-guard'
import { viewTitleChanged } from '@/shared/routing/tab-title'
import { pageClosed } from '@/shared/routing/close-page'
import { loggedOut } from '@/shared/session/session-slice'
import { remainingAfterClose, type CloseCommand } from './close-tabs'
import { isAffixView, isCachedView, type TabView } from './tab-view'

export interface TabsState {
  /** Open tabs in bar order; affixed ones first. */
  views: TabView[]
  /**
   * Keys whose page the keep-alive outlet keeps, in tab order (docs/architecture.md#cached-tabs).
   */
  cachedKeys: string[]
  /**
   * Keys of pages with unsaved work. Kept apart from the tabs: with the tab bar switched off a
   * page has no tab, and its work must still not be lost by a navigation.
   */
  unsavedKeys: string[]
}

export type RootStateWithTabs = { tabs: TabsState }

// useAppSelector and useAppStore (shared/store-hooks) see this slice in the console's state.
declare module '@/shared/store-hooks' {
  interface ConsoleState {
    tabs: TabsState
  }
}

const initialState: TabsState = { views: [], cachedKeys: [], unsavedKeys: [] }

/**
 * Cached keys follow the tab list: only open, cacheable tabs, in their order. The array is
 * replaced only when it changes: its readers (the keep-alive outlet) re-render on a new one.
 */
function keepCacheInTabOrder(state: TabsState, addKey?: string): void {
  const cached = new Set(state.cachedKeys)
  if (addKey !== undefined) cached.add(addKey)
  const keys = state.views
    .filter((view) => cached.has(view.key) && isCachedView(view))
    .map((view) => view.key)
  if (
    keys.length !== state.cachedKeys.length ||
    keys.some((key, i) => key !== state.cachedKeys[i])
  ) {
    state.cachedKeys = keys
  }
}

/** Plain data (from the menus): equal when it serialises the same. */
function sameMeta(a: TabView['meta'], b: TabView['meta']): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** Affixed tabs go after the other affixed ones, before the rest; others go last. */
function insertView(state: TabsState, view: TabView): void {
  if (!isAffixView(view)) {
    state.views.push(view)
    return
  }
  const firstFree = state.views.findIndex((candidate) => !isAffixView(candidate))
  state.views.splice(firstFree === -1 ? state.views.length : firstFree, 0, view)
}

function forgetUnsaved(state: TabsState, keys: readonly string[]): void {
  if (keys.some((key) => state.unsavedKeys.includes(key))) {
    state.unsavedKeys = state.unsavedKeys.filter((key) => !keys.includes(key))
  }
}

function close(state: TabsState, command: CloseCommand, key?: string): void {
  // Drafts in, drafts out: the kept views stay the same objects.
  const remaining = remainingAfterClose(command, state.views, key)
  // A closed tab's page is gone, and its unsaved work with it (the tab bar asked first).
  forgetUnsaved(
    state,
    state.views.filter((view) => !remaining.includes(view)).map((view) => view.key),
  )
  state.views = remaining
  keepCacheInTabOrder(state)
}

export const tabsSlice = createSlice({
  name: 'tabs',
  initialState,
  reducers: {
    /**
     * The user is on a page (or an affixed page is registered at start): adds its tab, or
     * updates the tab's address. A title a page set itself survives coming back to the same
     * address; a new query brings the route's title back. Coming back to a tab as it was changes
     * nothing in the state (no tab re-renders for it).
     */
    viewOpened(state, action: PayloadAction<TabView>) {
      const view = action.payload
      const existing = state.views.find((candidate) => candidate.key === view.key)
      if (existing) {
        if (existing.fullPath !== view.fullPath) {
          existing.fullPath = view.fullPath
          existing.title = view.title
        }
        if (!sameMeta(existing.meta, view.meta)) existing.meta = view.meta
        if (view.name && existing.name !== view.name) existing.name = view.name
      } else {
        insertView(state, view)
      }
      keepCacheInTabOrder(state, view.key)
    },
    /** The affixed tabs exist before their pages are visited; open ones are left as they are. */
    affixViewsRegistered(state, action: PayloadAction<TabView[]>) {
      for (const view of action.payload) {
        if (!isAffixView(view) || state.views.some((candidate) => candidate.key === view.key)) {
          continue
        }
        insertView(state, view)
        keepCacheInTabOrder(state, view.key)
      }
    },
    /** Closes one tab; an affixed tab cannot be closed. */
    viewClosed(state, action: PayloadAction<string>) {
      close(state, 'current', action.payload)
    },
    othersClosed(state, action: PayloadAction<string>) {
      close(state, 'others', action.payload)
    },
    leftClosed(state, action: PayloadAction<string>) {
      close(state, 'left', action.payload)
    },
    rightClosed(state, action: PayloadAction<string>) {
      close(state, 'right', action.payload)
    },
    /** Affixed tabs stay. */
    allClosed(state) {
      close(state, 'all')
    },
    /** Forget a page's cached state (refresh): it is created anew when next opened. */
    cacheDropped(state, action: PayloadAction<string>) {
      state.cachedKeys = state.cachedKeys.filter((key) => key !== action.payload)
      forgetUnsaved(state, [action.payload])
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState)
    // A page names its own tab (e.g. the record it shows).
    builder.addCase(viewTitleChanged, (state, action) => {
      const view = state.views.find((candidate) => candidate.key === action.payload.key)
      if (view) view.title = action.payload.title
    })
    builder.addCase(pageClosed, (state, action) => close(state, 'current', action.payload))
    builder.addCase(viewUnsavedChanged, (state, action) => {
      const { key, unsaved } = action.payload
      if (!unsaved) forgetUnsaved(state, [key])
      else if (!state.unsavedKeys.includes(key)) state.unsavedKeys.push(key)
    })
  },
})

export const {
  viewOpened,
  affixViewsRegistered,
  viewClosed,
  othersClosed,
  leftClosed,
  rightClosed,
  allClosed,
  cacheDropped,
} = tabsSlice.actions

export const selectTabViews = (state: RootStateWithTabs): TabView[] => state.tabs.views
export const selectCachedKeys = (state: RootStateWithTabs): string[] => state.tabs.cachedKeys
export const selectUnsavedKeys = (state: RootStateWithTabs): string[] => state.tabs.unsavedKeys
