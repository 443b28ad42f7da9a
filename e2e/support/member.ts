import type { APIRequestContext } from '@playwright/test'
import { E2E_BASE_URL } from './origins'

/**
 * A shop member's own calls on the sandbox's app-api (what the museum's mini-program sends), for
 * specs that need an order, a payment or an after-sale made the way a buyer makes them.
 */

/** The seeded first member (the README names it). */
export const FIRST_MEMBER = { mobile: '13900000001', password: 'member123' } as const

export interface MemberSession {
  /** `http://host:port/prod-api/app-api` */
  appApi: string
  token: string
  userId: number
}

interface Envelope<T> {
  code: number
  data: T
  msg: string
}

async function answer<T>(what: string, response: Promise<{ json(): Promise<unknown> }>) {
  const body = (await (await response).json()) as Envelope<T>
  if (body.code !== 0) throw new Error(`${what}: ${body.code} ${body.msg}`)
  return body.data
}

const auth = (session: MemberSession) => ({ Authorization: `Bearer ${session.token}` })

export async function memberLogin(
  request: APIRequestContext,
  baseUrl: string = E2E_BASE_URL,
  member: { mobile: string; password: string } = FIRST_MEMBER,
): Promise<MemberSession> {
  const appApi = `${baseUrl.replace(/\/$/, '')}/prod-api/app-api`
  const tokens = await answer<{ userId: number; accessToken: string }>(
    'member login',
    request.post(`${appApi}/member/auth/login`, { data: member }),
  )
  return { appApi, token: tokens.accessToken, userId: tokens.userId }
}

export interface MemberOrderLine {
  skuId: number
  count: number
}

export interface MemberOrderOptions {
  /** Default 快递 to 南京 玄武区; pass pickUpStoreId for 自提. */
  pickUpStoreId?: number
  receiverName?: string
  receiverMobile?: string
  receiverAreaId?: number
  receiverDetailAddress?: string
  remark?: string
}

/** Buys `lines`; answers the order id and its pay order id (pay it at the cashier). */
export async function memberCreateOrder(
  request: APIRequestContext,
  session: MemberSession,
  lines: MemberOrderLine[],
  options: MemberOrderOptions = {},
): Promise<{ id: number; payOrderId: number }> {
  const pickUp = options.pickUpStoreId !== undefined
  const data = pickUp
    ? {
        items: lines,
        deliveryType: 2,
        pickUpStoreId: options.pickUpStoreId,
        remark: options.remark,
      }
    : {
        items: lines,
        deliveryType: 1,
        receiverName: options.receiverName ?? '林小满',
        receiverMobile: options.receiverMobile ?? '17000000001',
        receiverAreaId: options.receiverAreaId ?? 320102,
        receiverDetailAddress: options.receiverDetailAddress ?? '中山东路 321 号',
        remark: options.remark,
      }
  return answer(
    'member order create',
    request.post(`${session.appApi}/trade/order/create`, {
      data,
      headers: auth(session),
    }),
  )
}

export interface MemberOrderDetail {
  id: number
  no: string
  status: number
  payOrderId: number | null
  payPrice: number
  refundPrice: number
  items: Array<{
    id: number
    skuId: number
    spuName: string
    count: number
    payPrice: number
    afterSaleStatus: number
  }>
}

export async function memberOrderDetail(
  request: APIRequestContext,
  session: MemberSession,
  orderId: number,
): Promise<MemberOrderDetail> {
  return answer(
    'member order detail',
    request.get(`${session.appApi}/trade/order/get-detail?id=${orderId}`, {
      headers: auth(session),
    }),
  )
}

/** Pays the member's order at once with the mock channel (no cashier page). */
export async function memberPayNow(
  request: APIRequestContext,
  session: MemberSession,
  payOrderId: number,
): Promise<{ status: number }> {
  return answer(
    'member pay',
    request.post(`${session.appApi}/pay/order/submit`, {
      data: { id: payOrderId, channelCode: 'mock', channelExtras: { auto: true } },
      headers: auth(session),
    }),
  )
}

export async function memberCancelOrder(
  request: APIRequestContext,
  session: MemberSession,
  orderId: number,
): Promise<void> {
  await answer(
    'member cancel',
    request.put(`${session.appApi}/trade/order/cancel?id=${orderId}`, {
      headers: auth(session),
    }),
  )
}

/** Confirms receipt of a shipped order (20 -> 30). */
export async function memberReceive(
  request: APIRequestContext,
  session: MemberSession,
  orderId: number,
): Promise<void> {
  await answer(
    'member receive',
    request.put(`${session.appApi}/trade/order/receive?id=${orderId}`, {
      headers: auth(session),
    }),
  )
}

export interface AfterSaleApplication {
  orderItemId: number
  /** 10 仅退款, 20 退货退款 (shipped express orders only). */
  way: 10 | 20
  /** Fen, at most the item's pay price. */
  refundPrice: number
  applyReason?: string
  applyDescription?: string
}

/** Applies for a refund of one item; answers the after-sale id. */
export async function memberApplyAfterSale(
  request: APIRequestContext,
  session: MemberSession,
  application: AfterSaleApplication,
): Promise<number> {
  return answer(
    'member after-sale',
    request.post(`${session.appApi}/trade/after-sale/create`, {
      data: { applyReason: '不想要了', ...application },
      headers: auth(session),
    }),
  )
}

/** Sends the goods back after staff agreed to 退货退款 (20 -> 30); logisticsId 1 is 顺丰速运. */
export async function memberReturnDelivery(
  request: APIRequestContext,
  session: MemberSession,
  afterSaleId: number,
  logisticsNo = 'SF1234567890',
  logisticsId = 1,
): Promise<void> {
  await answer(
    'member return delivery',
    request.put(`${session.appApi}/trade/after-sale/delivery`, {
      data: { id: afterSaleId, logisticsId, logisticsNo },
      headers: auth(session),
    }),
  )
}

export async function memberCancelAfterSale(
  request: APIRequestContext,
  session: MemberSession,
  afterSaleId: number,
): Promise<void> {
  await answer(
    'member cancel after-sale',
    request.delete(`${session.appApi}/trade/after-sale/cancel?id=${afterSaleId}`, {
      headers: auth(session),
    }),
  )
}
