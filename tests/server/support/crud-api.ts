import type { LoggedIn } from './fixture'
import { call, rawCall, type Page } from './http'
import type { RunningSandbox } from './sandbox'

/** The page/get/create/update/delete/export calls of one admin table; `caller` by default. */
export function crudApi<Item>(sandbox: RunningSandbox, path: string, caller: LoggedIn) {
  return {
    page: (query: Record<string, unknown>, token = caller.token) =>
      call<Page<Item>>(sandbox, `${path}/page`, { token, query }),
    get: (id: number, token = caller.token) =>
      call<Item | null>(sandbox, `${path}/get`, { token, query: { id } }),
    create: (json: Record<string, unknown>, token = caller.token) =>
      call<number>(sandbox, `${path}/create`, { method: 'POST', token, json }),
    update: (json: Record<string, unknown>, token = caller.token) =>
      call(sandbox, `${path}/update`, { method: 'PUT', token, json }),
    remove: (id: number, token = caller.token) =>
      call(sandbox, `${path}/delete`, { method: 'DELETE', token, query: { id } }),
    /** The raw answer: a CSV file, or an envelope when refused. */
    exportFile: (query: Record<string, unknown>, token = caller.token) =>
      rawCall(sandbox.apiUrl, `${path}/export`, { token, query }),
  }
}

export type CrudApi = ReturnType<typeof crudApi>
