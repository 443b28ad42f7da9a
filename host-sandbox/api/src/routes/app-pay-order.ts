import type { FastifyInstance } from 'fastify'
import { memberPaySubmitBody, memberPaySubmitted } from '../../../../src/shared/wire/member-trade'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { parseInput, wireItem } from '../lib/validation'
import { memberSessionOf } from '../mall/member/member-auth'
import { PayErrors } from '../pay/pay-errors'
import { PAY_APP_MALL_ID } from '../pay/pay-merchant-hooks'
import { submitFromRequest } from '../pay/pay-submit-request'

/** /app-api/pay/order/submit: the admin submit, for the pay orders of the member's own orders. */
export function registerAppPayOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/pay/order/submit', async (request) => {
    const { memberId } = memberSessionOf(request)
    const body = parseInput(memberPaySubmitBody, request.body)
    // Someone else's pay order is answered like an unknown one.
    const own = ctx.db
      .prepare(
        `SELECT 1 FROM pay_order p JOIN trade_order o ON o.pay_order_id = p.id
          WHERE p.id = ? AND p.app_id = ? AND o.user_id = ?`,
      )
      .get(body.id, PAY_APP_MALL_ID, memberId)
    if (!own) throw bizError(PayErrors.ORDER_NOT_FOUND)
    const result = await submitFromRequest(ctx, request, body)
    return ok(wireItem(memberPaySubmitted, result))
  })
}
