import { createAsyncThunk, createSlice, type UnknownAction } from '@reduxjs/toolkit'
import { dictApi, type DictDataSimple } from './dict-api'
import type { DictOption, DictOptionsByType } from './dict-option'

export type DictStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface DictState {
  byType: DictOptionsByType
  status: DictStatus
  /** The load whose answer will be kept; a logout clears it so a late answer is dropped. */
  requestId: string | null
}

export interface RootStateWithDict {
  dict: DictState
}

/** The session slice's logout action; matched by type so this slice does not import it. */
export const SESSION_LOGGED_OUT = 'session/loggedOut'

const initialState: DictState = { byType: {}, status: 'idle', requestId: null }

function groupByType(items: readonly DictDataSimple[]): DictOptionsByType {
  const byType: DictOptionsByType = {}
  for (const item of items) {
    const option: DictOption = {
      dictType: item.dictType,
      value: String(item.value),
      label: item.label,
      colorType: item.colorType ?? '',
      cssClass: item.cssClass ?? '',
    }
    ;(byType[item.dictType] ??= []).push(option)
  }
  return byType
}

/**
 * Loads every dictionary once per session (SPEC.md section 4: before user info and menus).
 * Calling it again while loaded does nothing and resolves to null. Concurrent calls share one
 * request (RTK Query de-duplicates it). A failure rejects with the ApiError {code, msg}.
 */
export interface LoadDictsOptions {
  /** Load again although loaded: a dictionary screen changed the data. */
  force?: boolean
}

export const loadDicts = createAsyncThunk<
  DictOptionsByType | null,
  LoadDictsOptions | void,
  { state: RootStateWithDict; rejectValue: unknown }
>('dict/load', async (options, { dispatch, getState, rejectWithValue }) => {
  if (getState().dict.status === 'loaded' && !options?.force) return null
  // forceRefetch: a new session must not reuse the previous session's cached answer; an
  // in-flight request is still shared.
  const request = dispatch(
    dictApi.endpoints.listAllSimpleDictData.initiate(undefined, {
      subscribe: false,
      forceRefetch: true,
    }),
  )
  try {
    return groupByType(await request.unwrap())
  } catch (error) {
    // rejectWithValue keeps the ApiError's msg, which the default serializer would drop.
    return rejectWithValue(error)
  }
})

function isLoggedOut(action: UnknownAction): boolean {
  return action.type === SESSION_LOGGED_OUT
}

export const dictSlice = createSlice({
  name: 'dict',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadDicts.pending, (state, action) => {
        if (action.meta.arg?.force) {
          // The old labels stay on screen until the new ones arrive.
          state.requestId = action.meta.requestId
          return
        }
        if (state.status === 'loaded' || state.status === 'loading') return
        state.status = 'loading'
        state.requestId = action.meta.requestId
      })
      .addCase(loadDicts.fulfilled, (state, action) => {
        if (action.payload === null || state.requestId !== action.meta.requestId) return
        state.byType = action.payload
        state.status = 'loaded'
        state.requestId = null
      })
      .addCase(loadDicts.rejected, (state, action) => {
        if (state.requestId !== action.meta.requestId) return
        state.status = 'failed'
        state.requestId = null
      })
      .addMatcher(isLoggedOut, () => initialState)
  },
})
