import { loadDicts } from '@/shared/dict/dict-slice'
import { sessionApi } from '@/shared/session/session-api'
import {
  logoutLocally,
  sessionFailed,
  sessionLoaded,
  sessionLoading,
} from '@/shared/session/session-slice'
import { CODE_DEFAULT_TEXTS } from '@/shared/http/error-policy'
import type { ApiError } from '@/shared/http/request-types'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { RootStateWithDict } from '@/shared/dict/dict-slice'
import type { RootStateWithSession } from '@/shared/session/session-slice'
import type { DictDataSimple } from '@/shared/dict/dict-api'
import type { MenuNode } from '@/shared/routing/menu-types'
import type { PermissionInfo } from '@/shared/session/session-types'
import type { BootstrapPart, BootstrapPrefetch } from './bootstrap-prefetch'

/** Dispatch of a store whose admin-api and dictionaries are attached (the protected tree). */
export type AttachedDispatch = ThunkDispatch<
  RootStateWithDict & RootStateWithSession,
  unknown,
  UnknownAction
>

/**
 * How loading the session ended. 'unavailable' kept the tokens (the reason is in the session
 * state, shown with 重试); 'logged-out' dropped them because the server refused the session.
 */
export type BootstrapOutcome =
  { kind: 'ready' } | { kind: 'unavailable' } | { kind: 'logged-out'; msg: string }

/** Code 401 reaches here only after re-auth failed (no refresh token, or it was refused). */
const UNAUTHORIZED = 401

function asApiError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, msg } = error as Partial<ApiError>
  return typeof code === 'number' ? { code, msg: typeof msg === 'string' ? msg : '' } : null
}

/**
 * Loads what a session needs before any protected page renders
 * (docs/architecture.md#session-bootstrap): dictionaries, permission info and menus, all three at
 * once. Answers the mount already fetched (`prefetch`, sent before React rendered) are used when
 * they succeeded; a part without one is asked through the api slice (re-auth, error policy).
 * Only a refused session logs out. A network error, a timeout or a 5xx says nothing about the
 * session, so the tokens stay and the failure's text (后端接口连接异常, 系统接口请求超时,
 * 系统接口{status}异常 from the error policy) waits for 重试.
 */
export async function bootstrapSession(
  dispatch: AttachedDispatch,
  prefetch: BootstrapPrefetch | null = null,
): Promise<BootstrapOutcome> {
  dispatch(sessionLoading())
  // Not subscribed and always fetched: 重试 must ask the server again, not reuse a failure.
  const fresh = { subscribe: false, forceRefetch: true } as const
  const prefetched = async (part: BootstrapPart) => (prefetch ? await prefetch.answers[part] : null)
  try {
    const [, info, menus] = await Promise.all([
      prefetched('dicts').then((answer) =>
        dispatch(
          loadDicts(answer ? { data: answer.data as readonly DictDataSimple[] } : undefined),
        ).unwrap(),
      ),
      prefetched('permissionInfo').then(
        (answer) =>
          (answer?.data as PermissionInfo | undefined) ??
          dispatch(sessionApi.endpoints.getPermissionInfo.initiate(undefined, fresh)).unwrap(),
      ),
      prefetched('menus').then(
        (answer) =>
          (answer?.data as MenuNode[] | undefined) ??
          dispatch(sessionApi.endpoints.listMenus.initiate(undefined, fresh)).unwrap(),
      ),
    ])
    dispatch(sessionLoaded({ ...info, menus }))
    return { kind: 'ready' }
  } catch (error) {
    const apiError = asApiError(error)
    if (apiError?.code === UNAUTHORIZED) {
      await dispatch(logoutLocally('failed'))
      return { kind: 'logged-out', msg: apiError.msg || CODE_DEFAULT_TEXTS['401'] }
    }
    // Anything else (an envelope error, even a bug of ours) is shown with 重试, never a logout.
    dispatch(sessionFailed(apiError?.msg || CODE_DEFAULT_TEXTS.default))
    return { kind: 'unavailable' }
  }
}
