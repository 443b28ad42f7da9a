import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { popup } from '@/shared/ui/popups'

/** Copies `text` (an order number, a tracking number) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      popup.message.success('复制成功')
    } catch {
      popup.message.error('复制失败，请手动复制')
    }
  }
  return (
    <Tooltip title={`复制${label}`}>
      <IconButton size="small" aria-label={`复制${label}`} onClick={() => void copy()}>
        <ContentCopyIcon sx={{ fontSize: 14 }} />
      </IconButton>
    </Tooltip>
  )
}
