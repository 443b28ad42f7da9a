// What of a request's parameters may reach a log: secrets replaced by MASK at any depth, the rest
// cut to PARAMS_MAX_BYTES (docs/api-logs.md#what-is-never-logged).

export const MASK = '******'
/** Stored parameters are at most this many UTF-8 bytes. */
export const PARAMS_MAX_BYTES = 2048

/**
 * Keys masked wherever they appear, compared in lower case without underscores: the OAuth2 token
 * endpoint's form (refresh_token, client_secret) names them in snake case.
 */
const SECRET_KEYS: ReadonlySet<string> = new Set(
  [
    'password',
    'oldPassword',
    'newPassword',
    'accessToken',
    'refreshToken',
    'token',
    'ssoToken',
    'secret',
    'clientSecret',
    'apiSecret',
    'accessSecret',
    'mchKey',
    'apiV3Key',
    'alipayPublicKey',
    'captchaVerification',
    'authCode',
  ].map((key) => key.toLowerCase()),
)

/** Key families: every private key, key file and certificate content field of the pay channels. */
const isSecretFamily = (key: string) =>
  key.startsWith('privatekey') || key.endsWith('keycontent') || key.endsWith('certcontent')

/**
 * Where `code` is a one-time secret (an SMS or OAuth2 code) rather than a business code (a dict
 * value, a product code): the staff and member sign-in routes and the token endpoint.
 */
export function codeIsSecret(path: string, apiBase: string, appApiBase: string): boolean {
  if (path.startsWith(`${apiBase}/system/auth/`)) return true
  if (path.startsWith(`${appApiBase}/member/auth/`)) return true
  return path === `${apiBase}/system/oauth2/token`
}

function isSecretKey(key: string, maskCode: boolean): boolean {
  const lower = key.toLowerCase().replaceAll('_', '')
  return SECRET_KEYS.has(lower) || isSecretFamily(lower) || (maskCode && lower === 'code')
}

/** `value` with every secret key's value replaced by MASK, at any depth (arrays included). */
export function maskSecrets(value: unknown, maskCode: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, maskCode))
  if (value === null || typeof value !== 'object') return value
  const masked: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    masked[key] = isSecretKey(key, maskCode) ? MASK : maskSecrets(inner, maskCode)
  }
  return masked
}

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes, never inside a character: a cut landing on a
 * continuation byte moves back to where that character starts.
 */
export function cutUtf8(text: string, maxBytes = PARAMS_MAX_BYTES): string {
  // Each UTF-16 unit is at most 3 bytes: short texts need no encoding at all.
  if (text.length * 3 <= maxBytes) return text
  const bytes = Buffer.from(text, 'utf8')
  if (bytes.length <= maxBytes) return text
  let end = maxBytes
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--
  return bytes.subarray(0, end).toString('utf8')
}
