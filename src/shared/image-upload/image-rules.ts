/** The raster images the server shows inline (an SVG could run script; it is refused). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const IMAGE_RULE_TEXT = 'PNG、JPG、GIF 或 WebP，不超过 2 MB'
export const UPLOAD_PERMISSION = 'infra:file:upload'
export const NO_UPLOAD_PERMISSION_TEXT = '没有上传文件的权限'

/** '封面' -> '封面图片', '封面图' / '品牌图片' stay as they are: the noun a message speaks of. */
export function imageNoun(label: string): string {
  return /图片?$/.test(label) ? label : `${label}图片`
}

/** The refusals of one field, worded after its label ('封面' gives 封面只能是 …, 封面图片大小 …). */
export function imageMessages(label: string) {
  return {
    type: `${label}只能是 PNG、JPG、GIF 或 WebP 图片`,
    size: `${imageNoun(label)}大小不能超过 2 MB`,
  }
}

/** Why `file` cannot be uploaded as `label`, or null. The server checks again by the bytes. */
export function imageFileIssue(file: Pick<File, 'type' | 'size'>, label: string): string | null {
  const messages = imageMessages(label)
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.type
  if (file.size > IMAGE_MAX_BYTES) return messages.size
  return null
}

/** The line under a field: the caller's hint (e.g. 建议 200x100) and the upload rules. */
export function imageHintText(hint: string | undefined): string {
  return hint ? `${hint}；${IMAGE_RULE_TEXT}` : IMAGE_RULE_TEXT
}
