import type { FastifyInstance } from 'fastify'
import { randomToken } from '../auth/random-token'

// The Java server answers captcha calls with AJ-Captcha's own ResponseModel, not the {code, data,
// msg} envelope. Captcha is switched off in this build, so the sandbox hands out a harmless token
// and accepts every check.
function captchaResponse(repData: Record<string, unknown>) {
  return { repCode: '0000', repMsg: null, repData, success: true, error: false }
}

export function registerCaptchaRoutes(app: FastifyInstance): void {
  const publicRoute = { config: { auth: 'public' as const } }

  app.post('/system/captcha/get', publicRoute, async () =>
    captchaResponse({ captchaType: 'blockPuzzle', token: randomToken(16), result: false }),
  )

  app.post('/system/captcha/check', publicRoute, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    return captchaResponse({
      captchaType: typeof body.captchaType === 'string' ? body.captchaType : 'blockPuzzle',
      token: typeof body.token === 'string' ? body.token : randomToken(16),
      result: true,
    })
  })
}
