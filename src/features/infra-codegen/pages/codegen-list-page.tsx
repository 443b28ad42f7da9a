import { useMemo, useState } from 'react'
import UploadIcon from '@mui/icons-material/Upload'
import { useNavigate } from 'react-router-dom'
import { dateTimeColumn } from '@/shared/crud'
import { downloadFile } from '@/shared/http/download'
import {
  actionsColumn,
  confirmDelete,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
  type ToolbarAction,
} from '@/shared/list-kit'
import { useAppDispatch } from '@/shared/store-hooks'
import { popup } from '@/shared/ui/popups'
import {
  useDeleteCodegenMutation,
  useGetCodegenTablePageQuery,
  useListCodegenDataSourcesQuery,
  useSyncCodegenFromDbMutation,
} from '../api/codegen-api'
import { codegenRowActions } from '../components/codegen-table-actions'
import { ImportTableDialog } from '../components/import-table-dialog'
import { CodegenPreviewDialog } from '../components/preview-dialog'
import {
  codegenEditPath,
  codegenZipName,
  type CodegenTableItem,
  type CodegenTableQuery,
} from '../model/codegen-types'

const SEARCH: readonly SearchFieldDef[] = [
  { kind: 'text', name: 'tableName', label: '表名称' },
  { kind: 'text', name: 'tableComment', label: '表描述' },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

/** 代码生成 (page key 'infra/codegen/index'): the imported tables and what to do with each. */
export default function CodegenListPage() {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const list = useListQuery<CodegenTableQuery, CodegenTableItem>(useGetCodegenTablePageQuery, {
    fields: SEARCH,
  })
  const sources = useListCodegenDataSourcesQuery()
  const [importing, setImporting] = useState(false)
  const [previewed, setPreviewed] = useState<CodegenTableItem | null>(null)
  const [removeTable] = useDeleteCodegenMutation()
  const [syncTable] = useSyncCodegenFromDbMutation()

  const sourceNames = useMemo(
    () => new Map((sources.data ?? []).map((source) => [source.id, source.name])),
    [sources.data],
  )

  const columns: ColumnDef<CodegenTableItem>[] = [
    {
      key: 'dataSourceConfigId',
      title: '数据源',
      width: 120,
      render: (row) => sourceNames.get(row.dataSourceConfigId) ?? row.dataSourceConfigId,
    },
    { key: 'tableName', title: '表名称', nowrap: true },
    { key: 'tableComment', title: '表描述', ellipsis: true },
    { key: 'className', title: '实体', nowrap: true },
    dateTimeColumn('createTime', '创建时间'),
    dateTimeColumn('updateTime', '更新时间'),
    actionsColumn(
      codegenRowActions({
        preview: setPreviewed,
        edit: (row) => void navigate(codegenEditPath(row.id)),
        remove: (row) =>
          void confirmDelete({
            name: '表名称',
            label: row.tableName,
            remove: () => removeTable(row.id).unwrap(),
          }),
        sync: (row) =>
          void (async () => {
            const confirmed = await popup.confirm(`确认要强制同步【${row.tableName}】表结构吗？`, {
              type: 'warning',
            })
            if (!confirmed) return
            const result = await syncTable(row.id)
            if (!('error' in result)) popup.message.success('同步成功')
          })(),
        download: (row) =>
          void downloadFile(
            { url: '/infra/codegen/download', params: { tableId: row.id } },
            codegenZipName(row.tableName),
            dispatch,
          ),
      }),
      { inline: 5, width: 300 },
    ),
  ]

  const toolbar: ToolbarAction[] = [
    {
      key: 'import',
      label: '导入',
      icon: <UploadIcon />,
      variant: 'outlined',
      color: 'info',
      permission: ['infra:codegen:create'],
      onClick: () => setImporting(true),
    },
  ]

  return (
    <ListPage label="代码生成">
      <ListView
        list={list}
        searchFields={SEARCH}
        columns={columns}
        actions={toolbar}
        label="代码生成列表"
      />
      <ImportTableDialog open={importing} onClose={() => setImporting(false)} />
      <CodegenPreviewDialog table={previewed} onClose={() => setPreviewed(null)} />
    </ListPage>
  )
}
