/** Social login providers offered on the login page (values of the backend's SocialTypeEnum). */
export interface SocialProvider {
  type: number
  label: string
  /** Brand colour of the provider's mark. */
  color: string
  /** One or two characters drawn inside the provider's round mark. */
  glyph: string
}

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  { type: 10, label: 'Gitee', color: '#C71D23', glyph: 'G' },
  { type: 20, label: '钉钉', color: '#3296FA', glyph: '钉' },
  { type: 30, label: '企业微信', color: '#2B7CE9', glyph: '企' },
  { type: 31, label: '微信', color: '#07C160', glyph: '微' },
]
