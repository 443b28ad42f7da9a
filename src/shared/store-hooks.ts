import type { Dispatch, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import type { RootStateWithDict } from './dict/dict-slice'
import type { RootStateWithLayout } from './layout-settings/layout-slice'
import type { RootStateWithSession } from './session/session-slice'

/**
 * The console's state as components read it. The store itself is built in app/ (app/store.ts),
 * which shared/ and features/ may not import (docs/architecture.md#layers), so each slice adds
 * its own part here: the shared slices below, a feature's slice next to its definition with
 *
 *   declare module '@/shared/store-hooks' {
 *     interface ConsoleState {
 *       tabs: TabsState
 *     }
 *   }
 *
 * The dictionaries and the tabs join the store with the protected app (attach-admin-api.ts):
 * only components rendered there read them.
 */
export interface ConsoleState
  extends RootStateWithSession, RootStateWithLayout, RootStateWithDict {}

/** The store's dispatch: plain actions and thunks (RTK Query's `initiate` included). */
export type ConsoleDispatch = ThunkDispatch<ConsoleState, unknown, UnknownAction> &
  Dispatch<UnknownAction>

export type ConsoleStore = Omit<Store<ConsoleState, UnknownAction>, 'dispatch'> & {
  dispatch: ConsoleDispatch
}

/** Every component and hook uses these instead of react-redux's untyped hooks. */
export const useAppDispatch = useDispatch.withTypes<ConsoleDispatch>()
export const useAppSelector = useSelector.withTypes<ConsoleState>()
export const useAppStore = useStore.withTypes<ConsoleStore>()
