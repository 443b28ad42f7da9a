import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useId, useRef, useState, type DragEvent } from 'react'
import { popup } from '@/shared/ui/popups'
import { useUploadFileMutation } from '../api/file-api'
import { formatFileSize } from '../model/file-types'

/** The server's limit (uploads over it are refused there too, with the same words). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const TOO_LARGE_TEXT = '文件大小不能超过 10 MB'

/**
 * 上传文件: pick or drop one file, then 确定 uploads it into the master config. A refused file
 * stays chosen so it can be retried.
 */
export function FileUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState('')
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [upload, { isLoading }] = useUploadFileMutation()

  const choose = (picked: File | undefined) => {
    if (!picked) return
    setFile(picked)
    setProblem(picked.size > UPLOAD_MAX_BYTES ? TOO_LARGE_TEXT : '')
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files[0])
  }
  const close = () => {
    setFile(null)
    setProblem('')
    onClose()
  }
  const submit = async () => {
    if (!file) return setProblem('请选择要上传的文件')
    if (problem) return
    const result = await upload(file)
    if ('error' in result) return
    popup.message.success('上传成功')
    close()
  }

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={`${hintId}-title`}>
      <DialogTitle id={`${hintId}-title`}>上传文件</DialogTitle>
      <DialogContent>
        <Box
          role="button"
          tabIndex={0}
          aria-describedby={hintId}
          aria-label="选择或拖入文件"
          onClick={() => input.current?.click()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault()
              input.current?.click()
            }
          }}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: '1px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 3,
            textAlign: 'center',
            cursor: 'pointer',
          }}
        >
          <CloudUploadOutlined color="action" sx={{ fontSize: 48 }} />
          <Typography>
            将文件拖到此处，或
            <Typography component="span" color="primary">
              点击上传
            </Typography>
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="file-upload-input"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </Box>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          文件存入主配置的存储器，大小不超过 10 MB
        </Typography>
        {file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            已选择：{file.name}（{formatFileSize(file.size)}）
          </Typography>
        )}
        {problem && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>取消</Button>
        <Button variant="contained" onClick={() => void submit()} loading={isLoading}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
