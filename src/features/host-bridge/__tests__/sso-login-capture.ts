import { http } from 'msw'
import type { SetupServer } from 'msw/node'
import { apiUrl } from '@/shared/test-utils/msw-helpers'

/** Records every POST /system/sso/login body (the exchanges made); answers with `respond`. */
export function captureSsoLogins(
  server: SetupServer,
  respond: () => Response | Promise<Response>,
): unknown[] {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/system/sso/login'), async ({ request }) => {
      bodies.push(await request.json())
      return respond()
    }),
  )
  return bodies
}
