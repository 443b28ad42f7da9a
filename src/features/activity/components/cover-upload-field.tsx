import { ImageUploadField } from '@/shared/image-upload'

interface CoverUploadFieldProps {
  /** The stored cover's URL, '' without one. */
  value: string
  onChange: (url: string) => void
  /** The form's message for the field (e.g. the server refused the URL). */
  error?: string
}

/**
 * 活动封面: the shared image field named 封面 (上传封面, 封面预览, 选择封面图片, 移除封面; PNG,
 * JPG, GIF or WebP up to 2 MB, refused before sending with the reason under the field).
 */
export function CoverUploadField({ value, onChange, error }: CoverUploadFieldProps) {
  return <ImageUploadField label="封面" value={value} onChange={onChange} error={error} />
}
