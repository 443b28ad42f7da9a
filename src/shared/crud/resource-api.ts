import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type {
  TypedUseLazyQuery,
  TypedUseMutation,
  TypedUseQuery,
} from '@reduxjs/toolkit/query/react'
import { baseApi } from '@/shared/api/base-api'
import type { adminBaseQuery } from '@/shared/http/base-query'
import type { PageParams, PageResult } from '@/shared/list-kit'

type AdminBaseQuery = typeof adminBaseQuery

/** The dispatch RTK Query hands a mutation's lifecycle (typed for any state). */
export type ResourceDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

export interface ResourceApiOptions {
  /**
   * The module's base path, e.g. '/infra/config': the endpoints are `<path>/page`, `/get?id`,
   * `/create` (POST), `/update` (PUT), `/delete?id` (DELETE) and `/export`
   * (docs/admin-api.md#endpoints).
   */
  path: string
  /**
   * The cache tag of the module's rows, e.g. 'Config'. Pages provide `{ type, id: 'LIST' }`, a
   * get `{ type, id }`; every change invalidates `LIST` (an update also its id).
   */
  tag: string
  /** Runs after each successful create, update or delete (e.g. reload a session cache). */
  afterChange?: (dispatch: ResourceDispatch) => unknown
}

/** The typed hooks of a module's page / get / create / update / delete endpoints. */
export interface ResourceApi<Item, Save, Query extends PageParams> {
  path: string
  tag: string
  /** `<path>/export`, downloaded by the 导出 button. */
  exportUrl: string
  usePageQuery: TypedUseQuery<PageResult<Item>, Query, AdminBaseQuery>
  useGetQuery: TypedUseQuery<Item, number, AdminBaseQuery>
  useLazyGetQuery: TypedUseLazyQuery<Item, number, AdminBaseQuery>
  /** Resolves to the new row's id. */
  useCreateMutation: TypedUseMutation<number, Save, AdminBaseQuery>
  useUpdateMutation: TypedUseMutation<boolean, Save, AdminBaseQuery>
  useDeleteMutation: TypedUseMutation<boolean, number, AdminBaseQuery>
}

/**
 * Injects a CRUD module's endpoints into the one admin-api slice and returns their hooks. The
 * endpoint names are `<path>:page`, `<path>:get`…, unique per module. They set no refetch
 * options of their own: lists inherit the slice's and `useListQuery`'s caching.
 */
export function defineResourceApi<Item, Save extends { id?: number }, Query extends PageParams>({
  path,
  tag,
  afterChange,
}: ResourceApiOptions): ResourceApi<Item, Save, Query> {
  const name = (operation: string) => `${path}:${operation}`
  const list = { type: tag, id: 'LIST' } as const
  const onQueryStarted = afterChange
    ? async (
        _arg: unknown,
        {
          dispatch,
          queryFulfilled,
        }: { dispatch: ResourceDispatch; queryFulfilled: Promise<unknown> },
      ) => {
        try {
          await queryFulfilled
        } catch {
          return
        }
        await afterChange(dispatch)
      }
    : undefined

  const api = baseApi.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
    endpoints: (build) => ({
      [name('page')]: build.query<PageResult<Item>, Query>({
        query: (params) => ({ url: `${path}/page`, params }),
        providesTags: [list],
      }),
      [name('get')]: build.query<Item, number>({
        query: (id) => ({ url: `${path}/get`, params: { id } }),
        providesTags: (_result, _error, id) => [{ type: tag, id }],
      }),
      [name('create')]: build.mutation<number, Save>({
        query: (body) => ({ url: `${path}/create`, method: 'POST', body }),
        invalidatesTags: [list],
        onQueryStarted,
      }),
      [name('update')]: build.mutation<boolean, Save>({
        query: (body) => ({ url: `${path}/update`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [list, { type: tag, id: body.id }],
        onQueryStarted,
      }),
      [name('delete')]: build.mutation<boolean, number>({
        query: (id) => ({ url: `${path}/delete`, method: 'DELETE', params: { id } }),
        invalidatesTags: [list],
        onQueryStarted,
      }),
    }),
  })

  // The names are computed, so TypeScript only knows "some endpoint" here: each is read back
  // with the type it was built with above.
  type Api = ResourceApi<Item, Save, Query>
  const endpoint = (operation: string) =>
    (api.endpoints as Record<string, Record<string, unknown>>)[name(operation)]
  return {
    path,
    tag,
    exportUrl: `${path}/export`,
    usePageQuery: endpoint('page').useQuery as Api['usePageQuery'],
    useGetQuery: endpoint('get').useQuery as Api['useGetQuery'],
    useLazyGetQuery: endpoint('get').useLazyQuery as Api['useLazyGetQuery'],
    useCreateMutation: endpoint('create').useMutation as Api['useCreateMutation'],
    useUpdateMutation: endpoint('update').useMutation as Api['useUpdateMutation'],
    useDeleteMutation: endpoint('delete').useMutation as Api['useDeleteMutation'],
  }
}
