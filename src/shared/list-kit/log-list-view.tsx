import { useState, type ReactNode } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import type { ColumnDef, RowAction, SearchFieldDef, ToolbarAction } from './list-types'
import { ListView } from './list-view'
import { actionsColumn } from './row-actions'
import { useExportAction } from './use-export-action'
import type { ListQuery } from './use-list-query'

export interface LogListViewProps<Row> {
  list: ListQuery<Row>
  searchFields: readonly SearchFieldDef[]
  /** The log's columns; 操作 (详细) is added here. */
  columns: readonly ColumnDef<Row>[]
  /** e.g. 'system:login-log': 导出 needs `:export`, 详细 `:query`. */
  permissionPrefix: string
  /** What 导出 downloads: the subject of the question, the endpoint, the file name. */
  exportFile: { subject: string; url: string; fileName: string }
  /** Accessible name of the table. */
  label: string
  /** Row buttons after 详细 (e.g. the API error log's 已处理 / 已忽略). */
  rowActions?: readonly RowAction<Row>[]
  /** The 详细 dialog of one row (null: closed). */
  renderDetail: (row: Row | null, close: () => void) => ReactNode
}

/** A log list: search, 导出 with the filters, a 详细 dialog per row, and any further row buttons. */
export function LogListView<Row>({
  list,
  searchFields,
  columns,
  permissionPrefix,
  exportFile,
  label,
  rowActions = [],
  renderDetail,
}: LogListViewProps<Row>) {
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
