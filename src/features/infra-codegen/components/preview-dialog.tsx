import { lazy, Suspense, useId, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import CloseIcon from '@mui/icons-material/Close'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { RichTreeView } from '@mui/x-tree-view/RichTreeView'
import { popup } from '@/shared/ui/popups'
import { usePreviewCodegenQuery } from '../api/codegen-api'
import { buildFileTree, fileNameOf, folderIds, isFolderId } from '../model/file-tree'
import type { CodegenPreviewFile, CodegenTableItem } from '../model/codegen-types'

// The highlighter is its own chunk, fetched the first time a preview shows code.
const CodeView = lazy(() => import('./code-view'))

function Loading({ text }: { text: string }) {
  return (
    <Box sx={{ p: 4, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress size={18} />
      <span>{text}</span>
    </Box>
  )
}

export interface CodegenPreviewDialogProps {
  /** The table previewed; null when closed. */
  table: CodegenTableItem | null
  onClose: () => void
}

/** 代码预览: the generated files as a tree beside one tab per file, highlighted, with 复制. */
export function CodegenPreviewDialog({ table, onClose }: CodegenPreviewDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={table !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xl"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: '90vh' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        代码预览{table ? `：${table.tableName}` : ''}
        <IconButton
          aria-label="关闭"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', minHeight: 0 }}>
        {table && <PreviewFiles key={table.id} tableId={table.id} />}
      </DialogContent>
    </Dialog>
  )
}

function PreviewFiles({ tableId }: { tableId: number }) {
  const preview = usePreviewCodegenQuery(tableId, { refetchOnMountOrArgChange: true })
  if (preview.isLoading || preview.isFetching) return <Loading text="正在生成代码..." />
  if (!preview.data) return <Box sx={{ p: 4, color: 'text.secondary' }}>代码预览加载失败</Box>
  return <PreviewBody files={preview.data} />
}

function PreviewBody({ files }: { files: CodegenPreviewFile[] }) {
  const [active, setActive] = useState(files[0]?.filePath ?? '')
  const tree = useMemo(() => buildFileTree(files.map((file) => file.filePath)), [files])
  const expanded = useMemo(() => folderIds(tree), [tree])
  const current = files.find((file) => file.filePath === active) ?? files[0]

  const copy = async () => {
    if (!current) return
    try {
      await navigator.clipboard.writeText(current.code)
      popup.message.success('复制成功')
    } catch {
      popup.message.error('复制失败，请手动复制')
    }
  }

  if (!current) return <Box sx={{ p: 4, color: 'text.secondary' }}>没有生成任何文件</Box>
  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0, minWidth: 0 }}>
      <Box
        component="nav"
        aria-label="生成的文件"
        sx={{
          width: 300,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          overflow: 'auto',
          p: 1,
        }}
      >
        <RichTreeView
          items={tree}
          defaultExpandedItems={expanded}
          selectedItems={current.filePath}
          onSelectedItemsChange={(_event, id) => {
            if (typeof id === 'string' && !isFolderId(id)) setActive(id)
          }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
        >
          <Tabs
            value={current.filePath}
            onChange={(_event, path: string) => setActive(path)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label="文件"
            sx={{ flex: 1, minWidth: 0 }}
          >
            {files.map((file) => (
              <Tab
                key={file.filePath}
                value={file.filePath}
                label={fileNameOf(file.filePath)}
                title={file.filePath}
                sx={{ textTransform: 'none' }}
              />
            ))}
          </Tabs>
          <Button
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy()}
            sx={{ mx: 1, flexShrink: 0 }}
          >
            复制
          </Button>
        </Box>
        <Box
          sx={{ px: 2, py: 0.75, fontSize: 12, color: 'text.secondary', wordBreak: 'break-all' }}
        >
          {current.filePath}
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, px: 2, pb: 2 }}>
          <Suspense fallback={<Loading text="代码高亮加载中..." />}>
            <CodeView path={current.filePath} code={current.code} label={current.filePath} />
          </Suspense>
        </Box>
      </Box>
    </Box>
  )
}
