import { setupListeners } from '@reduxjs/toolkit/query'
import { baseApi } from '@/shared/api/base-api'
import { dictSlice } from '@/shared/dict/dict-slice'
import { tabsSlice } from '@/features/tabs/model/tabs-slice'
import type { StoreBundle } from './store'

const attached = new WeakSet<StoreBundle['store']>()
const detachers = new WeakMap<StoreBundle['store'], () => void>()

/**
 * Adds RTK Query's admin-api slice, its middleware, the dictionaries and the tabs to a mount's
 * store, once.
 * Returns quickly when already attached.
 */
export function attachAdminApi({ store, rootReducer, dynamicMiddleware }: StoreBundle): void {
  if (attached.has(store)) return
  attached.add(store)
  rootReducer.inject(baseApi)
  rootReducer.inject(dictSlice)
  rootReducer.inject(tabsSlice)
  dynamicMiddleware.addMiddleware(baseApi.middleware)
  // Refetch on focus / reconnect; undone when the mount goes away.
  detachers.set(store, setupListeners(store.dispatch))
}

/**
 * Undoes what attachAdminApi set up outside the store: the window listeners, and RTK Query's
 * timers (cache expiry of the unsubscribed queries, 60 s each) that would keep a dead mount's
 * store alive; running queries are aborted.
 */
export function detachAdminApi(store: StoreBundle['store']): void {
  detachers.get(store)?.()
  detachers.delete(store)
  if (attached.has(store)) store.dispatch(baseApi.util.resetApiState())
}
