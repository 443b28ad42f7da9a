import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { skipToken } from '@reduxjs/toolkit/query'
import { DataTable, type ColumnDef, type RowKey } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { MASTER_DATA_SOURCE_ID } from '@/shared/wire/infra-data-source'
import {
  useCreateCodegenListMutation,
  useListCodegenDataSourcesQuery,
  useListDbTablesQuery,
} from '../api/codegen-api'
import type { CodegenDbTableItem, DbTableQuery } from '../model/codegen-types'

const COLUMNS: readonly ColumnDef<CodegenDbTableItem>[] = [
  { key: 'name', title: '表名称', nowrap: true },
  { key: 'comment', title: '表描述' },
]

const rowKey = (row: CodegenDbTableItem) => row.name

interface Filters {
  name: string
  comment: string
}

const NO_FILTERS: Filters = { name: '', comment: '' }

export interface ImportTableDialogProps {
  open: boolean
  onClose: () => void
  /** After 导入成功 (the list refreshes itself through its tag). */
  onImported?: () => void
}

/** 导入表: pick a data source, filter its tables not imported yet, tick some, 确定. */
export function ImportTableDialog({ open, onClose, onImported }: ImportTableDialogProps) {
  // Mounted only while open, so each opening starts afresh (no ticks left from last time).
  return open ? <ImportTableContent onClose={onClose} onImported={onImported} /> : null
}

function ImportTableContent({ onClose, onImported }: Omit<ImportTableDialogProps, 'open'>) {
  const titleId = useId()
  const sources = useListCodegenDataSourcesQuery(undefined, { refetchOnMountOrArgChange: true })
  const [sourceId, setSourceId] = useState<number>(MASTER_DATA_SOURCE_ID)
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [applied, setApplied] = useState<Filters>(NO_FILTERS)
  const [selected, setSelected] = useState<RowKey[]>([])
  const query: DbTableQuery = {
    dataSourceConfigId: sourceId,
    ...(applied.name.trim() ? { name: applied.name.trim() } : {}),
    ...(applied.comment.trim() ? { comment: applied.comment.trim() } : {}),
  }
  const tables = useListDbTablesQuery(sources.isSuccess ? query : skipToken, {
    refetchOnMountOrArgChange: true,
  })
  const [createList, creating] = useCreateCodegenListMutation()

  const search = () => {
    setApplied(draft)
    setSelected([])
  }
  const reset = () => {
    setDraft(NO_FILTERS)
    setApplied(NO_FILTERS)
    setSelected([])
  }

  const submit = async () => {
    if (selected.length === 0) {
      popup.message.error('请选择要导入的表')
      return
    }
    const result = await createList({
      dataSourceConfigId: sourceId,
      tableNames: selected.map(String),
    })
    if ('error' in result) return // the kernel has said why; the ticks stay
    popup.message.success('导入成功')
    onImported?.()
    onClose()
  }

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose()
      }}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>导入表</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box
          component="form"
          role="search"
          aria-label="导入表搜索条件"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          onSubmit={(event) => {
            event.preventDefault()
            search()
          }}
        >
          <TextField
            select
            size="small"
            label="数据源"
            sx={{ width: 200 }}
            value={sources.data ? sourceId : ''}
            onChange={(event) => {
              setSourceId(Number(event.target.value))
              setSelected([])
            }}
          >
            {(sources.data ?? []).map((source) => (
              <MenuItem key={source.id} value={source.id}>
                {source.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="表名称"
            placeholder="请输入表名称"
            sx={{ width: 180 }}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <TextField
            size="small"
            label="表描述"
            placeholder="请输入表描述"
            sx={{ width: 180 }}
            value={draft.comment}
            onChange={(event) => setDraft({ ...draft, comment: event.target.value })}
          />
          <Button type="submit" variant="contained">
            搜索
          </Button>
          <Button onClick={reset}>重置</Button>
        </Box>
        <Box sx={{ maxHeight: 400, overflow: 'auto' }}>
          <DataTable
            columns={COLUMNS}
            rows={tables.data ?? []}
            loading={tables.isFetching || sources.isLoading}
            rowKey={rowKey}
            selection={{ selected, onChange: setSelected }}
            emptyText="没有可导入的表"
            label="数据库表"
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" loading={creating.isLoading} onClick={() => void submit()}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
