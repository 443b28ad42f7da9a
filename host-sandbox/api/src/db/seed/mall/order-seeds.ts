import type { Database } from 'better-sqlite3'
import { expressPrice } from '../../../mall/member/member-orders'
import { AFTER_SALE_LOG } from '../../../mall/trade/after-sale-log'
import { ORDER_LOG } from '../../../mall/trade/order-log'
import { newPickUpVerifyCode, nextAfterSaleNo, nextOrderNo } from '../../../mall/trade/order-no'
import {
  AFTER_SALE_STATUS as AS,
  AFTER_SALE_TYPE,
  AFTER_SALE_WAY,
  DELIVERY_TYPE,
  ITEM_AFTER_SALE_STATUS,
  LOG_USER_TYPE,
  ORDER_CANCEL_TYPE,
  ORDER_REFUND_STATUS,
  ORDER_STATUS as OS,
} from '../../../mall/trade/order-status'
import { PAY_APP_MALL_ID } from '../../../pay/pay-merchant-hooks'
import { MOCK_CHANNEL_CODE } from '../../../pay/pay-status'
import { intBetween, pick, seededRandom, type Random } from '../museum/fake-people'
import { MALL_SEED_VOLUME } from '../seed-scale'
import type { MallSeedInput } from './index'
import { seedMembers } from './member-seeds'
import { payOrderSeeder, payRefundSeeder } from './pay-seeds'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

interface SkuPick {
  skuId: number
  spuId: number
  spuName: string
  price: number
  properties: string
  picUrl: string | null
}

interface SeededItem {
  id: number
  sku: SkuPick
  count: number
  payPrice: number
}

interface SeededOrder {
  id: number
  memberId: number
  status: number
  deliveryType: number
  payOrderId: number
  payPrice: number
  createTime: number
  payTime: number | null
  deliveryTime: number | null
  items: SeededItem[]
}

/**
 * One status per slot of twenty, repeated: half finished, the rest spread over every other state,
 * so even the small seed (20 orders) holds each. Cancelled slots name their cancel type.
 */
const STATUS_CYCLE: ReadonlyArray<{ status: number; cancelType?: number }> = [
  { status: OS.COMPLETED },
  { status: OS.UNDELIVERED },
  { status: OS.DELIVERED },
  { status: OS.COMPLETED },
  { status: OS.UNPAID },
  { status: OS.CANCELED, cancelType: ORDER_CANCEL_TYPE.PAY_TIMEOUT },
  { status: OS.COMPLETED },
  { status: OS.UNDELIVERED },
  { status: OS.DELIVERED },
  { status: OS.COMPLETED },
  { status: OS.CANCELED, cancelType: ORDER_CANCEL_TYPE.MEMBER_CANCEL },
  { status: OS.COMPLETED },
  { status: OS.UNDELIVERED },
  { status: OS.DELIVERED },
  { status: OS.COMPLETED },
  { status: OS.COMPLETED },
  { status: OS.CANCELED, cancelType: ORDER_CANCEL_TYPE.PAY_TIMEOUT },
  { status: OS.COMPLETED },
  { status: OS.COMPLETED },
  { status: OS.COMPLETED },
]

/** Made-up district codes (GB/T 2260) of the addresses, with a street of each. */
const ADDRESSES: ReadonlyArray<[number, string]> = [
  [320102, '中山东路 321 号'],
  [320104, '长乐路 58 号 2 栋'],
  [320105, '江东中路 99 号'],
  [320106, '北京西路 12 号'],
  [110101, '东长安街 16 号院'],
  [110105, '朝阳北路 101 号'],
  [310101, '南京东路 200 弄 6 号'],
  [330106, '文三路 90 号'],
  [440106, '天河路 385 号'],
  [510104, '红星路三段 1 号'],
]

const REMARKS = ['', '', '', '请尽快发货', '送人的，请包装好', '不要放快递柜', '周末送货']
const APPLY_REASONS = ['不想要了', '商品与描述不符', '收到商品破损', '拍错了', '少件漏发']
const DISAGREE_REASONS = ['商品已影响二次销售', '超过售后期限']
const REFUSE_REASONS = ['退回的商品与订单不符', '退回商品已损坏']

/**
 * When things happened, by the order's status: unpaid orders are recent (still inside their two
 * hours), shipped and waiting ones from the past days, finished ones from the past half year.
 */
function timelineOf(random: Random, status: number, now: number) {
  const ago = (min: number, max: number) => now - intBetween(random, min, max)
  const createTime =
    status === OS.UNPAID
      ? ago(1 * MINUTE, 100 * MINUTE)
      : status === OS.UNDELIVERED
        ? ago(1 * HOUR, 3 * DAY)
        : status === OS.DELIVERED
          ? ago(3 * DAY, 8 * DAY)
          : ago(8 * DAY, 180 * DAY)
  const payTime = createTime + intBetween(random, 1 * MINUTE, 20 * MINUTE)
  const deliveryTime = payTime + intBetween(random, 2 * HOUR, 2 * DAY)
  const receiveTime = deliveryTime + intBetween(random, 1 * DAY, 5 * DAY)
  return { createTime, payTime, deliveryTime, receiveTime }
}

function liveSkus(db: Database): SkuPick[] {
  return db
    .prepare(
      `SELECT k.id AS skuId, k.spu_id AS spuId, s.name AS spuName, k.price, k.properties,
              COALESCE(NULLIF(k.pic_url, ''), s.pic_url) AS picUrl
         FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
        WHERE k.deleted = 0 AND s.deleted = 0 AND s.status >= 0 ORDER BY k.id`,
    )
    .all() as SkuPick[]
}

/** Members, then their orders with pay orders, logs and after-sales. */
export function seedMembersAndOrders(db: Database, input: MallSeedInput): void {
  const memberIds = seedMembers(db, input)
  const skus = liveSkus(db)
  // Without products (or members) there is nothing anyone could have bought.
  if (skus.length === 0 || memberIds.length === 0) return
  const orders = seedOrders(db, input, memberIds, skus)
  seedAfterSales(db, input, orders)
}

function seedOrders(
  db: Database,
  input: MallSeedInput,
  memberIds: number[],
  skus: SkuPick[],
): SeededOrder[] {
  const { now } = input
  const random = seededRandom(1_011_001)
  const count = MALL_SEED_VOLUME[input.scale].orders
  const stores = (
    db
      .prepare('SELECT id FROM trade_delivery_pick_up_store WHERE status = 0 ORDER BY id')
      .all() as {
      id: number
    }[]
  ).map((row) => row.id)
  const expresses = db
    .prepare('SELECT id, name FROM trade_delivery_express WHERE status = 0 ORDER BY id')
    .all() as { id: number; name: string }[]
  const shippingFee = expressPrice(db)
  const names = db.prepare('SELECT id, nickname, mobile FROM member_user').all() as {
    id: number
    nickname: string
    mobile: string
  }[]
  const memberById = new Map(names.map((m) => [m.id, m]))

  const insertOrder = db.prepare(
    `INSERT INTO trade_order (no, type, terminal, user_id, status, product_count, user_remark,
       remark, pay_status, pay_time, pay_channel_code, total_price, discount_price, delivery_price,
       adjust_price, pay_price, refund_price, refund_status, cancel_type, cancel_time,
       delivery_type, logistics_id, logistics_no, delivery_time, receive_time, finish_time,
       pick_up_store_id, pick_up_verify_code, receiver_name, receiver_mobile, receiver_area_id,
       receiver_detail_address, create_time, update_time)
     VALUES (?, 0, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, 0, ?, 0, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
       ?, ?, ?, ?, ?, ?)`,
  )
  const insertItem = db.prepare(
    `INSERT INTO trade_order_item (order_id, user_id, spu_id, spu_name, sku_id, properties,
       pic_url, count, price, discount_price, adjust_price, pay_price, after_sale_status,
       create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, 0, ?, ?)`,
  )
  const linkPay = db.prepare('UPDATE trade_order SET pay_order_id = ? WHERE id = ?')
  const insertLog = db.prepare(
    `INSERT INTO trade_order_log (order_id, user_type, user_id, before_status, after_status,
       content, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const seedPayOrder = payOrderSeeder(db)

  const seeded: SeededOrder[] = []
  for (let index = 0; index < count; index++) {
    const slot = STATUS_CYCLE[index % STATUS_CYCLE.length]
    const status = slot.status
    const memberId = pick(random, memberIds)
    const member = memberById.get(memberId)
    // Shipped orders went by express; the others picked up at a store now and then.
    const pickUp = stores.length > 0 && status !== OS.DELIVERED && random() < 0.2
    const lineCount = random() < 0.6 ? 1 : intBetween(random, 2, 3)
    const lines = new Map<number, { sku: SkuPick; count: number }>()
    for (let l = 0; l < lineCount; l++) {
      const sku = pick(random, skus)
      lines.set(sku.skuId, { sku, count: intBetween(random, 1, 3) })
    }
    const items = [...lines.values()]
    const totalPrice = items.reduce((sum, line) => sum + line.sku.price * line.count, 0)
    const deliveryPrice = pickUp ? 0 : shippingFee
    const payPrice = totalPrice + deliveryPrice
    const times = timelineOf(random, status, now)
    const paid = status === OS.UNDELIVERED || status === OS.DELIVERED || status === OS.COMPLETED
    const shipped = status === OS.DELIVERED || (status === OS.COMPLETED && !pickUp)
    const express = shipped ? pick(random, expresses) : undefined
    const logisticsNo = express
      ? `${express.id}${intBetween(random, 10 ** 11, 10 ** 12 - 1)}`
      : null
    const cancelTime =
      status === OS.CANCELED
        ? slot.cancelType === ORDER_CANCEL_TYPE.PAY_TIMEOUT
          ? times.createTime + 2 * HOUR
          : times.createTime + intBetween(random, 1 * MINUTE, 60 * MINUTE)
        : null
    const finishTime = status === OS.COMPLETED ? times.receiveTime : null
    const [areaId, street] = pick(random, ADDRESSES)
    const updateTime =
      finishTime ??
      (shipped ? times.deliveryTime : (cancelTime ?? (paid ? times.payTime : times.createTime)))
    const orderId = Number(
      insertOrder.run(
        nextOrderNo(times.createTime),
        random() < 0.8 ? 10 : 20,
        memberId,
        status,
        items.reduce((sum, line) => sum + line.count, 0),
        pick(random, REMARKS),
        paid ? 1 : 0,
        paid ? times.payTime : null,
        paid ? MOCK_CHANNEL_CODE : null,
        totalPrice,
        deliveryPrice,
        payPrice,
        status === OS.CANCELED ? (slot.cancelType ?? null) : null,
        cancelTime,
        pickUp ? DELIVERY_TYPE.PICK_UP : DELIVERY_TYPE.EXPRESS,
        express?.id ?? null,
        logisticsNo,
        shipped ? times.deliveryTime : null,
        status === OS.COMPLETED ? times.receiveTime : null,
        finishTime,
        pickUp ? pick(random, stores) : null,
        pickUp ? newPickUpVerifyCode(db, random) : null,
        member?.nickname ?? '会员',
        member?.mobile ?? null,
        pickUp ? null : areaId,
        pickUp ? null : street,
        times.createTime,
        updateTime,
      ).lastInsertRowid,
    )
    const seededItems: SeededItem[] = items.map((line) => ({
      id: Number(
        insertItem.run(
          orderId,
          memberId,
          line.sku.spuId,
          line.sku.spuName,
          line.sku.skuId,
          line.sku.properties,
          line.sku.picUrl,
          line.count,
          line.sku.price,
          line.sku.price * line.count,
          times.createTime,
          times.createTime,
        ).lastInsertRowid,
      ),
      sku: line.sku,
      count: line.count,
      payPrice: line.sku.price * line.count,
    }))
    const first = items[0].sku.spuName
    const payOrderId = seedPayOrder({
      appId: PAY_APP_MALL_ID,
      merchantOrderId: String(orderId),
      subject: items.length > 1 ? `${first} 等 ${items.length} 件商品` : first,
      body: items.map((line) => `${line.sku.spuName} x ${line.count}`).join('，'),
      price: payPrice,
      createTime: times.createTime,
      successTime: paid ? times.payTime : null,
      closed: status === OS.CANCELED,
      userIp: `10.0.${intBetween(random, 0, 255)}.${intBetween(random, 1, 254)}`,
    })
    linkPay.run(payOrderId, orderId)

    const log = (
      userType: number,
      userId: number,
      before: number | null,
      after: number,
      content: string,
      at: number,
    ) => insertLog.run(orderId, userType, userId, before, after, content, at)
    const M = LOG_USER_TYPE.MEMBER
    log(M, memberId, null, OS.UNPAID, ORDER_LOG.MEMBER_CREATE, times.createTime)
    if (status === OS.CANCELED) {
      if (slot.cancelType === ORDER_CANCEL_TYPE.PAY_TIMEOUT) {
        log(LOG_USER_TYPE.SYSTEM, 0, OS.UNPAID, OS.CANCELED, ORDER_LOG.SYSTEM_CANCEL, cancelTime!)
      } else {
        log(M, memberId, OS.UNPAID, OS.CANCELED, ORDER_LOG.MEMBER_CANCEL, cancelTime!)
      }
    }
    if (paid) log(M, memberId, OS.UNPAID, OS.UNDELIVERED, ORDER_LOG.MEMBER_PAY, times.payTime)
    if (express && logisticsNo) {
      const content = ORDER_LOG.ADMIN_DELIVERY(express.name, logisticsNo)
      log(LOG_USER_TYPE.ADMIN, 1, OS.UNDELIVERED, OS.DELIVERED, content, times.deliveryTime)
    }
    if (status === OS.COMPLETED) {
      if (pickUp) {
        const at = times.receiveTime
        log(LOG_USER_TYPE.ADMIN, 1, OS.UNDELIVERED, OS.COMPLETED, ORDER_LOG.ADMIN_PICK_UP, at)
      } else {
        log(M, memberId, OS.DELIVERED, OS.COMPLETED, ORDER_LOG.MEMBER_RECEIVE, times.receiveTime)
      }
    }
    seeded.push({
      id: orderId,
      memberId,
      status,
      deliveryType: pickUp ? DELIVERY_TYPE.PICK_UP : DELIVERY_TYPE.EXPRESS,
      payOrderId,
      payPrice,
      createTime: times.createTime,
      payTime: paid ? times.payTime : null,
      deliveryTime: shipped ? times.deliveryTime : null,
      items: seededItems,
    })
  }
  return seeded
}

interface AfterSaleSpec {
  status: number
  way: number
  /** Statuses of the orders it may belong to. */
  orderStatuses: readonly number[]
  /** Refund the whole item (else about half of it). */
  whole: boolean
  /** Only an order of one line (its refund refunds the whole order). */
  singleLine?: boolean
}

/**
 * Ten kinds of after-sale, repeated: every status of the state machine, both ways, refunds of a
 * whole order (one still waiting for shipping: it ends 已取消 by 退款关闭) and of part of one.
 * The small seed's three are 退款成功 (whole order), 申请中 and 等待退款.
 */
const AFTER_SALE_CYCLE: readonly AfterSaleSpec[] = [
  {
    status: AS.COMPLETE,
    way: AFTER_SALE_WAY.REFUND,
    orderStatuses: [OS.UNDELIVERED],
    whole: true,
    singleLine: true,
  },
  { status: AS.APPLY, way: AFTER_SALE_WAY.REFUND, orderStatuses: [OS.UNDELIVERED], whole: true },
  {
    status: AS.WAIT_REFUND,
    way: AFTER_SALE_WAY.REFUND,
    orderStatuses: [OS.COMPLETED],
    whole: false,
  },
  {
    status: AS.COMPLETE,
    way: AFTER_SALE_WAY.RETURN_AND_REFUND,
    orderStatuses: [OS.COMPLETED],
    whole: false,
  },
  {
    status: AS.SELLER_AGREE,
    way: AFTER_SALE_WAY.RETURN_AND_REFUND,
    orderStatuses: [OS.DELIVERED],
    whole: true,
  },
  {
    status: AS.BUYER_DELIVERY,
    way: AFTER_SALE_WAY.RETURN_AND_REFUND,
    orderStatuses: [OS.COMPLETED],
    whole: true,
  },
  {
    status: AS.BUYER_CANCEL,
    way: AFTER_SALE_WAY.REFUND,
    orderStatuses: [OS.DELIVERED, OS.COMPLETED],
    whole: true,
  },
  {
    status: AS.SELLER_DISAGREE,
    way: AFTER_SALE_WAY.REFUND,
    orderStatuses: [OS.COMPLETED],
    whole: true,
  },
  {
    status: AS.SELLER_REFUSE,
    way: AFTER_SALE_WAY.RETURN_AND_REFUND,
    orderStatuses: [OS.DELIVERED, OS.COMPLETED],
    whole: true,
  },
  {
    status: AS.COMPLETE,
    way: AFTER_SALE_WAY.REFUND,
    orderStatuses: [OS.COMPLETED],
    whole: true,
    singleLine: true,
  },
]

function seedAfterSales(db: Database, input: MallSeedInput, orders: SeededOrder[]): void {
  const random = seededRandom(1_011_002)
  const { now } = input
  const count = MALL_SEED_VOLUME[input.scale].afterSales
  const used = new Set<number>()
  const expresses = db
    .prepare('SELECT id, name FROM trade_delivery_express WHERE status = 0 ORDER BY id')
    .all() as { id: number; name: string }[]
  const insert = db.prepare(
    `INSERT INTO trade_after_sale (no, status, type, way, user_id, apply_reason,
       apply_description, apply_pic_urls, order_id, order_no, order_item_id, spu_id, spu_name,
       sku_id, properties, pic_url, count, refund_price, audit_time, audit_user_id, audit_reason,
       pay_refund_id, refund_time, logistics_id, logistics_no, delivery_time, receive_time,
       receive_reason, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?,
       ?, ?, ?)`,
  )
  const orderNo = db.prepare('SELECT no FROM trade_order WHERE id = ?')
  const insertLog = db.prepare(
    `INSERT INTO trade_after_sale_log (after_sale_id, user_type, user_id, before_status,
       after_status, content, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const setItem = db.prepare('UPDATE trade_order_item SET after_sale_status = ? WHERE id = ?')
  const linkRefund = db.prepare('UPDATE trade_after_sale SET pay_refund_id = ? WHERE id = ?')
  const refundOrder = db.prepare(
    `UPDATE trade_order SET refund_price = refund_price + ?, refund_status = ?, update_time = ?
      WHERE id = ?`,
  )
  const cancelOrder = db.prepare(
    'UPDATE trade_order SET status = ?, cancel_type = ?, cancel_time = ? WHERE id = ?',
  )
  const unrefunded = db.prepare(
    'SELECT COUNT(*) AS n FROM trade_order_item WHERE order_id = ? AND after_sale_status <> ?',
  )
  const insertOrderLog = db.prepare(
    `INSERT INTO trade_order_log (order_id, user_type, user_id, before_status, after_status,
       content, create_time) VALUES (?, 0, 0, ?, ?, ?, ?)`,
  )
  const seedRefund = payRefundSeeder(db)

  for (let index = 0; index < count; index++) {
    const spec = AFTER_SALE_CYCLE[index % AFTER_SALE_CYCLE.length]
    const fits = (o: SeededOrder) =>
      !used.has(o.id) &&
      spec.orderStatuses.includes(o.status) &&
      (!spec.singleLine || o.items.length === 1) &&
      (spec.way !== AFTER_SALE_WAY.RETURN_AND_REFUND || o.deliveryType === DELIVERY_TYPE.EXPRESS)
    const order = orders.find(fits)
    if (!order) continue
    used.add(order.id)
    const item = order.items[0]
    const refundPrice = spec.whole ? item.payPrice : Math.max(1, Math.floor(item.payPrice / 2))
    // Applied for after paying (and, for a return, after the goods arrived), before now.
    const from = order.deliveryTime ?? order.payTime ?? order.createTime
    const applyTime = Math.min(from + intBetween(random, 1 * HOUR, 2 * DAY), now - 4 * HOUR)
    const auditTime = applyTime + intBetween(random, 10 * MINUTE, 6 * HOUR)
    const sendTime = auditTime + intBetween(random, 1 * HOUR, 12 * HOUR)
    const receiveTime = sendTime + intBetween(random, 10 * MINUTE, 60 * MINUTE)
    const refundTime =
      Math.max(auditTime, spec.way === AFTER_SALE_WAY.RETURN_AND_REFUND ? receiveTime : auditTime) +
      5 * MINUTE
    const s = spec.status
    const audited = s !== AS.APPLY && s !== AS.BUYER_CANCEL
    const returned =
      spec.way === AFTER_SALE_WAY.RETURN_AND_REFUND &&
      (s === AS.BUYER_DELIVERY ||
        s === AS.WAIT_REFUND ||
        s === AS.COMPLETE ||
        s === AS.SELLER_REFUSE)
    const received = returned && s !== AS.BUYER_DELIVERY
    const express = returned ? pick(random, expresses) : undefined
    const logisticsNo = express
      ? `${express.id}${intBetween(random, 10 ** 11, 10 ** 12 - 1)}`
      : null
    const auditReason = s === AS.SELLER_DISAGREE ? pick(random, DISAGREE_REASONS) : null
    const refuseReason = s === AS.SELLER_REFUSE ? pick(random, REFUSE_REASONS) : null
    const lastTime =
      s === AS.COMPLETE
        ? refundTime
        : received
          ? receiveTime
          : returned
            ? sendTime
            : audited
              ? auditTime
              : applyTime
    const cancelTime = applyTime + intBetween(random, 10 * MINUTE, 3 * HOUR)
    const applyReason = pick(random, APPLY_REASONS)
    const id = Number(
      insert.run(
        nextAfterSaleNo(applyTime),
        s,
        order.status === OS.UNDELIVERED ? AFTER_SALE_TYPE.IN_SALE : AFTER_SALE_TYPE.AFTER_SALE,
        spec.way,
        order.memberId,
        applyReason,
        random() < 0.5 ? '' : '麻烦尽快处理，谢谢',
        order.id,
        (orderNo.get(order.id) as { no: string }).no,
        item.id,
        item.sku.spuId,
        item.sku.spuName,
        item.sku.skuId,
        item.sku.properties,
        item.sku.picUrl,
        item.count,
        refundPrice,
        audited ? auditTime : null,
        audited ? 1 : null,
        auditReason,
        s === AS.COMPLETE ? refundTime : null,
        express?.id ?? null,
        logisticsNo,
        returned ? sendTime : null,
        received ? receiveTime : null,
        refuseReason,
        applyTime,
        s === AS.BUYER_CANCEL ? cancelTime : lastTime,
      ).lastInsertRowid,
    )
    const log = (
      userType: number,
      before: number | null,
      after: number,
      content: string,
      at: number,
    ) =>
      insertLog.run(
        id,
        userType,
        userType === LOG_USER_TYPE.MEMBER
          ? order.memberId
          : userType === LOG_USER_TYPE.ADMIN
            ? 1
            : 0,
        before,
        after,
        content,
        at,
      )
    const M = LOG_USER_TYPE.MEMBER
    const A = LOG_USER_TYPE.ADMIN
    log(M, null, AS.APPLY, AFTER_SALE_LOG.MEMBER_CREATE, applyTime)
    if (s === AS.BUYER_CANCEL)
      log(M, AS.APPLY, AS.BUYER_CANCEL, AFTER_SALE_LOG.MEMBER_CANCEL, cancelTime)
    if (s === AS.SELLER_DISAGREE)
      log(A, AS.APPLY, s, AFTER_SALE_LOG.ADMIN_DISAGREE(auditReason!), auditTime)
    if (audited && s !== AS.SELLER_DISAGREE) {
      const agreedTo =
        spec.way === AFTER_SALE_WAY.RETURN_AND_REFUND ? AS.SELLER_AGREE : AS.WAIT_REFUND
      log(A, AS.APPLY, agreedTo, AFTER_SALE_LOG.ADMIN_AGREE, auditTime)
    }
    if (returned && express && logisticsNo) {
      const content = AFTER_SALE_LOG.MEMBER_DELIVERY(express.name, logisticsNo)
      log(M, AS.SELLER_AGREE, AS.BUYER_DELIVERY, content, sendTime)
    }
    if (received && s === AS.SELLER_REFUSE)
      log(A, AS.BUYER_DELIVERY, s, AFTER_SALE_LOG.ADMIN_REFUSE(refuseReason!), receiveTime)
    else if (received)
      log(A, AS.BUYER_DELIVERY, AS.WAIT_REFUND, AFTER_SALE_LOG.ADMIN_RECEIVE, receiveTime)
    if (s === AS.COMPLETE) {
      log(A, AS.WAIT_REFUND, AS.WAIT_REFUND, AFTER_SALE_LOG.ADMIN_REFUND, refundTime)
      log(
        LOG_USER_TYPE.SYSTEM,
        AS.WAIT_REFUND,
        AS.COMPLETE,
        AFTER_SALE_LOG.REFUND_SUCCESS,
        refundTime,
      )
    }

    const open = [AS.APPLY, AS.SELLER_AGREE, AS.BUYER_DELIVERY, AS.WAIT_REFUND] as number[]
    if (open.includes(s)) setItem.run(ITEM_AFTER_SALE_STATUS.APPLY, item.id)
    if (s !== AS.COMPLETE) continue
    setItem.run(ITEM_AFTER_SALE_STATUS.SUCCESS, item.id)
    const payRefundId = seedRefund({
      payOrderId: order.payOrderId,
      merchantRefundId: String(id),
      reason: `售后退款：${item.sku.spuName}`,
      price: refundPrice,
      successTime: refundTime,
    })
    linkRefund.run(payRefundId, id)
    const everyItem =
      (unrefunded.get(order.id, ITEM_AFTER_SALE_STATUS.SUCCESS) as { n: number }).n === 0
    refundOrder.run(
      refundPrice,
      everyItem ? ORDER_REFUND_STATUS.ALL : ORDER_REFUND_STATUS.PART,
      refundTime,
      order.id,
    )
    const closes = everyItem && order.status === OS.UNDELIVERED
    if (closes) {
      cancelOrder.run(OS.CANCELED, ORDER_CANCEL_TYPE.AFTER_SALE_CLOSE, refundTime, order.id)
    }
    const content = ORDER_LOG.AFTER_SALE_REFUND(refundPrice)
    const after = closes ? OS.CANCELED : order.status
    insertOrderLog.run(order.id, order.status, after, content, refundTime)
  }
}
