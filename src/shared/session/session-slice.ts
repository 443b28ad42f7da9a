import {
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit'
import { resetAdminApiState } from '../api/api-reset'
import type { LogoutReason } from '../host/host-bridge'
import type { MenuNode } from '../routing/menu-types'
import { getAccessToken, removeTokens, setTokens } from '../storage/auth-storage'
import type { AuthTokens, PermissionInfo, SessionState, SessionUser } from './session-types'

export type RootStateWithSession = { session: SessionState }

/** An empty roles list becomes this one role. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT'

export type SessionLoadedPayload = PermissionInfo & { menus: MenuNode[] }

/** Fresh state for a new store; the token is read from storage so a reload stays logged in. */
export function createInitialSessionState(token: string | null = getAccessToken()): SessionState {
  return {
    token,
    status: token ? 'authenticated' : 'anonymous',
    user: null,
    name: '',
    introduction: '',
    roles: [],
    permissions: [],
    menus: [],
    bootstrapError: null,
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  // A function so every store (one per qiankun mount) reads storage when it is created.
  initialState: () => createInitialSessionState(),
  reducers: {
    /** The access token changed (login, refresh) or went away (null drops the whole session). */
    tokenChanged(state, action: PayloadAction<string | null>) {
      if (!action.payload) return createInitialSessionState(null)
      state.token = action.payload
      if (state.status === 'anonymous') state.status = 'authenticated'
    },
    /** Loading starts (or starts again from 重试); a previous failure stays on screen meanwhile. */
    sessionLoading(state) {
      state.status = 'loading'
    },
    sessionLoaded(state, action: PayloadAction<SessionLoadedPayload>) {
      const { user, roles, permissions, menus } = action.payload
      state.status = 'ready'
      state.bootstrapError = null
      state.user = user
      state.name = user.nickname
      state.roles = roles.length > 0 ? roles : [DEFAULT_ROLE]
      state.permissions = permissions
      state.menus = menus
    },
    /** The user edited their own profile: the navbar shows the new name and avatar at once. */
    userPatched(state, action: PayloadAction<Partial<Pick<SessionUser, 'nickname' | 'avatar'>>>) {
      if (!state.user) return
      Object.assign(state.user, action.payload)
      if (action.payload.nickname) state.name = action.payload.nickname
    },
    /**
     * Loading the session failed for a reason that is not the session's (network, timeout, 5xx):
     * the tokens stay, `msg` is shown with a 重试 button.
     */
    sessionFailed(state, action: PayloadAction<string | undefined>) {
      state.status = 'failed'
      state.bootstrapError = action.payload ?? null
    },
    /** 重试 after a failed load: the guard loads the session again. */
    sessionRetried(state) {
      if (state.status === 'failed' && state.token) state.status = 'authenticated'
    },
    /** `reason` tells a host portal (and the SSO hand-off) why the session ended. */
    loggedOut: {
      reducer: () => createInitialSessionState(null),
      prepare: (reason: LogoutReason = 'user') => ({ payload: { reason } }),
    },
  },
})

export const {
  tokenChanged,
  sessionLoading,
  sessionLoaded,
  userPatched,
  sessionFailed,
  sessionRetried,
  loggedOut,
} = sessionSlice.actions

// The thunks never read state, so any store with a session slice can run them.
type SessionThunk = ThunkAction<void, unknown, unknown, UnknownAction>

/** Writes both tokens to storage and publishes the access token to the store. */
export function storeTokens(tokens: AuthTokens): SessionThunk {
  return (dispatch) => {
    setTokens(tokens)
    dispatch(tokenChanged(tokens.accessToken))
  }
}

/**
 * Ends the session in this browser only (no server call): tokens, session and every cached
 * admin-api response go. The app reacts to the state change by navigating to /login.
 */
export function logoutLocally(reason: LogoutReason = 'user'): SessionThunk {
  return (dispatch) => {
    removeTokens()
    dispatch(loggedOut(reason))
    dispatch(resetAdminApiState())
  }
}

export const selectSession = (state: RootStateWithSession) => state.session
export const selectUser = (state: RootStateWithSession) => state.session.user
export const selectRoles = (state: RootStateWithSession) => state.session.roles
export const selectPermissions = (state: RootStateWithSession) => state.session.permissions
export const selectMenus = (state: RootStateWithSession) => state.session.menus
export const selectToken = (state: RootStateWithSession) => state.session.token
export const selectSessionStatus = (state: RootStateWithSession) => state.session.status
export const selectBootstrapError = (state: RootStateWithSession) => state.session.bootstrapError
