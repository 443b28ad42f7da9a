import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../lib/context'
import { ok } from '../../lib/envelope'
import { escapeHtml } from '../../lib/html'
import { requestOrigin } from '../../lib/request-origin'
import {
  optionalInt,
  optionalText,
  parseInput,
  requiredInt,
  requiredText,
} from '../../lib/validation'
import { changePayOrderPrice, createPayOrder } from '../../pay/pay-orders'
import { createPayRefund } from '../../pay/pay-refunds'
import { runPaySweep } from '../../pay/pay-sweep'
import { settlePayment } from '../../pay/pay-payments'
import { findPayApp, findPayExtensionByNo, findPayOrder } from '../../pay/pay-rows'
import { PAY_EXTENSION_STATUS, PAY_ORDER_STATUS } from '../../pay/pay-status'

/**
 * The mock channel's pay page: what a phone opens after scanning the cashier's QR code. No
 * token: whoever holds the submit's number (64 random bits, shown only in that QR code) may pay
 * it, as with a real wallet. The page has no script and loads nothing from elsewhere.
 */
export const MOCK_PAY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const EXTENSION_NO = /^P\d{14}[0-9a-f]{16}$/
const params = z.object({ no: z.string() })

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <style>
    body { margin: 0; padding: 24px 20px; font: 15px/1.7 "PingFang SC", "Microsoft YaHei",
      "Noto Sans CJK SC", sans-serif; color: #303133; background: #f5f7fa; }
    main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; }
    h1 { margin: 0 0 16px; font-size: 20px; text-align: center; }
    .price { font-size: 32px; font-weight: 600; text-align: center; margin: 8px 0 16px; }
    dl { display: grid; grid-template-columns: 6em 1fr; gap: 4px 8px; margin: 0 0 20px; }
    dt { color: #909399; } dd { margin: 0; word-break: break-all; }
    .actions { display: flex; gap: 12px; }
    .actions form { flex: 1; }
    button { width: 100%; padding: 10px 0; font-size: 16px; border-radius: 6px; cursor: pointer;
      border: 1px solid #dcdfe6; background: #fff; color: #303133; }
    button.primary { background: #409eff; border-color: #409eff; color: #fff; }
    .note { color: #606266; text-align: center; }
  </style>
</head>
<body><main>${body}</main></body>
</html>
`
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', MOCK_PAY_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(html)
}

const message = (title: string, text: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(text)}</p>`)

/** A form posted from another site (a forged button) is refused; the page's own forms pass. */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.origin
  return typeof origin === 'string' && origin !== 'null' && origin !== requestOrigin(request)
}

/** The mock pay page (GET, confirm, cancel) and, for tests, one pay timer sweep on demand. */
export function registerMockPayPage(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const lookup = (no: string) => {
    if (!EXTENSION_NO.test(no)) return undefined
    const extension = findPayExtensionByNo(db, no)
    const order = extension ? findPayOrder(db, extension.order_id) : undefined
    return extension && order ? { extension, order } : undefined
  }
  const notFound = (reply: FastifyReply) =>
    send(reply, 404, message('模拟支付', '支付单不存在，请回到收银台重新扫码'))

  app.get('/sandbox/mock-pay/:no', async (request, reply) => {
    const { no } = params.parse(request.params)
    const found = lookup(no)
    if (!found) return notFound(reply)
    const { extension, order } = found
    const appName = findPayApp(db, order.app_id)?.name ?? ''
    const details = `<dl>
      <dt>收款方</dt><dd>${escapeHtml(appName)}</dd>
      <dt>商品</dt><dd>${escapeHtml(order.subject)}</dd>
      <dt>支付单号</dt><dd>${escapeHtml(extension.no)}</dd>
    </dl>`
    const head = `<h1>模拟支付</h1><div class="price">¥${yuan(extension.price)}</div>${details}`
    if (extension.status === PAY_EXTENSION_STATUS.SUCCESS)
      return send(reply, 200, page('模拟支付', `${head}<p class="note">已支付，无需重复支付</p>`))
    if (order.status === PAY_ORDER_STATUS.WAITING && order.expire_time <= ctx.now())
      return send(reply, 200, page('模拟支付', `${head}<p class="note">支付订单已经过期</p>`))
    if (
      extension.status !== PAY_EXTENSION_STATUS.WAITING ||
      order.status !== PAY_ORDER_STATUS.WAITING
    ) {
      return send(
        reply,
        200,
        page('模拟支付', `${head}<p class="note">该支付已失效，请回到收银台重新发起支付</p>`),
      )
    }
    const action = (what: string) => `/sandbox/mock-pay/${encodeURIComponent(extension.no)}/${what}`
    const html = page(
      '模拟支付',
      `${head}<div class="actions">
        <form method="post" action="${action('cancel')}"><button type="submit">取消</button></form>
        <form method="post" action="${action('confirm')}"><button type="submit" class="primary">确认支付</button></form>
      </div>`,
    )
    return send(reply, 200, html)
  })

  app.post('/sandbox/mock-pay/:no/confirm', async (request, reply) => {
    const { no } = params.parse(request.params)
    if (crossSite(request)) return send(reply, 403, message('模拟支付', '请求来源不正确，未支付'))
    if (!lookup(no)) return notFound(reply)
    const outcome = await settlePayment(ctx, no, { mock: true, page: true })
    const text =
      outcome.result === 'refunded'
        ? '该订单已支付或已关闭，本次付款已自动退回'
        : outcome.result === 'repeat'
          ? '已支付，无需重复支付'
          : '请回到收银台查看支付结果'
    return send(
      reply,
      200,
      message(outcome.result === 'refunded' ? '支付已退回' : '支付成功', text),
    )
  })

  app.post('/sandbox/mock-pay/:no/cancel', async (request, reply) => {
    const { no } = params.parse(request.params)
    if (!lookup(no)) return notFound(reply)
    return send(reply, 200, message('已取消支付', '订单仍待支付，可回到收银台重新选择支付方式'))
  })

  if (ctx.testRoutes) registerPayTestRoutes(app, ctx)
}

const testOrderBody = z.object({
  appId: requiredInt('应用编号'),
  merchantOrderId: requiredText('商户订单编号', 64),
  subject: requiredText('商品标题', 64),
  body: optionalText('商品描述', 128),
  price: requiredInt('支付金额'),
  expireTime: optionalInt('过期时间'),
})
const testPriceBody = z.object({ id: requiredInt('支付订单编号'), price: requiredInt('支付金额') })
const testRefundBody = z.object({
  appId: requiredInt('应用编号'),
  payOrderId: requiredInt('支付订单编号'),
  merchantRefundId: requiredText('商户退款编号', 64),
  reason: requiredText('退款原因', 128),
  price: requiredInt('退款金额'),
})

/**
 * Test helpers (SANDBOX_TEST_ROUTES): act as a merchant (create a pay order, change its price,
 * refund it) and run the pay timer's work now, so tests move the clock instead of waiting.
 */
function registerPayTestRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/sandbox/pay/sweep', async () => ok(await runPaySweep(ctx)))

  app.post('/sandbox/pay/order/create', async (request) => {
    const body = parseInput(testOrderBody, request.body)
    const id = createPayOrder(ctx.db, {
      ...body,
      expireTime: body.expireTime ?? null,
      userIp: request.ip,
      now: ctx.now(),
    })
    return ok(id)
  })

  app.post('/sandbox/pay/order/update-price', async (request) => {
    const body = parseInput(testPriceBody, request.body)
    changePayOrderPrice(ctx.db, body.id, body.price, ctx.now())
    return ok(true)
  })

  app.post('/sandbox/pay/refund/create', async (request) => {
    const body = parseInput(testRefundBody, request.body)
    return ok(await createPayRefund(ctx, { ...body, userIp: request.ip }))
  })
}
