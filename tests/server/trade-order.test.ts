import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call, type Page } from './support/http'
import { insertOrder, useTradeDb } from './support/trade-fixtures'

interface OrderRow {
  id: number
  no: string
  status: number
  payPrice: number
  adjustPrice: number
  receiverAreaName: string | null
  remark: string | null
  user: { id: number; nickname: string | null } | null
  items: Array<{ id: number; payPrice: number; adjustPrice: number; properties: unknown[] }>
}
interface OrderDetail extends OrderRow {
  logs: Array<{ content: string; userType: number; userId: number }>
}

describe('订单列表 and 订单详情 (/trade/order)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const trade = useTradeDb(sandbox)

  const detail = async (id: number) =>
    (
      await call<OrderDetail>(sandbox, '/trade/order/get-detail', {
        token: admin.token,
        query: { id },
      })
    ).data
  const put = (path: string, options: { json?: unknown; query?: Record<string, unknown> }) =>
    call(sandbox, `/trade/order/${path}`, { method: 'PUT', token: admin.token, ...options })

  it('pages orders newest first with items, the member and the area name', async () => {
    const order = insertOrder(trade.db, { status: 10, items: [{ price: 1999, count: 2 }] })
    const page = await call<Page<OrderRow>>(sandbox, '/trade/order/page', {
      token: admin.token,
      query: { pageNo: 1, pageSize: 10, no: order.no },
    })
    expect(page.code).toBe(0)
    expect(page.data.total).toBe(1)
    const row = page.data.list[0]
    expect(row).toMatchObject({
      id: order.id,
      status: 10,
      payPrice: 3998,
      receiverAreaName: '江苏省 南京市 玄武区',
    })
    expect(row.items).toHaveLength(1)
    expect(row.items[0].properties).toEqual([
      { propertyId: 1, propertyName: '颜色', valueId: 1, valueName: '青花' },
    ])
  })

  it('update-price splits the adjustment in proportion, remainder on the last item, and logs it', async () => {
    const order = insertOrder(trade.db, {
      items: [
        { price: 1000, count: 1 },
        { price: 2000, count: 1 },
        { price: 3001, count: 1 },
      ],
    })
    expect(await put('update-price', { json: { id: order.id, adjustPrice: -1000 } })).toMatchObject(
      { code: 0 },
    )
    const after = await detail(order.id)
    expect(after.payPrice).toBe(6001 - 1000)
    expect(after.adjustPrice).toBe(-1000)
    // -1000 x 1000/6001 = -166.6 -> -167; x 2000/6001 = -333.3 -> -334; last takes -499.
    expect(after.items.map((i) => i.adjustPrice)).toEqual([-167, -334, -499])
    expect(after.items.map((i) => i.payPrice)).toEqual([833, 1666, 2502])
    expect(after.logs.at(-1)).toMatchObject({
      content: '修改价格：60.01 元 → 50.01 元',
      userType: 2,
    })
  })

  it('403 without the permission', async () => {
    expect(await call(sandbox, '/trade/order/page', { token: staff.token })).toEqual(FORBIDDEN)
  })
})
