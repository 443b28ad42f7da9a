import AddIcon from '@mui/icons-material/Add'
import DownloadIcon from '@mui/icons-material/Download'
import type { RowAction, ToolbarAction } from './list-types'
import type { ExportAction } from './use-export-action'

export interface CrudToolbarActionsOptions {
  /** The screen's permission prefix, e.g. 'system:dict': 新增 needs `:create`, 导出 `:export`. */
  permissionPrefix: string
  onCreate: () => void
  /** The screen's `useExportAction`; leave out for a list without 导出. */
  exporter?: ExportAction
}

/** A CRUD list's toolbar buttons: 新增, then 导出 (busy while the file downloads). */
export function crudToolbarActions({
  permissionPrefix,
  onCreate,
  exporter,
}: CrudToolbarActionsOptions): ToolbarAction[] {
  const actions: ToolbarAction[] = [
    {
      key: 'create',
      label: '新增',
      icon: <AddIcon />,
      permission: [`${permissionPrefix}:create`],
      onClick: onCreate,
    },
  ]
  if (exporter) {
    actions.push({
      key: 'export',
      label: '导出',
      icon: <DownloadIcon />,
      color: 'warning',
      permission: [`${permissionPrefix}:export`],
      loading: exporter.exporting,
      onClick: () => void exporter.run(),
    })
  }
  return actions
}

export interface CrudRowActionsOptions<Row> {
  /** The screen's permission prefix, e.g. 'system:dict': 修改 needs `:update`, 删除 `:delete`. */
  permissionPrefix: string
  onEdit: (row: Row) => void
  onDelete: (row: Row) => void
  /** Rows that offer 删除 (default: all), e.g. not the built-in configs. */
  canDelete?: (row: Row) => boolean
}

/** A CRUD row's operations: 修改 and 删除. */
export function crudRowActions<Row>({
  permissionPrefix,
  onEdit,
  onDelete,
  canDelete,
}: CrudRowActionsOptions<Row>): RowAction<Row>[] {
  return [
    { key: 'update', label: '修改', permission: [`${permissionPrefix}:update`], onClick: onEdit },
    {
      key: 'delete',
      label: '删除',
      color: 'error',
      permission: [`${permissionPrefix}:delete`],
      hidden: canDelete && ((row) => !canDelete(row)),
      onClick: onDelete,
    },
  ]
}
