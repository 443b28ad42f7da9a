import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { DictTag } from '@/shared/dict'
import { SanitizedHtml } from '@/shared/rich-text'
import { formatDate } from '@/shared/utils'

export interface NoticePreview {
  title: string
  content: string
  type: number
  typeDict: string
  status: number
  statusDict: string
  /** e.g. 发布时间 2026-11-27 09:00:00 */
  meta?: string
}

interface NoticePreviewDialogProps {
  notice: NoticePreview | null
  onClose: () => void
}

/** 预览: the notice as a visitor would read it, its HTML cleaned again before it is shown. */
export function NoticePreviewDialog({ notice, onClose }: NoticePreviewDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={notice !== null}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        // Never on an outside click.
        if (reason === 'escapeKeyDown') onClose()
      }}
    >
      <DialogTitle id={titleId}>预览</DialogTitle>
      {notice && (
        <DialogContent dividers>
          <Typography variant="h5" component="h2" sx={{ textAlign: 'center', fontWeight: 600 }}>
            {notice.title}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 1,
              mt: 1,
              mb: 2,
              color: 'text.secondary',
              fontSize: 13,
            }}
          >
            <DictTag type={notice.typeDict} value={notice.type} />
            <DictTag type={notice.statusDict} value={notice.status} />
            {notice.meta && <span>{notice.meta}</span>}
          </Box>
          <SanitizedHtml html={notice.content} sx={{ fontSize: 15 }} />
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export const publishTimeText = (publishTime: number | null) =>
  publishTime ? `发布时间 ${formatDate(publishTime)}` : '尚未发布'
