import type { CallOptions, Envelope } from './support/http'
import { rawCall } from './support/http'
import type { RunningSandbox } from './support/sandbox'

/** The seeded first member (the README names it). */
export const FIRST_MEMBER = { mobile: '13900000001', password: 'member123' } as const

export const appApiUrl = (sandbox: RunningSandbox): string =>
  sandbox.apiUrl.replace(/\/admin-api$/, '/app-api')

/** Calls the member app-api and returns the envelope (HTTP 200 asserted). */
export async function appCall<T = unknown>(
  sandbox: RunningSandbox,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await rawCall(appApiUrl(sandbox), path, options)
  if (response.status !== 200) {
    throw new Error(`${options.method ?? 'GET'} app-api${path}: HTTP ${response.status}`)
  }
  return (await response.json()) as Envelope<T>
}

export interface MemberTokens {
  userId: number
  accessToken: string
  refreshToken: string
  expiresTime: number
}

export async function memberLogin(
  sandbox: RunningSandbox,
  member: { mobile: string; password: string } = FIRST_MEMBER,
): Promise<MemberTokens> {
  const result = await appCall<MemberTokens>(sandbox, '/member/auth/login', {
    method: 'POST',
    json: member,
  })
  if (result.code !== 0) throw new Error(`member login failed: ${result.code} ${result.msg}`)
  return result.data
}
