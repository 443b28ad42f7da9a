import { describe, expect, it } from 'vitest'
import { payNotifySecret, signNotifyBody } from '../../host-sandbox/api/src/pay/notify-signature'
import type { ActivityItem } from '../../src/shared/wire/museum-activity'
import type { ActivitySignItem } from '../../src/shared/wire/museum-activity-sign'
import { idCheckChar } from '../../src/shared/wire/museum-fields'
import { readDb, submit, sweep } from './pay-test-support'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ACTIVITY_APP = 2

const idNo = (n: number) => {
  const first17 = `11010119850612${String(n).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}

interface PayOrderRow {
  app_id: number
  merchant_order_id: string
  subject: string
  price: number
  status: number
  expire_time: number
}

describe('paid activity sign-ups: pay order, notification, expiry, refund', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  let person = 0

  const createActivity = async (overrides: Record<string, unknown> = {}) => {
    const now = sandbox.clock.now()
    const result = await call<number>(sandbox, '/museum/activity/create', {
      method: 'POST',
      token: admin.token,
      json: {
        title: '青铜器修复体验课',
        type: 2,
        cost: 1,
        price: 3990,
        startTime: now + 3 * DAY,
        endTime: now + 3 * DAY + 2 * HOUR,
        signStartTime: now - HOUR,
        signEndTime: now + 2 * DAY,
        limitCount: 5,
        status: 1,
        ...overrides,
      },
    })
    expect(result.msg).toBe('')
    return result.data
  }
  const activity = async (id: number) =>
    (
      await call<ActivityItem>(sandbox, '/museum/activity/get', {
        token: admin.token,
        query: { id },
      })
    ).data
  const signUp = (activityId: number, personCount = 2) => {
    person += 1
    return call<number | { id: number; payOrderId: number }>(
      sandbox,
      '/museum/activity-sign/create',
      {
        method: 'POST',
        token: admin.token,
        json: {
          activityId,
          name: `观众${person}`,
          mobile: `171${String(person).padStart(8, '0')}`,
          idNumber: idNo(person),
          personCount,
        },
      },
    )
  }
  const paidSignUp = async (activityId: number, personCount = 2) => {
    const created = await signUp(activityId, personCount)
    expect(created.msg).toBe('')
    expect(typeof created.data).toBe('object')
    return created.data as { id: number; payOrderId: number }
  }
  const sign = async (id: number) =>
    (
      await call<ActivitySignItem>(sandbox, '/museum/activity-sign/get', {
        token: admin.token,
        query: { id },
      })
    ).data
  const payOrder = (id: number) =>
    readDb(
      sandbox,
      (db) =>
        db
          .prepare(
            'SELECT app_id, merchant_order_id, subject, price, status, expire_time FROM pay_order WHERE id = ?',
          )
          .get(id) as PayOrderRow,
    )
  // The exact bytes matter (the signature covers the raw body), so fetch is called directly.
  const notifyPaid = (body: string, signature?: string) =>
    fetch(`${sandbox.apiUrl}/museum/activity-sign/update-paid`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-pay-sign': signature }),
      },
      body,
    }).then((response) => response.json() as Promise<{ code: number; msg: string }>)
  const secret = () => readDb(sandbox, (db) => payNotifySecret(db))

  it('a paid activity sign-up gets its pay order in the same call and holds its places as 待支付', async () => {
    const activityId = await createActivity()
    const now = sandbox.clock.now()
    const { id, payOrderId } = await paidSignUp(activityId, 2)
    const order = payOrder(payOrderId)
    expect(order).toMatchObject({
      app_id: ACTIVITY_APP,
      merchant_order_id: String(id),
      subject: '青铜器修复体验课',
      price: 7980,
      status: 0,
    })
    expect(order.expire_time - now).toBeGreaterThanOrEqual(15 * MINUTE - 5_000)
    expect(order.expire_time - now).toBeLessThanOrEqual(15 * MINUTE + 5_000)
    expect(await sign(id)).toMatchObject({ status: 5, payOrderId, payStatus: 0, payPrice: 7980 })
    expect((await activity(activityId)).signedCount).toBe(2)
  })

  it('a free activity still answers the id alone and waits for its audit', async () => {
    const activityId = await createActivity({ cost: 0, price: 0 })
    const created = await signUp(activityId, 1)
    expect(typeof created.data).toBe('number')
    expect(await sign(created.data as number)).toMatchObject({ status: 0, payOrderId: null })
  })

  it('paying at the cashier confirms the sign-up through the signed notification (报名成功)', async () => {
    const activityId = await createActivity()
    const { id, payOrderId } = await paidSignUp(activityId)
    const paid = await submit(sandbox, admin.token, {
      id: payOrderId,
      channelExtras: { auto: true },
    })
    expect(paid.msg).toBe('')
    expect(await sign(id)).toMatchObject({ status: 1, payStatus: 1 })
    // A repeat of the same notification is a no-op success.
    const body = JSON.stringify({ merchantOrderId: String(id), payOrderId })
    expect(await notifyPaid(body, signNotifyBody(secret(), body))).toMatchObject({ code: 0 })
    expect(await sign(id)).toMatchObject({ status: 1, payStatus: 1 })
    expect((await activity(activityId)).signedCount).toBe(2)
  })

  it('the receiver trusts nothing: no or wrong signature, an unpaid or foreign pay order are refused', async () => {
    const activityId = await createActivity()
    const { id, payOrderId } = await paidSignUp(activityId)
    const body = JSON.stringify({ merchantOrderId: String(id), payOrderId })
    expect((await notifyPaid(body)).msg).toBe('支付通知签名不正确')
    expect((await notifyPaid(body, signNotifyBody('guessed', body))).msg).toBe('支付通知签名不正确')
    // Signed, but the pay order is not paid yet.
    expect((await notifyPaid(body, signNotifyBody(secret(), body))).msg).toBe('支付单不匹配')
    // Signed, paid, but another sign-up's order.
    const other = await paidSignUp(activityId)
    await submit(sandbox, admin.token, { id: other.payOrderId, channelExtras: { auto: true } })
    const swapped = JSON.stringify({ merchantOrderId: String(id), payOrderId: other.payOrderId })
    expect((await notifyPaid(swapped, signNotifyBody(secret(), swapped))).msg).toBe('支付单不匹配')
    expect(await sign(id)).toMatchObject({ status: 5, payStatus: 0 })
  })

  it('an unpaid sign-up whose pay order expires is cancelled and its places return', async () => {
    const activityId = await createActivity()
    const { id, payOrderId } = await paidSignUp(activityId, 3)
    expect((await activity(activityId)).signedCount).toBe(3)
    sandbox.clock.advance(16 * MINUTE)
    await sweep(sandbox)
    expect(payOrder(payOrderId).status).toBe(30)
    expect(await sign(id)).toMatchObject({ status: 2, payStatus: 0 })
    expect((await activity(activityId)).signedCount).toBe(0)
  })

  it('cancelling a 待支付 sign-up closes its pay order; cancelling a paid one refunds what was paid', async () => {
    const activityId = await createActivity()
    const waiting = await paidSignUp(activityId, 1)
    const cancelWaiting = await call(sandbox, '/museum/activity-sign/cancel', {
      method: 'PUT',
      token: admin.token,
      json: { id: waiting.id },
    })
    expect(cancelWaiting.msg).toBe('')
    expect(payOrder(waiting.payOrderId).status).toBe(30)
    expect((await sign(waiting.id)).status).toBe(2)

    const paid = await paidSignUp(activityId, 2)
    await submit(sandbox, admin.token, { id: paid.payOrderId, channelExtras: { auto: true } })
    expect((await activity(activityId)).signedCount).toBe(2)
    const cancelPaid = await call(sandbox, '/museum/activity-sign/cancel', {
      method: 'PUT',
      token: admin.token,
      json: { id: paid.id },
    })
    expect(cancelPaid.msg).toBe('')
    expect((await sign(paid.id)).status).toBe(2)
    expect((await activity(activityId)).signedCount).toBe(0)
    const refunds = readDb(sandbox, (db) =>
      db
        .prepare('SELECT reason, refund_price, status FROM pay_refund WHERE order_id = ?')
        .all(paid.payOrderId),
    )
    expect(refunds).toEqual([{ reason: '活动报名取消', refund_price: 7980, status: 10 }])
    expect(payOrder(paid.payOrderId).status).toBe(20)
    // A second 取消 is refused by the sign-up's status and refunds nothing more.
    const again = await call(sandbox, '/museum/activity-sign/cancel', {
      method: 'PUT',
      token: admin.token,
      json: { id: paid.id },
    })
    expect(again.msg).toBe('报名当前为「已取消」，不能取消')
  })

  it('cancelling the activity refunds its paid sign-ups and closes the unpaid ones', async () => {
    const activityId = await createActivity()
    const waiting = await paidSignUp(activityId, 1)
    const paid = await paidSignUp(activityId, 2)
    await submit(sandbox, admin.token, { id: paid.payOrderId, channelExtras: { auto: true } })
    expect((await activity(activityId)).signedCount).toBe(3)

    const cancelled = await call(sandbox, '/museum/activity/update-status', {
      method: 'PUT',
      token: admin.token,
      json: { id: activityId, status: 4 },
    })
    expect(cancelled.msg).toBe('')
    expect((await activity(activityId)).signedCount).toBe(0)
    // Nobody can pay for a cancelled activity any more.
    expect(await sign(waiting.id)).toMatchObject({ status: 2, payStatus: 0 })
    expect(payOrder(waiting.payOrderId).status).toBe(30)
    // The one who paid gets the money back.
    expect((await sign(paid.id)).status).toBe(2)
    const refunds = readDb(sandbox, (db) =>
      db
        .prepare('SELECT reason, refund_price, status FROM pay_refund WHERE order_id = ?')
        .all(paid.payOrderId),
    )
    expect(refunds).toEqual([{ reason: '活动报名取消', refund_price: 7980, status: 10 }])
    expect(payOrder(paid.payOrderId).status).toBe(20)
  })

  it('the refund notification of a cancelled sign-up is acknowledged (no retries left waiting)', async () => {
    const activityId = await createActivity()
    const paid = await paidSignUp(activityId, 1)
    await submit(sandbox, admin.token, { id: paid.payOrderId, channelExtras: { auto: true } })
    await call(sandbox, '/museum/activity-sign/cancel', {
      method: 'PUT',
      token: admin.token,
      json: { id: paid.id },
    })
    const tasks = readDb(sandbox, (db) =>
      db
        .prepare(
          'SELECT type, status FROM pay_notify_task WHERE app_id = ? AND merchant_order_id = ? ORDER BY type',
        )
        .all(ACTIVITY_APP, String(paid.id)),
    )
    expect(tasks).toEqual([
      { type: 1, status: 10 },
      { type: 2, status: 10 },
    ])
  })
})
