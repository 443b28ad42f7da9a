import { useState, type ReactNode } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import {
  actionsColumn,
  ListView,
  useExportAction,
  type ColumnDef,
  type ListQuery,
  type RowAction,
  type SearchFieldDef,
  type ToolbarAction,
} from '@/shared/list-kit'

export interface ApiLogListViewProps<Row> {
  list: ListQuery<Row>
  searchFields: readonly SearchFieldDef[]
  columns: readonly ColumnDef<Row>[]
  /** e.g. 'infra:api-access-log': 导出 needs `:export`, 详细 `:query`. */
  permissionPrefix: string
  exportFile: { subject: string; url: string; fileName: string }
  label: string
  /** Row buttons after 详细 (the error log's 已处理 / 已忽略). */
  rowActions?: readonly RowAction<Row>[]
  renderDetail: (row: Row | null, close: () => void) => ReactNode
}

/** A log list: search, 导出 with the filters, 详细 per row, and any further row buttons. */
export function ApiLogListView<Row>({
  list,
  searchFields,
  columns,
  permissionPrefix,
  exportFile,
  label,
  rowActions = [],
  renderDetail,
}: ApiLogListViewProps<Row>) {
  const [detail, setDetail] = useState<Row | null>(null)
  const exporter = useExportAction({ ...exportFile, params: list.filterParams })
  const actions: ToolbarAction[] = [
    {
      key: 'export',
      label: '导出',
      icon: <DownloadIcon />,
      color: 'warning',
      permission: [`${permissionPrefix}:export`],
      loading: exporter.exporting,
      onClick: () => void exporter.run(),
    },
  ]
  const shownColumns: ColumnDef<Row>[] = [
    ...columns,
    actionsColumn<Row>([
      {
        key: 'detail',
        label: '详细',
        permission: [`${permissionPrefix}:query`],
        onClick: setDetail,
      },
      ...rowActions,
    ]),
  ]
  return (
    <>
      <ListView
        list={list}
        searchFields={searchFields}
        columns={shownColumns}
        actions={actions}
        label={label}
      />
      {renderDetail(detail, () => setDetail(null))}
    </>
  )
}
