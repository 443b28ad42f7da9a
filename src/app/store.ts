import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit'
import type { baseApi } from '@/shared/api/base-api'
import type { dictSlice } from '@/shared/dict/dict-slice'
import { layoutSlice } from '@/shared/layout-settings/layout-slice'
import { sessionSlice } from '@/shared/session/session-slice'
import type { tabsSlice } from '@/features/tabs/model/tabs-slice'
import { hostBridgeSlice } from '@/features/host-bridge/model/host-bridge-slice'

/**
 * The admin-api slice (RTK Query), the dictionaries and the tabs join the store when the protected
 * part of the console loads (see attach-admin-api.ts): the login page's byte budget has no room
 * for them. Session, layout settings and the host bridge's state are there from the start.
 */
type LazySlices = {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>
  [dictSlice.name]: ReturnType<typeof dictSlice.reducer>
  [tabsSlice.name]: ReturnType<typeof tabsSlice.reducer>
}

export function createRootReducer() {
  return combineSlices(
    sessionSlice,
    layoutSlice,
    hostBridgeSlice,
  ).withLazyLoadedSlices<LazySlices>()
}

export type RootReducer = ReturnType<typeof createRootReducer>
export type RootState = ReturnType<RootReducer>

/** A new store per mount: qiankun may mount the console many times in one page. */
export function makeStore() {
  const rootReducer = createRootReducer()
  const dynamicMiddleware = createDynamicMiddleware()
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
    devTools: import.meta.env.DEV,
  })
  return { store, rootReducer, dynamicMiddleware }
}

export type StoreBundle = ReturnType<typeof makeStore>
export type AppStore = StoreBundle['store']
export type AppDispatch = AppStore['dispatch']
