import type { FastifyBaseLogger } from 'fastify'
import type { AppContext } from '../lib/context'
import { logSmsCode } from '../lib/request-log'

/**
 * The sandbox has no SMS gateway. With SANDBOX_TEST_ROUTES on it plays one by writing the code
 * to the server log (and /sandbox/sms-code shows it); otherwise nothing is sent and the log says
 * so without the code. An integrator replaces this function with their provider's call.
 */
export function deliverSmsCode(
  ctx: AppContext,
  log: FastifyBaseLogger,
  mobile: string,
  scene: number,
  code: string,
): void {
  if (ctx.testRoutes) {
    // A line of its own in the readable request log (lib/request-log.ts), code in full.
    logSmsCode(ctx, mobile, code, scene)
  } else {
    log.warn({ mobile, scene }, '未配置短信网关，验证码未发送')
  }
}
