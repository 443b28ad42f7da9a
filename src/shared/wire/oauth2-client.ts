import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalStatus, optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// OAuth 2.0 应用管理: /system/oauth2-client/* (docs/oauth2-clients.md). A client row decides who may
// ask for tokens, how (grant types), where the user is sent back (redirect URIs), what may be asked
// (scopes, some approved without asking) and how long its tokens live.

/** The client staff sessions (login, SMS, social, SSO) are issued under; it cannot go away. */
export const BUILT_IN_CLIENT_ID = 'default'

/** system_oauth2_grant_type values. */
export const OAUTH2_GRANT_TYPES = [
  'password',
  'authorization_code',
  'implicit',
  'client_credentials',
  'refresh_token',
] as const

/** What page shows in place of a secret to someone who may not see it. */
export const MASKED_SECRET = '******'

export const DEFAULT_ACCESS_TOKEN_VALIDITY_SECONDS = 1800
export const DEFAULT_REFRESH_TOKEN_VALIDITY_SECONDS = 43200

/** An item of page and get. `secret` is masked unless the caller holds the update permission. */
export const oauth2ClientItem = z.object({
  id,
  clientId: z.string(),
  secret: z.string(),
  name: z.string(),
  logo: z.string(),
  description: nullableText,
  status: z.number().int(),
  accessTokenValiditySeconds: z.number().int(),
  refreshTokenValiditySeconds: z.number().int(),
  redirectUris: z.array(z.string()),
  authorizedGrantTypes: z.array(z.string()),
  scopes: z.array(z.string()),
  autoApproveScopes: z.array(z.string()),
  authorities: z.array(z.string()),
  resourceIds: z.array(z.string()),
  additionalInformation: nullableText,
  createTime: epochMs,
})

const textList = (label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(z.string({ error: `${label}必须是字符串列表` }), {
      error: `${label}必须是字符串列表`,
    }),
  )

const isUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const isJsonText = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return true
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

const positiveSeconds = (label: string) =>
  requiredInt(label).refine((v) => v > 0, `${label}必须大于 0`)

const saveShape = {
  clientId: requiredText('客户端编号', 255).refine(
    (s) => /^[\w.-]+$/.test(s.trim()),
    '客户端编号只能包含字母、数字、下划线、中划线和点',
  ),
  secret: requiredText('客户端密钥', 255),
  name: requiredText('应用名', 255),
  logo: requiredText('应用图标', 512),
  description: optionalText('应用描述', 255),
  status: requiredStatus(),
  accessTokenValiditySeconds: positiveSeconds('访问令牌的有效期'),
  refreshTokenValiditySeconds: positiveSeconds('刷新令牌的有效期'),
  redirectUris: textList('可重定向的 URI 地址')
    .refine((list) => list.length > 0, '可重定向的 URI 地址不能为空')
    .refine((list) => list.every(isUrl), '可重定向的 URI 地址必须是 http(s) 地址'),
  authorizedGrantTypes: textList('授权类型')
    .refine((list) => list.length > 0, '授权类型不能为空')
    .refine(
      (list) => list.every((t) => (OAUTH2_GRANT_TYPES as readonly string[]).includes(t)),
      `授权类型必须在指定范围 [${OAUTH2_GRANT_TYPES.join(', ')}]`,
    ),
  scopes: textList('授权范围'),
  autoApproveScopes: textList('自动授权范围'),
  authorities: textList('权限'),
  resourceIds: textList('资源'),
  additionalInformation: optionalText('附加信息', 4096).refine(
    isJsonText,
    '附加信息必须是 JSON 格式',
  ),
}

const autoApproveWithinScopes = (body: { scopes: string[]; autoApproveScopes: string[] }) =>
  body.autoApproveScopes.every((scope) => body.scopes.includes(scope))
const AUTO_APPROVE_MESSAGE = '自动授权范围必须在授权范围之内'

/** Body of POST create. */
export const oauth2ClientCreate = z
  .object(saveShape)
  .refine(autoApproveWithinScopes, { message: AUTO_APPROVE_MESSAGE, path: ['autoApproveScopes'] })
/** Body of PUT update. */
export const oauth2ClientUpdate = z
  .object({ id: requiredInt('编号'), ...saveShape })
  .refine(autoApproveWithinScopes, { message: AUTO_APPROVE_MESSAGE, path: ['autoApproveScopes'] })

/** Filters of GET page. */
export const oauth2ClientFilters = {
  name: optionalText('应用名', 255),
  status: optionalStatus(),
}

/** Answer of POST /system/oauth2/token. */
export const oauth2TokenGrant = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
})

/** Answer of POST /system/oauth2/check-token. */
export const oauth2CheckToken = z.object({
  userId: id.nullable(),
  userType: z.number().int().nullable(),
  tenantId: id,
  clientId: z.string(),
  scopes: z.array(z.string()),
  accessToken: z.string(),
  exp: z.number().int(),
})

export type OAuth2ClientItem = z.output<typeof oauth2ClientItem>
export type OAuth2ClientCreate = z.output<typeof oauth2ClientCreate>
export type OAuth2ClientUpdate = z.output<typeof oauth2ClientUpdate>
export type OAuth2TokenGrant = z.output<typeof oauth2TokenGrant>
export type OAuth2CheckToken = z.output<typeof oauth2CheckToken>
