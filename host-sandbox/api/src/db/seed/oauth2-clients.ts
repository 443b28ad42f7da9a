import type { Database } from 'better-sqlite3'
import { BUILT_IN_CLIENT_ID } from '../../../../../src/shared/wire/oauth2-client'
import { DEFAULT_REFRESH_TTL_SECONDS } from '../../config'

interface OAuth2ClientSeed {
  clientId: string
  secret: string
  name: string
  logo: string
  description: string
  redirectUris: string[]
  grantTypes: string[]
  scopes: string[]
  autoApproveScopes: string[]
  accessTokenValiditySeconds: number
  refreshTokenValiditySeconds: number
}

// The same logo on both: a path on the sandbox, answered as an absolute URL of its origin.
const LOGO = '/sandbox/assets/museum-portal-logo.svg'

export const OAUTH2_CLIENT_SEEDS: readonly OAuth2ClientSeed[] = [
  {
    // Staff sessions (password, SMS, social and SSO logins) are issued under this client; the
    // sandbox's SANDBOX_*_TTL_SECONDS, when set, win over the lifetimes stored here.
    clientId: BUILT_IN_CLIENT_ID,
    secret: 'admin123',
    name: '纪念馆管理后台',
    logo: LOGO,
    description: '管理后台的员工登录使用的系统内置客户端',
    redirectUris: ['http://127.0.0.1:48080/', 'http://localhost:48080/'],
    grantTypes: ['password', 'authorization_code', 'implicit', 'refresh_token'],
    scopes: ['user.read', 'user.write'],
    autoApproveScopes: [],
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: DEFAULT_REFRESH_TTL_SECONDS,
  },
  {
    clientId: 'museum-portal',
    secret: 'museum-portal-secret',
    name: '纪念馆门户',
    logo: LOGO,
    description: '纪念馆统一门户，使用管理后台账号登录',
    redirectUris: [
      'http://127.0.0.1:48081/',
      'http://localhost:48081/',
      'http://127.0.0.1:48082/',
      'http://localhost:48082/',
    ],
    grantTypes: ['authorization_code', 'implicit', 'refresh_token'],
    scopes: ['user.read', 'user.write'],
    autoApproveScopes: [],
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 43200,
  },
]

export function seedOAuth2Clients(db: Database, now: number): void {
  const insert = db.prepare(
    `INSERT INTO system_oauth2_client (client_id, secret, name, logo, description, status,
       redirect_uris, authorized_grant_types, scopes, auto_approve_scopes,
       access_token_validity_seconds, refresh_token_validity_seconds, create_time)
     VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const c of OAUTH2_CLIENT_SEEDS) {
    insert.run(
      c.clientId,
      c.secret,
      c.name,
      c.logo,
      c.description,
      JSON.stringify(c.redirectUris),
      JSON.stringify(c.grantTypes),
      JSON.stringify(c.scopes),
      JSON.stringify(c.autoApproveScopes),
      c.accessTokenValiditySeconds,
      c.refreshTokenValiditySeconds,
      now,
    )
  }
}
