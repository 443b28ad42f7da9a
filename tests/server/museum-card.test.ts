import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { idCheckChar } from '../../src/shared/wire/museum-fields'
import type { MuseumCardItem } from '../../src/shared/wire/museum-card'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden, FORBIDDEN } from './support/guards'
import { ADMIN, STAFF } from './support/http'

const DAY = 86_400_000

/** A valid resident ID number born on 1990-03-07 with sequence `n`. */
const validId = (n: number) => {
  const first17 = `11010119900307${String(n).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}

function localMidnight(epochMs: number, offsetDays = 0): number {
  const d = new Date(epochMs)
  d.setHours(0, 0, 0, 0)
  d.setDate(d.getDate() + offsetDays)
  return d.getTime()
}

describe('concession cards: /museum/card/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const cards = crudApi<MuseumCardItem>(sandbox, '/museum/card', admin)
  const { page, get, create, update, remove, exportFile } = cards

  const body = (overrides: Record<string, unknown> = {}) => {
    const today = localMidnight(sandbox.clock.now())
    return {
      holderName: '陈老师',
      cardType: 5,
      cardNo: 'JS99990001',
      idNumber: validId(11),
      validFrom: today - 30 * DAY,
      validTo: today + 365 * DAY,
      status: 0,
      remark: '测试证件',
      ...overrides,
    }
  }

  it('pages the 40 seeded cards with masked ID numbers, some expired', async () => {
    const result = await page({ pageSize: 100 })
    expect(result.code).toBe(0)
    expect(result.data.total).toBe(40)
    for (const card of result.data.list) {
      expect(card.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/)
      expect(card.validFrom).toBeLessThanOrEqual(card.validTo)
    }
    const today = localMidnight(sandbox.clock.now())
    const expired = result.data.list.filter((card) => card.validTo < today)
    expect(expired.length).toBeGreaterThanOrEqual(5)
    expect((await page({ expired: 1 })).data.total).toBe(expired.length)
    expect((await page({ expired: 0 })).data.total).toBe(40 - expired.length)
    // get gives the whole number to the module's query permission.
    const first = result.data.list[0]
    const whole = (await get(first.id)).data
    expect(whole?.idNumber).toMatch(/^\d{17}[\dX]$/)
    expect(whole?.idNumber.slice(-4)).toBe(first.idNumber.slice(-4))
  })

  it('filters by holder, card number, type and status', async () => {
    const all = (await page({ pageSize: 100 })).data.list
    const sample = all[3]
    const byName = await page({ holderName: sample.holderName, pageSize: 100 })
    expect(byName.data.list.every((c) => c.holderName.includes(sample.holderName))).toBe(true)
    expect((await page({ cardNo: sample.cardNo })).data.list.map((c) => c.id)).toEqual([sample.id])
    const students = await page({ cardType: 2, pageSize: 100 })
    expect(students.data.total).toBe(all.filter((c) => c.cardType === 2).length)
    expect((await page({ status: 2 })).data.total).toBe(1)
    expect((await page({ cardType: 9 })).msg).toBe(
      '请求参数不正确:证件类型必须在指定范围 [1, 2, 3, 4, 5]',
    )
  })

  it('creates, reads, updates and deletes a card', async () => {
    const created = await create(body())
    expect(created.code).toBe(0)
    const id = created.data
    expect((await get(id)).data).toMatchObject({
      id,
      holderName: '陈老师',
      cardType: 5,
      cardNo: 'JS99990001',
      idNumber: validId(11),
      status: 0,
      remark: '测试证件',
    })
    expect(await update({ ...body({ holderName: '陈教授', status: 2 }), id })).toEqual({
      code: 0,
      data: true,
      msg: '',
    })
    expect((await get(id)).data).toMatchObject({ holderName: '陈教授', status: 2 })
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(id)).toMatchObject({ code: 1_040_003_000, msg: '优待证件不存在' })
    expect(await update({ ...body(), id })).toMatchObject({ msg: '优待证件不存在' })
  })

  it('keeps card numbers unique, with a Chinese message', async () => {
    const id = (await create(body({ cardNo: 'XS00000077' }))).data
    expect(await create(body({ cardNo: 'XS00000077' }))).toEqual({
      code: 1_040_003_001,
      data: null,
      msg: '证件号码「XS00000077」已存在，请核对后重新输入',
    })
    // Its own number is not a duplicate; another card's is.
    expect((await update({ ...body({ cardNo: 'XS00000077' }), id })).code).toBe(0)
    const seeded = (await page({})).data.list.find((c) => c.id !== id)!
    expect((await update({ ...body({ cardNo: seeded.cardNo }), id })).code).toBe(1_040_003_001)
    // Two creates of one new number at once: exactly one wins.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => create(body({ cardNo: 'XS00000099' }))),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
  })

  it('checks the ID number and the validity', async () => {
    expect(await create(body({ idNumber: '110101199003071234' }))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:请输入正确的身份证号码',
    })
    const today = localMidnight(sandbox.clock.now())
    expect(
      await create(body({ cardNo: 'JS1', validFrom: today, validTo: today - DAY })),
    ).toMatchObject({ code: 400, msg: '请求参数不正确:有效期开始日期不能晚于结束日期' })
    // One day (first day = last day) is a valid card.
    expect((await create(body({ cardNo: 'JS2', validFrom: today, validTo: today }))).code).toBe(0)
    expect(await create(body({ holderName: ' ' }))).toMatchObject({
      msg: '请求参数不正确:持证人姓名不能为空',
    })
    expect(await create(body({ validTo: undefined }))).toMatchObject({
      msg: '请求参数不正确:有效期结束日期不能为空',
    })
    expect(await create(body({ status: 5 }))).toMatchObject({
      msg: '请求参数不正确:使用状态必须在指定范围 [0, 1, 2]',
    })
  })

  it('exports an .xlsx with Chinese headers and masked ID numbers', async () => {
    const response = await exportFile({ cardType: 1 })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    expect(response.headers.get('content-disposition')).toContain('museum-card.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '编号',
      '持证人姓名',
      '证件类型',
      '证件号码',
      '身份证号码',
      '有效期开始',
      '有效期结束',
      '是否过期',
      '使用状态',
      '备注',
      '创建时间',
    ])
    const data = rows.slice(1)
    expect(data.length).toBe((await page({ cardType: 1 })).data.total)
    expect(data.length).toBeGreaterThan(0)
    for (const { cells } of data) {
      expect(cells[2]).toBe('老年证')
      expect(cells[4]).toMatch(/^\d{6}\*{8}[\dX]{4}$/)
      expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(['已过期', '有效']).toContain(cells[7])
    }
  })

  it('needs the ticket:card permissions', async () => {
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await get(1, staff.token)).toEqual(FORBIDDEN)
    await expectChangesForbidden(cards, staff.token, {
      create: body({ cardNo: 'JS3' }),
      update: { ...body(), id: 1 },
    })
  })
})
