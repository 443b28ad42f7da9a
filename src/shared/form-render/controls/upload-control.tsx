import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import CloseIcon from '@mui/icons-material/Close'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { useUploadFormFileMutation } from '../upload-api'
import type { FieldControlProps } from './control-props'

/** The file name shown for a stored URL: its last path segment, decoded. */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0]
  const last = path.slice(path.lastIndexOf('/') + 1) || url
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/**
 * 文件上传: each chosen file is uploaded at once and its URL joins the value. Files beyond
 * `maxCount` are not sent; a failed upload shows the server's message (the kernel does) and
 * leaves the list as it was.
 */
export function UploadControl(props: FieldControlProps) {
  const { field, value, onChange, error, disabled, size, inputId, inputRef } = props
  const [upload] = useUploadFormFileMutation()
  const [uploading, setUploading] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  // Uploads finish one by one; each appends to the newest list, not to the one it started with.
  const urls = Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string')
    : []
  const latest = useRef<string[]>(urls)
  useEffect(() => {
    latest.current = urls
  })
  const room = field.maxCount === undefined ? Infinity : field.maxCount - urls.length

  async function addFiles(files: File[]) {
    setNotice(files.length > room ? `最多上传${field.maxCount}个文件，多出的文件未上传` : null)
    const accepted = files.slice(0, Math.max(0, room))
    setUploading((count) => count + accepted.length)
    for (const file of accepted) {
      const result = await upload(file)
      setUploading((count) => count - 1)
      if ('data' in result && typeof result.data === 'string') {
        latest.current = [...latest.current, result.data]
        onChange(latest.current)
      }
    }
  }

  return (
    <Box>
      {!disabled && (
        <Button
          component="label"
          variant="outlined"
          size={size}
          startIcon={<UploadFileIcon />}
          disabled={room <= 0 || uploading > 0}
        >
          {uploading > 0 ? '上传中...' : '上传文件'}
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            hidden
            multiple={field.maxCount !== 1}
            accept={field.accept || undefined}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? [])
              // Clearing lets the same file be chosen again after it was removed.
              event.target.value = ''
              if (files.length > 0) void addFiles(files)
            }}
          />
        </Button>
      )}
      {urls.length === 0 && disabled && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
          无文件
        </Box>
      )}
      {urls.length > 0 && (
        <Box
          component="ul"
          aria-label={`${field.label}文件`}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
        >
          {urls.map((url, index) => {
            const name = fileNameOfUrl(url)
            return (
              <Box
                component="li"
                key={`${url}-${index}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <Link
                  href={url}
                  target="_blank"
                  rel="noreferrer"
                  underline="hover"
                  sx={{ fontSize: 14 }}
                >
                  {name}
                </Link>
                {!disabled && (
                  <IconButton
                    size="small"
                    aria-label={`删除文件 ${name}`}
                    onClick={() => onChange(urls.filter((_url, i) => i !== index))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )}
              </Box>
            )
          })}
        </Box>
      )}
      {field.accept && !disabled && <FormHelperText>支持的文件类型：{field.accept}</FormHelperText>}
      {notice && <FormHelperText sx={{ color: 'warning.main' }}>{notice}</FormHelperText>}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
