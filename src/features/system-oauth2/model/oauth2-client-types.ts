import { z } from 'zod'
import type { PageParams } from '@/shared/list-kit'
import type { OAuth2ClientItem as WireClientItem } from '@/shared/wire/oauth2-client'

export type OAuth2ClientItem = WireClientItem

export type OAuth2ClientQuery = PageParams & { name?: string; status?: string }

/** The client staff sessions use: the server refuses deleting or disabling it. */
export const BUILT_IN_CLIENT = 'default'

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

const isJsonOrBlank = (value: string) => {
  if (value.trim() === '') return true
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}

const seconds = (label: string) =>
  z
    .number({ error: `${label}不能为空` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`)

export const oauth2ClientFormSchema = z
  .object({
    id: z.number().optional(),
    clientId: z
      .string()
      .trim()
      .min(1, '客户端编号不能为空')
      .regex(/^[\w.-]*$/, '客户端编号只能包含字母、数字、下划线、中划线和点'),
    secret: z.string().trim().min(1, '客户端密钥不能为空'),
    name: z.string().trim().min(1, '应用名不能为空'),
    logo: z.string().trim().min(1, '应用图标不能为空'),
    description: z.string(),
    status: z.number(),
    accessTokenValiditySeconds: seconds('访问令牌的有效期'),
    refreshTokenValiditySeconds: seconds('刷新令牌的有效期'),
    redirectUris: z
      .array(z.string())
      .min(1, '可重定向的 URI 地址不能为空')
      .refine((list) => list.every(isHttpUrl), '可重定向的 URI 地址必须是 http(s) 地址'),
    authorizedGrantTypes: z.array(z.string()).min(1, '授权类型不能为空'),
    scopes: z.array(z.string()),
    autoApproveScopes: z.array(z.string()),
    authorities: z.array(z.string()),
    resourceIds: z.array(z.string()),
    additionalInformation: z.string().refine(isJsonOrBlank, '附加信息必须是 JSON 格式'),
  })
  .refine((values) => values.autoApproveScopes.every((scope) => values.scopes.includes(scope)), {
    message: '自动授权范围必须在授权范围之内',
    path: ['autoApproveScopes'],
  })

export type OAuth2ClientFormValues = z.input<typeof oauth2ClientFormSchema>
export type OAuth2ClientSave = z.output<typeof oauth2ClientFormSchema>

export const emptyOAuth2ClientForm: OAuth2ClientFormValues = {
  clientId: '',
  secret: '',
  name: '',
  logo: '',
  description: '',
  status: 0,
  accessTokenValiditySeconds: 1800,
  refreshTokenValiditySeconds: 43200,
  redirectUris: [],
  authorizedGrantTypes: [],
  scopes: [],
  autoApproveScopes: [],
  authorities: [],
  resourceIds: [],
  additionalInformation: '',
}

export function oauth2ClientFormOf(item: OAuth2ClientItem): OAuth2ClientFormValues {
  return {
    id: item.id,
    clientId: item.clientId,
    secret: item.secret,
    name: item.name,
    logo: item.logo,
    description: item.description ?? '',
    status: item.status,
    accessTokenValiditySeconds: item.accessTokenValiditySeconds,
    refreshTokenValiditySeconds: item.refreshTokenValiditySeconds,
    redirectUris: item.redirectUris,
    authorizedGrantTypes: item.authorizedGrantTypes,
    scopes: item.scopes,
    autoApproveScopes: item.autoApproveScopes,
    authorities: item.authorities,
    resourceIds: item.resourceIds,
    additionalInformation: item.additionalInformation ?? '',
  }
}
