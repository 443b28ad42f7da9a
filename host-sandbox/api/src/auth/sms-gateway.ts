import type { FastifyBaseLogger } from 'fastify'
import { SMS_USER_TYPE_ADMIN } from '../../../../src/shared/wire/system-sms'
import { BizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { logSmsCode } from '../lib/request-log'
import { sendSms } from '../sms/sms-send'
import { SMS_SCENE_LOGIN } from './sms-code-service'

/** The template each code scene is sent with (seeded on the debug channel; 短信模板 may change it). */
export const SMS_SCENE_TEMPLATES: Readonly<Record<number, string>> = {
  21: 'admin-sms-login',
  22: 'admin-sms-register',
  23: 'admin-reset-password',
}

/** Scenes the console asks codes for today; 22 and 23 have their templates for later. */
const SENDABLE_SCENES: ReadonlySet<number> = new Set([SMS_SCENE_LOGIN])

/** Refuses a scene the product does not send codes for, like a bad request field. */
export function assertSendableScene(scene: number): void {
  if (!SENDABLE_SCENES.has(scene)) throw new BizError(400, '请求参数不正确:发送场景不正确')
}

/**
 * Sends a code through its scene's template (短信模板), so it shows in 短信日志 like any message;
 * the template's channel delivers it (the seeded debug channel writes it to the sandbox log). With
 * SANDBOX_TEST_ROUTES on, the readable code line of lib/request-log.ts is written as well.
 */
export function deliverSmsCode(
  ctx: AppContext,
  log: FastifyBaseLogger,
  message: { mobile: string; scene: number; code: string; userId: number },
): void {
  const { mobile, scene, code, userId } = message
  if (ctx.testRoutes) logSmsCode(ctx, mobile, code, scene)
  const templateCode = SMS_SCENE_TEMPLATES[scene]
  try {
    if (!templateCode) throw new Error(`场景 ${scene} 没有短信模板`)
    sendSms(ctx, {
      mobile,
      templateCode,
      templateParams: { code },
      userId,
      userType: SMS_USER_TYPE_ADMIN,
    })
  } catch (error) {
    // After the answer: nobody to tell but the operator (a deleted template, a changed content).
    log.warn({ mobile, scene, err: error }, '验证码短信未发送')
  }
}
