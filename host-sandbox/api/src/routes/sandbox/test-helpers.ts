import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { unlockUser } from '../../auth/login-service'
import { peekSmsCode } from '../../auth/sms-code-service'
import { expireUserTokens } from '../../auth/token-service'
import { insertNotifyMessage } from '../../db/repos/notify-repo'
import { findUserByMobile, findUserByUsername } from '../../db/repos/user-repo'
import { BizError } from '../../lib/biz-error'
import type { AppContext } from '../../lib/context'
import { ok } from '../../lib/envelope'
import { optionalInt, parseInput } from '../../lib/validation'

const username = z.string({ error: '用户账号不能为空' }).min(1, '用户账号不能为空')

const smsQuery = z.object({
  mobile: z.string({ error: '手机号不能为空' }).min(1, '手机号不能为空'),
})
const expireBody = z.object({
  username,
  which: z.enum(['access', 'refresh', 'both'], { error: 'which 必须是 access、refresh 或 both' }),
})
const unlockBody = z.object({ username })
const notifyBody = z.object({
  username,
  content: z.string({ error: '消息内容不能为空' }).min(1, '消息内容不能为空'),
  templateNickname: z.string().optional(),
  templateType: optionalInt('模版类型').refine(
    (v) => v === undefined || v === 1 || v === 2,
    '模版类型必须在指定范围 [1, 2]',
  ),
})

/** Helpers for end-to-end tests; only with SANDBOX_TEST_ROUTES=true (off by default). */
export function registerTestHelperRoutes(app: FastifyInstance, ctx: AppContext): void {
  const userOf = (name: string) => {
    const user = findUserByUsername(ctx.db, name)
    if (!user) throw new BizError(404, `用户 ${name} 不存在`)
    return user
  }

  app.get('/sandbox/sms-code', async (request) => {
    const { mobile } = parseInput(smsQuery, request.query)
    // Codes of mobiles no user has were never delivered: nothing to peek at.
    const code = findUserByMobile(ctx.db, mobile) ? peekSmsCode(ctx, mobile) : null
    if (!code) throw new BizError(404, `手机号 ${mobile} 还没有收到验证码`)
    return ok({ mobile, code })
  })

  app.post('/sandbox/tokens/expire', async (request) => {
    const body = parseInput(expireBody, request.body)
    const expired = expireUserTokens(ctx, userOf(body.username).id, body.which)
    return ok({ expired })
  })

  app.post('/sandbox/users/unlock', async (request) => {
    const body = parseInput(unlockBody, request.body)
    unlockUser(ctx, userOf(body.username).id)
    return ok(true)
  })

  app.post('/sandbox/notify/send', async (request) => {
    const body = parseInput(notifyBody, request.body)
    const id = insertNotifyMessage(
      ctx.db,
      {
        userId: userOf(body.username).id,
        templateCode: 'sandbox_message',
        templateNickname: body.templateNickname ?? '系统管理员',
        templateContent: body.content,
        templateType: body.templateType ?? 2,
      },
      ctx.now(),
    )
    return ok(id)
  })
}

/**
 * Test routes that must sit under the admin-api, since the API logs record only its requests and
 * the app-api's: registered inside the admin-api plugin, with SANDBOX_TEST_ROUTES only.
 */
export function registerAdminApiTestRoutes(api: FastifyInstance): void {
  // A failure no route expects, for e2e to find in API 错误日志.
  api.get(
    '/infra/api-error-log/test-unexpected-error',
    { config: { permission: 'infra:api-error-log:query' } },
    async () => {
      throw new TypeError('沙箱测试：意外错误', { cause: new Error('沙箱测试：根因') })
    },
  )
}
