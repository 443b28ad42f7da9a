import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { HostMessage, LogoutReason } from '@/shared/host/host-bridge'
import { loggedOut } from '@/shared/session/session-slice'

/**
 * Where the single sign-on through the host stands:
 * - idle: the next visit to the hand-off page exchanges a token (once);
 * - exchanging: a token is being asked for and posted;
 * - signed-in: the exchange worked (the session guard takes over);
 * - failed: the host gave no token, or the server refused it; only the user or the host retries;
 * - signed-out: the user or the host ended the session; only the user or the host signs in again.
 * Automatic exchanges happen only from idle, so a refused token can never loop.
 */
export type SsoStatus = 'idle' | 'exchanging' | 'signed-in' | 'failed' | 'signed-out'

export interface HostBridgeState {
  sso: {
    status: SsoStatus
    /** What the hand-off page shows when failed. */
    message: string | null
    /** Why the session ended, when signed-out. */
    signedOutBy: LogoutReason | null
    /** Exchanges started in this mount (the tests' proof that nothing loops). */
    attempts: number
  }
  /** The last message the host sent (its type; no payload is kept). */
  lastHostMessage: HostMessage['type'] | null
  hostMessages: number
}

const initialState: HostBridgeState = {
  sso: { status: 'idle', message: null, signedOutBy: null, attempts: 0 },
  lastHostMessage: null,
  hostMessages: 0,
}

export const hostBridgeSlice = createSlice({
  name: 'hostBridge',
  initialState,
  reducers: {
    ssoExchangeStarted(state) {
      state.sso = {
        status: 'exchanging',
        message: null,
        signedOutBy: null,
        attempts: state.sso.attempts + 1,
      }
    },
    ssoExchangeSucceeded(state) {
      state.sso.status = 'signed-in'
      state.sso.message = null
    },
    ssoExchangeFailed(state, action: PayloadAction<string>) {
      state.sso.status = 'failed'
      state.sso.message = action.payload
    },
    /** The user asked to sign in again, or the host announced a fresh token: one more attempt. */
    ssoRetryRequested(state) {
      if (state.sso.status === 'exchanging') return
      state.sso.status = 'idle'
      state.sso.message = null
    },
    hostMessageReceived(state, action: PayloadAction<HostMessage['type']>) {
      state.lastHostMessage = action.payload
      state.hostMessages += 1
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state, action) => {
      const { reason } = action.payload
      if (reason === 'expired') {
        // The user chose 重新登录 in the session-expired dialog: one exchange is allowed.
        state.sso = { ...state.sso, status: 'idle', message: null, signedOutBy: null }
      } else if (reason === 'failed') {
        state.sso = {
          ...state.sso,
          status: 'failed',
          message: '加载用户信息失败，请重新认证',
          signedOutBy: null,
        }
      } else {
        state.sso = { ...state.sso, status: 'signed-out', message: null, signedOutBy: reason }
      }
    })
  },
})

export const {
  ssoExchangeStarted,
  ssoExchangeSucceeded,
  ssoExchangeFailed,
  ssoRetryRequested,
  hostMessageReceived,
} = hostBridgeSlice.actions

export type RootStateWithHostBridge = { hostBridge: HostBridgeState }

// useAppSelector and useAppStore (shared/store-hooks) see this slice in the console's state.
declare module '@/shared/store-hooks' {
  interface ConsoleState {
    hostBridge: HostBridgeState
  }
}

export const selectSso = (state: RootStateWithHostBridge) => state.hostBridge.sso
