import { useId, useRef, useState, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { downloadFile } from '@/shared/http/download'
import { useAppDispatch } from '@/shared/store-hooks'
import {
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  type UserImportResult,
} from '@/shared/wire/user-import'
import { USER_IMPORT_TEMPLATE_URL, useImportUsersMutation } from './user-import-api'
import { UserImportResultDialog } from './user-import-result-dialog'

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const MAX_MB = USER_IMPORT_MAX_BYTES / (1024 * 1024)

/** Why `file` cannot be imported, or null. The server checks the same again. */
export function importFileProblem(file: File): string | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) {
    return `只能导入 .xlsx 文件，「${file.name}」不是，请使用下载的模板`
  }
  if (file.size === 0) return '文件为空，请选择填好的模板'
  if (file.size > USER_IMPORT_MAX_BYTES) return `文件大小不能超过 ${MAX_MB} MB`
  return null
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

export interface UserImportDialogProps {
  open: boolean
  onClose: () => void
  /** After an import that reached the server (the list may have changed), once its result is closed. */
  onImported: () => void
}

/**
 * 用户导入: 下载模板, choose or drop one .xlsx, 是否更新已经存在的用户数据, then the result row by
 * row. A refused file (wrong type, too big, or the server's refusal) stays chosen with the reason
 * shown, so the administrator can try again or pick another.
 */
export function UserImportDialog({ open, onClose, onImported }: UserImportDialogProps) {
  const dispatch = useAppDispatch()
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [updateSupport, setUpdateSupport] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [result, setResult] = useState<UserImportResult | null>(null)
  const [importUsers, { isLoading }] = useImportUsersMutation()

  const choose = (chosen: File | undefined) => {
    if (!chosen) return
    setFile(chosen)
    setProblem(importFileProblem(chosen))
    // Cleared so choosing the same (corrected) file again fires a change.
    if (inputRef.current) inputRef.current.value = ''
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const dropped = event.dataTransfer.files
    if (dropped.length > 1) {
      setProblem('一次只能导入一个文件')
      return
    }
    choose(dropped[0])
  }

  const upload = async () => {
    if (!file) {
      setProblem('请选择要导入的 .xlsx 文件')
      return
    }
    const found = importFileProblem(file)
    setProblem(found)
    if (found) return
    const answer = await importUsers({ file, updateSupport })
    // The refusal has been shown by the http layer; the file stays chosen.
    if ('error' in answer) return
    setResult(answer.data)
  }

  const closeResult = () => {
    setResult(null)
    setFile(null)
    setProblem(null)
    onImported()
    onClose()
  }

  return (
    <>
      <Dialog
        open={open && !result}
        onClose={isLoading ? undefined : onClose}
        maxWidth="sm"
        fullWidth
        aria-labelledby="user-import-title"
      >
        <DialogTitle id="user-import-title">用户导入</DialogTitle>
        <DialogContent>
          <Box
            role="button"
            tabIndex={0}
            aria-label="选择或拖入 .xlsx 文件"
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault()
                inputRef.current?.click()
              }
            }}
            onDragOver={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              mt: 1,
              p: 3,
              border: '2px dashed',
              borderColor: problem ? 'error.main' : dragging ? 'primary.main' : 'divider',
              borderRadius: 1,
              bgcolor: dragging ? 'action.hover' : undefined,
              textAlign: 'center',
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <UploadFileIcon color="action" sx={{ fontSize: 40 }} />
            <Typography>
              将文件拖到此处，或
              <Box component="span" sx={{ color: 'primary.main' }}>
                点击选择
              </Box>
            </Typography>
            {file && (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }} data-testid="import-file">
                {`已选择：${file.name}（${sizeText(file.size)}）`}
              </Typography>
            )}
          </Box>
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={XLSX_ACCEPT}
            aria-label="选择导入文件"
            data-testid="user-import-file"
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {problem && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              {problem}
            </Typography>
          )}
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox
                checked={updateSupport}
                onChange={(event) => setUpdateSupport(event.target.checked)}
              />
            }
            label="是否更新已经存在的用户数据"
          />
          <Box id={hintId}>
            <Typography variant="body2" color="text.secondary">
              {`仅允许导入 .xlsx 格式文件，不超过 ${MAX_MB} MB、${USER_IMPORT_MAX_ROWS} 行。`}
              <Link
                component="button"
                type="button"
                variant="body2"
                sx={{ verticalAlign: 'baseline' }}
                onClick={() =>
                  void downloadFile(
                    { url: USER_IMPORT_TEMPLATE_URL },
                    '用户导入模板.xlsx',
                    dispatch,
                  )
                }
              >
                下载模板
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              新导入的用户使用参数配置中的初始密码登录。
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            取消
          </Button>
          <Button variant="contained" onClick={() => void upload()} loading={isLoading}>
            确定
          </Button>
        </DialogActions>
      </Dialog>
      <UserImportResultDialog result={open ? result : null} onClose={closeResult} />
    </>
  )
}
