import { configureStore, type Reducer } from '@reduxjs/toolkit'
import { baseApi } from '../api/base-api'
import { sessionSlice } from '../session/session-slice'

/**
 * A real store as the app builds it (session + the admin-api slice and its middleware), for unit
 * tests. `extraReducers` adds other slices (e.g. `{ dict: dictSlice.reducer }`).
 */
export function createTestStore<Extra extends Record<string, Reducer> = Record<string, never>>(
  extraReducers?: Extra,
) {
  return configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
      ...(extraReducers ?? ({} as Extra)),
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
}

export type TestStore = ReturnType<typeof createTestStore>
