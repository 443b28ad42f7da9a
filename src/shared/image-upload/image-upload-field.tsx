import { useRef, type Ref } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import ImageIcon from '@mui/icons-material/Image'
import { HiddenFileInput } from './hidden-file-input'
import { imageHintText, imageNoun, NO_UPLOAD_PERMISSION_TEXT } from './image-rules'
import { useImageUpload } from './use-image-upload'

export interface ImageUploadFieldProps {
  /** The stored image's URL, '' (or null) without one. */
  value: string | null | undefined
  onChange(url: string): void
  onBlur?(): void
  /** Names the field in its texts: '封面' gives 上传封面, 封面预览, 选择封面图片, 未上传封面. */
  label: string
  /** The form's message for the field (required, the server refused the URL). */
  error?: string
  /** Shown before the upload rules, e.g. 建议 200x100. */
  hint?: string
  disabled?: boolean
  /** The upload button: a form focuses it when the field has an error. */
  buttonRef?: Ref<HTMLButtonElement>
  /** Preview size in px (default 192 x 108). */
  width?: number
  height?: number
}

/**
 * One image (a cover, a brand logo): picks a file, uploads it at once (POST /infra/file/upload),
 * shows it. A wrong type or a file over 2 MB is refused before sending, with the reason under the
 * field. Without infra:file:upload the button is disabled and the line under it says why.
 */
export function ImageUploadField({
  value,
  onChange,
  onBlur,
  label,
  error,
  hint,
  disabled,
  buttonRef,
  width = 192,
  height = 108,
}: ImageUploadFieldProps) {
  const { canUpload, uploading, issue, upload } = useImageUpload(label)
  const inputRef = useRef<HTMLInputElement>(null)
  const locked = disabled || !canUpload || uploading

  async function choose(files: File[]) {
    const [url] = await upload(files.slice(0, 1))
    if (url) onChange(url)
  }

  const message = issue ?? error
  const frame = { width, height, borderRadius: 1, border: 1, borderColor: 'divider' } as const
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {value ? (
          <Box
            component="img"
            src={value}
            alt={`${label}预览`}
            sx={{ ...frame, objectFit: 'cover' }}
          />
        ) : (
          <Box
            sx={{
              ...frame,
              borderStyle: 'dashed',
              color: 'text.secondary',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 13,
            }}
          >
            未上传{label}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button
            ref={buttonRef}
            variant="outlined"
            size="small"
            startIcon={<ImageIcon />}
            disabled={locked}
            onClick={() => inputRef.current?.click()}
            onBlur={onBlur}
          >
            {uploading ? '上传中...' : value ? `更换${label}` : `上传${label}`}
          </Button>
          <HiddenFileInput
            ref={inputRef}
            label={`选择${imageNoun(label)}`}
            disabled={locked}
            onFiles={(files) => void choose(files)}
          />
          {value && !disabled && (
            <Button size="small" color="inherit" onClick={() => onChange('')}>
              移除{label}
            </Button>
          )}
        </Box>
      </Box>
      <FormHelperText error={!!message}>
        {message ?? (canUpload ? imageHintText(hint) : NO_UPLOAD_PERMISSION_TEXT)}
      </FormHelperText>
    </Box>
  )
}
