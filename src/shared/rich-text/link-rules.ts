/** Link targets the editor accepts; the server's cleaner allows the same schemes. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:)\S+$/i

export const LINK_RULE_MESSAGE = '请输入以 http://、https:// 或 mailto: 开头的链接'

export function isAllowedLink(url: string): boolean {
  return ALLOWED_LINK.test(url.trim())
}
