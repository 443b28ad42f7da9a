import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import ImageIcon from '@mui/icons-material/Image'
import { useUploadFormFileMutation } from '@/shared/form-render/upload-api'
import { usePermission } from '@/shared/permissions'

/** The raster images the server shows inline (an SVG could run script; it is refused). */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export const COVER_MAX_BYTES = 2 * 1024 * 1024
export const COVER_TYPE_MESSAGE = '封面只能是 PNG、JPG、GIF 或 WebP 图片'
export const COVER_SIZE_MESSAGE = '封面图片大小不能超过 2 MB'
const UPLOAD_PERMISSION = 'infra:file:create'

/** Why `file` cannot be a cover, or null. The server checks again by the file's bytes. */
export function coverFileIssue(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(COVER_TYPES as readonly string[]).includes(file.type)) return COVER_TYPE_MESSAGE
  if (file.size > COVER_MAX_BYTES) return COVER_SIZE_MESSAGE
  return null
}

interface CoverUploadFieldProps {
  /** The stored cover's URL, '' without one. */
  value: string
  onChange: (url: string) => void
  /** The form's message for the field (e.g. the server refused the URL). */
  error?: string
}

/**
 * 活动封面: picks an image, uploads it at once (POST /infra/file/upload) and shows it. A wrong
 * type or a file over 2 MB is refused before sending, with the reason under the field.
 */
export function CoverUploadField({ value, onChange, error }: CoverUploadFieldProps) {
  const [upload, { isLoading }] = useUploadFormFileMutation()
  const [issue, setIssue] = useState<string | null>(null)
  const canUpload = usePermission().hasPermi([UPLOAD_PERMISSION])

  async function choose(file: File) {
    const problem = coverFileIssue(file)
    setIssue(problem)
    if (problem) return
    const result = await upload(file)
    if ('data' in result && typeof result.data === 'string') onChange(result.data)
  }

  const message = issue ?? error
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {value ? (
          <Box
            component="img"
            src={value}
            alt="封面预览"
            sx={{
              width: 192,
              height: 108,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          <Box
            sx={{
              width: 192,
              height: 108,
              borderRadius: 1,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              color: 'text.secondary',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 13,
            }}
          >
            未上传封面
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {canUpload && (
            <Button
              component="label"
              variant="outlined"
              size="small"
              startIcon={<ImageIcon />}
              disabled={isLoading}
            >
              {isLoading ? '上传中...' : value ? '更换封面' : '上传封面'}
              <input
                type="file"
                hidden
                aria-label="选择封面图片"
                accept={COVER_TYPES.join(',')}
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  // Clearing lets the same file be chosen again after a refusal.
                  event.target.value = ''
                  if (file) void choose(file)
                }}
              />
            </Button>
          )}
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange('')}>
              移除封面
            </Button>
          )}
        </Box>
      </Box>
      <FormHelperText error={!!message}>
        {message ?? (canUpload ? 'PNG、JPG、GIF 或 WebP，不超过 2 MB' : '没有上传文件的权限')}
      </FormHelperText>
    </Box>
  )
}
