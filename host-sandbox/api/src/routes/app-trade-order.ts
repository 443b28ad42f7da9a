import type { FastifyInstance } from 'fastify'
import {
  memberOrderCreateBody,
  memberOrderCreated,
  memberOrderDetail,
} from '../../../../src/shared/wire/member-trade'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { idQuery, parseInput, wireItem } from '../lib/validation'
import { memberSessionOf } from '../mall/member/member-auth'
import {
  cancelMemberOrder,
  createMemberOrder,
  memberOrderDetail as readMemberOrder,
  receiveMemberOrder,
} from '../mall/member/member-orders'
import { productPicUrl } from '../mall/product/product-pics'

/** /app-api/trade/order/*: a member buys, cancels an unpaid order, confirms receipt. */
export function registerAppTradeOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/trade/order/create', async (request) => {
    const { memberId } = memberSessionOf(request)
    const body = parseInput(memberOrderCreateBody, request.body)
    const created = createMemberOrder(ctx.db, {
      memberId,
      body,
      userIp: request.ip,
      now: ctx.now(),
    })
    return ok(wireItem(memberOrderCreated, created))
  })

  app.get('/trade/order/get-detail', async (request) => {
    const { memberId } = memberSessionOf(request)
    const { id } = parseInput(idQuery('订单编号'), request.query)
    const order = readMemberOrder(ctx.db, memberId, id)
    // Items keep the stored picture path; the URL is made for the caller's origin.
    const items = order.items.map((item) => ({
      ...item,
      picUrl: item.picUrl ? productPicUrl(request, ctx.apiBase, item.picUrl) : null,
    }))
    return ok(wireItem(memberOrderDetail, { ...order, items }))
  })

  app.put('/trade/order/cancel', async (request) => {
    const { memberId } = memberSessionOf(request)
    const { id } = parseInput(idQuery('订单编号'), request.query)
    cancelMemberOrder(ctx.db, memberId, id, ctx.now())
    return ok(true)
  })

  app.put('/trade/order/receive', async (request) => {
    const { memberId } = memberSessionOf(request)
    const { id } = parseInput(idQuery('订单编号'), request.query)
    receiveMemberOrder(ctx.db, memberId, id, ctx.now())
    return ok(true)
  })
}
