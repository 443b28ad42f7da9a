import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from './pagination-constants'
import { initialSearchValues, toQueryParams } from './search-params'
import type {
  PageParams,
  PageResult,
  SearchFieldDef,
  SearchValue,
  SearchValues,
} from './list-types'

/** The part of an RTK Query `useXxxQuery` result the list needs. */
export interface PageQueryState<Row> {
  data?: PageResult<Row>
  isLoading: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * An RTK Query hook of a page endpoint, e.g. `useGetDictTypePageQuery`. The hook is passed in, not
 * chosen at run time: a list always calls the same hook, so the rules of hooks hold.
 */
export type PageQueryHook<Arg, Row> = (
  arg: Arg,
  options?: { skip?: boolean; refetchOnMountOrArgChange?: boolean },
) => PageQueryState<Row>

export interface UseListQueryOptions {
  /** The search form's fields; their values become query params. */
  fields: readonly SearchFieldDef[]
  /** Initial values and what 重置 restores; may hold filters without a field (always sent). */
  defaults?: SearchValues
  pageSize?: number
  /** Do not query yet (e.g. until a required filter is known). */
  skip?: boolean
}

export interface ListQuery<Row> {
  /** What the search form shows (not applied until `search`). */
  draft: SearchValues
  setDraftValue: (name: string, value: SearchValue) => void
  /** The applied filters (the query runs with these). */
  filters: SearchValues
  pageNo: number
  pageSize: number
  /** The applied filters as backend params, without paging (for export). */
  filterParams: Record<string, string | [string, string]>
  /** Applies the draft and goes to page 1 (re-queries even when nothing changed). */
  search: () => void
  /** Restores the defaults in the form and the query, page 1, and re-queries. */
  reset: () => void
  changePage: (pageNo: number, pageSize: number) => void
  /** Re-runs the current query. */
  refresh: () => void
  rows: Row[]
  total: number
  /** A request is in flight (first load or refresh). */
  loading: boolean
}

interface QueryState {
  filters: SearchValues
  pageNo: number
  pageSize: number
}

/**
 * Query state of a list screen: search form draft, applied filters and paging live in component
 * state, so a cached (hidden) tab keeps them, and the page endpoint is queried with
 * `{ ...filters, pageNo, pageSize }`.
 */
export function useListQuery<Arg extends PageParams, Row>(
  useQuery: PageQueryHook<Arg, Row>,
  {
    fields,
    defaults,
    pageSize: initialPageSize = DEFAULT_PAGE_SIZE,
    skip = false,
  }: UseListQueryOptions,
): ListQuery<Row> {
  const [draft, setDraft] = useState<SearchValues>(() => initialSearchValues(fields, defaults))
  const [query, setQuery] = useState<QueryState>(() => ({
    filters: initialSearchValues(fields, defaults),
    pageNo: DEFAULT_PAGE_NO,
    pageSize: initialPageSize,
  }))

  const filterParams = useMemo(() => toQueryParams(query.filters), [query.filters])
  // The search fields decide which params exist, so the endpoint's declared arg type is trusted.
  const arg = { ...filterParams, pageNo: query.pageNo, pageSize: query.pageSize } as unknown as Arg
  const result = useQuery(arg, { skip })
  const { refetch } = result

  // A page opened (or re-created by the tab's 刷新页面), a page change and a search ask the
  // server even when the answer is cached (users expect fresh rows, not a page cached minutes
  // ago); a request already running is shared. A cached tab shown again does not ask:
  // <Activity> re-runs this effect on show, and the args are the ones already asked for.
  const argKey = JSON.stringify(arg)
  const askedFor = useRef<string | null>(null)
  useEffect(() => {
    if (skip || askedFor.current === argKey) return
    askedFor.current = argKey
    refetch()
  }, [argKey, skip, refetch])

  // The page emptied under us (e.g. its last row was deleted): show the new last page instead of
  // an empty table with a pager. Adjusting state while rendering, guarded, is React's pattern.
  const lastPage = Math.max(1, Math.ceil((result.data?.total ?? 0) / query.pageSize))
  if (
    result.data &&
    !result.isFetching &&
    result.data.list.length === 0 &&
    result.data.total > 0 &&
    query.pageNo > lastPage
  ) {
    setQuery({ ...query, pageNo: lastPage })
  }

  const refresh = useCallback(() => {
    if (!skip) refetch()
  }, [refetch, skip])

  const apply = useCallback(
    (next: QueryState) => {
      const unchanged =
        next.pageNo === query.pageNo &&
        next.pageSize === query.pageSize &&
        JSON.stringify(toQueryParams(next.filters)) === JSON.stringify(filterParams)
      setQuery(next)
      // Same args would be served from the cache: the user asked for fresh rows.
      if (unchanged) refresh()
    },
    [filterParams, query.pageNo, query.pageSize, refresh],
  )

  const setDraftValue = useCallback((name: string, value: SearchValue) => {
    setDraft((current) => ({ ...current, [name]: value }))
  }, [])

  const search = useCallback(() => {
    apply({ filters: draft, pageNo: DEFAULT_PAGE_NO, pageSize: query.pageSize })
  }, [apply, draft, query.pageSize])

  const reset = useCallback(() => {
    const values = initialSearchValues(fields, defaults)
    setDraft(values)
    apply({ filters: values, pageNo: DEFAULT_PAGE_NO, pageSize: query.pageSize })
  }, [apply, defaults, fields, query.pageSize])

  const changePage = useCallback((pageNo: number, pageSize: number) => {
    setQuery((current) => ({ ...current, pageNo, pageSize }))
  }, [])

  return {
    draft,
    setDraftValue,
    filters: query.filters,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    filterParams,
    search,
    reset,
    changePage,
    refresh,
    rows: result.data?.list ?? [],
    total: result.data?.total ?? 0,
    loading: result.isFetching,
  }
}
