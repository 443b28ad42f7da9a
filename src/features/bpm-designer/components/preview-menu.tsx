import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import VisibilityIcon from '@mui/icons-material/Visibility'
import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import { popup } from '@/shared/ui/popups'
import { errorReason, previewText } from '../model/diagram-export'
import type { PreviewFormat } from '../model/xml-json'

const FORMATS: { format: PreviewFormat; label: string }[] = [
  { format: 'xml', label: '预览 XML' },
  { format: 'json', label: '预览 JSON' },
]

/** 预览 → XML / JSON of the current diagram, in a dialog. */
export function PreviewMenu({ modeler }: { modeler: DesignerModeler | null }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [preview, setPreview] = useState<{ title: string; text: string } | null>(null)

  const open = async (format: PreviewFormat, title: string) => {
    setAnchor(null)
    if (!modeler) return
    try {
      setPreview({ title, text: await previewText(modeler, format) })
    } catch (error) {
      popup.message.error(`预览失败：${errorReason(error)}`)
    }
  }

  const copy = async () => {
    if (!preview) return
    try {
      await navigator.clipboard.writeText(preview.text)
      popup.message.success('已复制到剪贴板')
    } catch {
      popup.message.error('复制失败，请手动选择文本复制')
    }
  }

  return (
    <>
      <Button
        size="small"
        startIcon={<VisibilityIcon />}
        disabled={!modeler}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        预览
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => void open(format, label)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} maxWidth="lg" fullWidth>
        <DialogTitle>{preview?.title}</DialogTitle>
        <DialogContent dividers>
          <Box
            component="pre"
            data-testid="diagram-preview-text"
            sx={{
              m: 0,
              fontFamily: 'monospace',
              fontSize: 12,
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
              maxHeight: '65vh',
              overflow: 'auto',
            }}
          >
            {preview?.text}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void copy()}>复制</Button>
          <Button variant="contained" onClick={() => setPreview(null)}>
            关闭
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
