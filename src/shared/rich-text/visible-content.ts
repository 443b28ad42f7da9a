/**
 * Whether rich text shows anything: text other than spaces, or an image. The server decides the
 * same after cleaning (内容不能为空); this lets a form say so before sending.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, '')
  return text.trim() !== ''
}
