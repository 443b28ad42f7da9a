import type { ErrorDef } from '../lib/biz-error'

// The client screen's and the token endpoint's refusals (the consent page's older ones stay in
// lib/error-codes.ts OAuth2Errors). Codes of the Java server where it has them; 1_002_020_007+
// are this product's own.
export const OAuth2ClientErrors = {
  CLIENT_EXISTS: { code: 1_002_020_001, msg: 'OAuth2 客户端编号已存在' },
  CLIENT_SECRET_ERROR: { code: 1_002_020_006, msg: '无效 client_secret' },
  BUILT_IN_DELETE: { code: 1_002_020_007, msg: '系统内置客户端，不允许删除' },
  BUILT_IN_DISABLE: { code: 1_002_020_008, msg: '系统内置客户端，不允许禁用' },
  SECRET_LOCKED: {
    code: 1_002_020_009,
    msg: '客户端密钥错误次数过多，请 15 分钟后再试',
  },
  GRANT_CLIENT_ID_MISMATCH: { code: 1_002_021_000, msg: 'client_id 不匹配' },
  GRANT_REDIRECT_URI_MISMATCH: { code: 1_002_021_001, msg: 'redirect_uri 不匹配' },
  CODE_NOT_EXISTS: { code: 1_002_022_000, msg: 'code 不存在' },
  CODE_EXPIRE: { code: 1_002_022_001, msg: 'code 已过期' },
  BASIC_AUTH_MISSING: { code: 400, msg: 'client_id 或 client_secret 未正确传递' },
  GRANT_TYPE_UNKNOWN: { code: 400, msg: '未知授权类型({})' },
  PARAM_MISSING: { code: 400, msg: '请求参数不正确:{}不能为空' },
  REFRESH_CLIENT_MISMATCH: { code: 1_002_021_004, msg: '刷新令牌的客户端编号不正确' },
} satisfies Record<string, ErrorDef>
