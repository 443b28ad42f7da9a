import { loadDicts } from '@/shared/dict/dict-slice'
import { sessionApi } from '@/shared/session/session-api'
import { logoutLocally, sessionLoaded, sessionLoading } from '@/shared/session/session-slice'
import type { ApiError } from '@/shared/http/request-types'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { RootStateWithDict } from '@/shared/dict/dict-slice'
import type { RootStateWithSession } from '@/shared/session/session-slice'

/** Dispatch of a store whose admin-api and dictionaries are attached (the protected tree). */
export type AttachedDispatch = ThunkDispatch<
  RootStateWithDict & RootStateWithSession,
  unknown,
  UnknownAction
>

function toError(error: unknown): Error {
  if (error instanceof Error) return error
  const apiError = error as Partial<ApiError> | undefined
  return new Error(apiError?.msg || '获取用户信息失败，请重新登录')
}

/**
 * Loads what a session needs before any protected page renders, in this order
 * (docs/architecture.md#session-bootstrap): dictionaries, then permission info, then menus. On
 * failure the session is dropped.
 */
export async function bootstrapSession(dispatch: AttachedDispatch): Promise<void> {
  dispatch(sessionLoading())
  try {
    await dispatch(loadDicts()).unwrap()
    const info = await dispatch(sessionApi.endpoints.getPermissionInfo.initiate()).unwrap()
    const menus = await dispatch(sessionApi.endpoints.listMenus.initiate()).unwrap()
    dispatch(sessionLoaded({ ...info, menus }))
  } catch (error) {
    await dispatch(logoutLocally('failed'))
    throw toError(error)
  }
}
