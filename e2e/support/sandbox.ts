import type { APIRequestContext } from '@playwright/test'

/** Calls of the sandbox-only test routes (outside /admin-api; see host-sandbox/README.md). */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/sandbox/sms-code?mobile=${mobile}`)
  const body = (await response.json()) as { code: number; data: { code: string } }
  if (body.code !== 0) throw new Error(`no SMS code for ${mobile}`)
  return body.data.code
}

export async function expireTokens(
  request: APIRequestContext,
  username: string,
  which: 'access' | 'refresh' | 'both',
): Promise<void> {
  const response = await request.post('/sandbox/tokens/expire', { data: { username, which } })
  const body = (await response.json()) as { code: number }
  if (body.code !== 0) throw new Error('could not expire tokens')
}

export async function unlockUser(request: APIRequestContext, username: string): Promise<void> {
  await request.post('/sandbox/users/unlock', { data: { username } })
}
