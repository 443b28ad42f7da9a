// What the sandbox benches (mall, pay notify, system) share: the middle figure of repeated runs,
// the console's date-time text and a POST that reads the `{code, msg, data}` envelope.

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYY-MM-DD HH:mm:ss' in local time, as the search forms send it. */
export const dateTimeText = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

export interface Envelope<T> {
  code: number
  msg: string
  data: T
}

/** POST as the console does (tenant 1, the bearer token when given); answers the envelope. */
export async function post<T>(url: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-id': '1',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Envelope<T>
}

/** The seeded administrator's access token on the sandbox at `origin` (e.g. http://127.0.0.1:48080). */
export async function adminAccessToken(origin: string): Promise<string> {
  const login = await post<{ accessToken: string }>(
    `${origin}/prod-api/admin-api/system/auth/login`,
    {
      username: 'admin',
      password: 'admin123',
    },
  )
  if (login.code !== 0 || !login.data) throw new Error(`bench login failed: ${login.msg}`)
  return login.data.accessToken
}
