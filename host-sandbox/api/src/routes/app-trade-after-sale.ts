import type { FastifyInstance } from 'fastify'
import {
  memberAfterSale,
  memberAfterSaleCreateBody,
  memberAfterSaleDeliveryBody,
} from '../../../../src/shared/wire/member-trade'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { idQuery, parseInput, wireItem } from '../lib/validation'
import {
  applyAfterSale,
  cancelAfterSale,
  deliverAfterSale,
  memberAfterSale as readMemberAfterSale,
} from '../mall/member/member-after-sales'
import { memberSessionOf } from '../mall/member/member-auth'

/** /app-api/trade/after-sale/*: a member applies, sends goods back, withdraws. */
export function registerAppTradeAfterSaleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/trade/after-sale/create', async (request) => {
    const { memberId } = memberSessionOf(request)
    const body = parseInput(memberAfterSaleCreateBody, request.body)
    return ok(applyAfterSale(ctx.db, memberId, body, ctx.now()))
  })

  app.get('/trade/after-sale/get', async (request) => {
    const { memberId } = memberSessionOf(request)
    const { id } = parseInput(idQuery('售后编号'), request.query)
    return ok(wireItem(memberAfterSale, readMemberAfterSale(ctx.db, memberId, id)))
  })

  app.put('/trade/after-sale/delivery', async (request) => {
    const { memberId } = memberSessionOf(request)
    const body = parseInput(memberAfterSaleDeliveryBody, request.body)
    deliverAfterSale(ctx.db, memberId, body, ctx.now())
    return ok(true)
  })

  app.delete('/trade/after-sale/cancel', async (request) => {
    const { memberId } = memberSessionOf(request)
    const { id } = parseInput(idQuery('售后编号'), request.query)
    cancelAfterSale(ctx.db, memberId, id, ctx.now())
    return ok(true)
  })
}
