import { http } from 'msw'
import type { SetupServer } from 'msw/node'
import { baseApi } from '@/shared/api/base-api'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { ListView } from '../list-view'
import { useListQuery } from '../use-list-query'
import type {
  ColumnDef,
  PageParams,
  PageResult,
  SearchFieldDef,
  ToolbarAction,
} from '../list-types'

/** A small CRUD-like list built only from the kit, as a business screen would be. */
export interface Widget {
  id: number
  name: string
  status: number
}

type WidgetPageQuery = PageParams & {
  name?: string
  status?: string
  createTime?: [string, string]
}

const widgetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listKitWidgetPage: build.query<PageResult<Widget>, WidgetPageQuery>({
      query: (params) => ({ url: '/test/widget/page', params }),
    }),
  }),
})

export const widgetSearchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '名称' },
  { kind: 'dict', name: 'status', label: '状态', dictType: 'common_status' },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

export const widgetColumns: ColumnDef<Widget>[] = [
  { key: 'id', title: '编号' },
  { key: 'name', title: '名称' },
  { key: 'status', title: '状态', render: (row) => (row.status === 0 ? '开启' : '关闭') },
  { key: 'secret', title: '隐藏列', visible: false, render: () => 'hidden-by-default' },
]

export function WidgetList({ actions }: { actions?: ToolbarAction[] }) {
  const list = useListQuery(widgetApi.useListKitWidgetPageQuery, { fields: widgetSearchFields })
  return (
    <ListView
      list={list}
      searchFields={widgetSearchFields}
      columns={widgetColumns}
      actions={actions}
      label="部件列表"
    />
  )
}

/** Serves `total` widgets page by page and records every page request's query. */
export function serveWidgets(server: SetupServer, initialTotal: number) {
  let total = initialTotal
  const requests: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/test/widget/page'), ({ request }) => {
      const query = new URL(request.url).searchParams
      requests.push(query)
      const pageNo = Number(query.get('pageNo'))
      const pageSize = Number(query.get('pageSize'))
      const first = (pageNo - 1) * pageSize + 1
      const count = Math.max(0, Math.min(pageSize, total - first + 1))
      const list = Array.from({ length: count }, (_, i) => ({
        id: first + i,
        name: `部件${first + i}`,
        status: (first + i) % 2,
      }))
      return okEnvelope({ list, total })
    }),
  )
  return Object.assign(requests, {
    /** Changes how many widgets exist (e.g. some were deleted elsewhere). */
    setTotal: (next: number) => {
      total = next
    },
  })
}
