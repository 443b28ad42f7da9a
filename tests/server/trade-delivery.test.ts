import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call, type Page } from './support/http'
import { insertOrder, useTradeDb } from './support/trade-fixtures'

interface Store {
  id: number
  name: string
  areaId: number
  areaName: string
  openingTime: string
  closingTime: string
  latitude: number
  longitude: number
  status: number
}

const STORE = {
  name: '博物馆新街口自提点',
  introduction: '地铁 1 号线新街口站 6 号口',
  phone: '025-84800009',
  areaId: 320106,
  detailAddress: '中山路 18 号',
  logo: '/prod-api/admin-api/infra/file/4/get/trade/seed/pick-up-store.png',
  openingTime: '10:00',
  closingTime: '20:00',
  latitude: 32.04188,
  longitude: 118.78412,
  status: 0,
}

describe('自提门店 (/trade/delivery/pick-up-store)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const trade = useTradeDb(sandbox)
  const base = '/trade/delivery/pick-up-store'
  const create = (body: Record<string, unknown>) =>
    call<number>(sandbox, `${base}/create`, { method: 'POST', token: admin.token, json: body })

  it('seeds three enabled stores in 南京, listed for any staff member', async () => {
    const list = await call<Store[]>(sandbox, `${base}/list-all-simple`, { token: staff.token })
    expect(list.code).toBe(0)
    expect(list.data).toHaveLength(3)
    for (const store of list.data) expect(store.areaName).toMatch(/^江苏省 南京市 /)
  })

  it('creates, reads, pages, updates and deletes a store', async () => {
    const created = await create(STORE)
    expect(created.code).toBe(0)
    const id = created.data
    const got = await call<Store>(sandbox, `${base}/get`, { token: admin.token, query: { id } })
    expect(got.data).toMatchObject({ ...STORE, id, areaName: '江苏省 南京市 鼓楼区' })
    const page = await call<Page<Store>>(sandbox, `${base}/page`, {
      token: admin.token,
      query: { name: '新街口' },
    })
    expect(page.data.list.map((s) => s.id)).toEqual([id])
    expect(
      await call(sandbox, `${base}/update`, {
        method: 'PUT',
        token: admin.token,
        json: { ...STORE, id, closingTime: '21:30', status: 1 },
      }),
    ).toMatchObject({ code: 0 })
    const updated = await call<Store>(sandbox, `${base}/get`, { token: admin.token, query: { id } })
    expect(updated.data).toMatchObject({ closingTime: '21:30', status: 1 })
    expect(
      await call(sandbox, `${base}/delete`, {
        method: 'DELETE',
        token: admin.token,
        query: { id },
      }),
    ).toMatchObject({ code: 0 })
    expect(
      await call(sandbox, `${base}/delete`, {
        method: 'DELETE',
        token: admin.token,
        query: { id },
      }),
    ).toMatchObject({ msg: '自提门店不存在' })
  })

  it('keeps a store that members still have to pick up from', async () => {
    const id = (await create(STORE)).data
    insertOrder(trade.db, {
      status: 10,
      deliveryType: 2,
      pickUpStoreId: id,
      pickUpVerifyCode: '55501234',
      items: [{ price: 1000, count: 1 }],
    })
    expect(
      await call(sandbox, `${base}/delete`, {
        method: 'DELETE',
        token: admin.token,
        query: { id },
      }),
    ).toMatchObject({ msg: '该门店还有待自提的订单，无法删除' })
  })

  it('refuses bad times, coordinates out of range and an area that is not a district', async () => {
    expect(await create({ ...STORE, openingTime: '9:00' })).toMatchObject({
      msg: '请求参数不正确:营业开始时间格式不正确，应为 HH:mm',
    })
    expect(await create({ ...STORE, closingTime: '24:00' })).toMatchObject({
      msg: '请求参数不正确:营业结束时间格式不正确，应为 HH:mm',
    })
    expect(await create({ ...STORE, openingTime: '20:00', closingTime: '10:00' })).toMatchObject({
      msg: '营业结束时间必须晚于营业开始时间',
    })
    expect(await create({ ...STORE, latitude: 91 })).toMatchObject({
      msg: '请求参数不正确:纬度必须在 -90 到 90 之间',
    })
    expect(await create({ ...STORE, longitude: -180.5 })).toMatchObject({
      msg: '请求参数不正确:经度必须在 -180 到 180 之间',
    })
    expect(await create({ ...STORE, areaId: 320100 })).toMatchObject({
      msg: '所在地区必须选择到区县',
    })
    expect(await create({ ...STORE, areaId: 999999 })).toMatchObject({
      msg: '所在地区必须选择到区县',
    })
    expect(await create({ ...STORE, name: '' })).toMatchObject({
      msg: '请求参数不正确:门店名称不能为空',
    })
  })

  it('staff without the store permissions get 403 on page, get and changes', async () => {
    const token = staff.token
    expect(await call(sandbox, `${base}/page`, { token })).toEqual(FORBIDDEN)
    expect(await call(sandbox, `${base}/get`, { token, query: { id: 1 } })).toEqual(FORBIDDEN)
    expect(await call(sandbox, `${base}/create`, { method: 'POST', token, json: STORE })).toEqual(
      FORBIDDEN,
    )
    expect(
      await call(sandbox, `${base}/update`, { method: 'PUT', token, json: { ...STORE, id: 1 } }),
    ).toEqual(FORBIDDEN)
    expect(
      await call(sandbox, `${base}/delete`, { method: 'DELETE', token, query: { id: 1 } }),
    ).toEqual(FORBIDDEN)
  })
})
