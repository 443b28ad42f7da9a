import { expect } from 'vitest'
import type { CrudApi } from './crud-api'
import { call, type CallOptions } from './http'
import type { RunningSandbox } from './sandbox'

export const UNAUTHORIZED = { code: 401, data: null, msg: '账号未登录' }
export const FORBIDDEN = { code: 403, data: null, msg: '没有该操作权限' }

/** Without a token, each endpoint answers the 401 envelope (over HTTP 200). */
export async function expectLoginRequired(
  sandbox: RunningSandbox,
  endpoints: Array<{ path: string; method?: CallOptions['method'] }>,
): Promise<void> {
  for (const { path, method = 'GET' } of endpoints) {
    expect(await call(sandbox, path, { method }), `${method} ${path}`).toEqual(UNAUTHORIZED)
  }
}

/** As `token`, create, update, delete (of id 1) and export all answer the 403 envelope. */
export async function expectChangesForbidden(
  api: CrudApi,
  token: string,
  bodies: { create: Record<string, unknown>; update: Record<string, unknown> },
): Promise<void> {
  expect(await api.create(bodies.create, token), 'create').toEqual(FORBIDDEN)
  expect(await api.update(bodies.update, token), 'update').toEqual(FORBIDDEN)
  expect(await api.remove(1, token), 'delete').toEqual(FORBIDDEN)
  expect(await (await api.exportFile({}, token)).json(), 'export').toEqual(FORBIDDEN)
}
