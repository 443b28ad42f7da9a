import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { idCheckChar } from '../../src/shared/wire/museum-fields'
import type { VolunteerItem, VolunteerSimpleItem } from '../../src/shared/wire/museum-volunteer'
import type {
  VolunteerServiceItem,
  VolunteerServiceSummaryItem,
} from '../../src/shared/wire/museum-volunteer-service'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, formatDateTime, STAFF } from './support/http'

const DAY = 86_400_000

function localMidnight(epochMs: number, offsetDays = 0): number {
  const d = new Date(epochMs)
  d.setHours(0, 0, 0, 0)
  d.setDate(d.getDate() + offsetDays)
  return d.getTime()
}

describe('volunteer service records: /museum/volunteer-service/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const volunteers = crudApi<VolunteerItem>(sandbox, '/museum/volunteer', admin)
  const services = crudApi<VolunteerServiceItem>(sandbox, '/museum/volunteer-service', admin)
  const { page, get, create, update, remove, exportFile } = services

  let seq = 500
  /** A new volunteer, approved unless `pass` is null (pending) or false (rejected). */
  async function newVolunteer(pass: boolean | null = true): Promise<number> {
    seq += 1
    const first17 = `11010519920101${String(seq).padStart(3, '0')}`
    const id = (
      await volunteers.create({
        name: `服务测试${seq}`,
        sex: 2,
        mobile: `1360000${String(seq).padStart(4, '0')}`,
        idNumber: `${first17}${idCheckChar(first17)}`,
        type: 2,
      })
    ).data
    if (pass !== null) {
      await call(sandbox, '/museum/volunteer/audit', {
        method: 'PUT',
        token: admin.token,
        json: pass ? { id, pass } : { id, pass, reason: '不符合要求' },
      })
    }
    return id
  }
  const hoursOf = async (volunteerId: number) =>
    (await volunteers.get(volunteerId)).data?.serviceHours
  const today = () => localMidnight(sandbox.clock.now())
  const record = (volunteerId: number, overrides: Record<string, unknown> = {}) => ({
    volunteerId,
    serviceDate: today() - DAY,
    startTime: '09:00',
    endTime: '11:30',
    post: '展厅讲解',
    ...overrides,
  })
  const summary = (query: Record<string, unknown>) =>
    call<VolunteerServiceSummaryItem[]>(sandbox, '/museum/volunteer-service/summary', {
      token: admin.token,
      query,
    })

  it('seeded volunteers: each one’s serviceHours is the sum of its records', async () => {
    const all = (await volunteers.page({ pageSize: 100 })).data.list
    const totals = (await summary({})).data
    expect(totals.length).toBeGreaterThan(30)
    for (const v of all) {
      const row = totals.find((t) => t.volunteerId === v.id)
      expect(v.serviceHours).toBe(row?.totalHours ?? 0)
      // Only approved and stopped volunteers ever served.
      if (row) expect([1, 3]).toContain(v.status)
    }
  })

  it('computes the hours from the times: 09:00-11:30 is 2.5 h, rounded to 0.1 h', async () => {
    const id = await newVolunteer()
    const created = await create(record(id))
    expect(created.code).toBe(0)
    expect((await get(created.data)).data).toMatchObject({
      volunteerId: id,
      volunteerName: expect.stringMatching(/^服务测试/),
      startTime: '09:00',
      endTime: '11:30',
      hours: 2.5,
      serviceDate: today() - DAY,
    })
    // 20 minutes is 0.333… h, kept as 0.3; the client cannot send its own hours.
    const short = await create(record(id, { startTime: '14:00', endTime: '14:20', hours: 99 }))
    expect((await get(short.data)).data?.hours).toBe(0.3)
    expect(await hoursOf(id)).toBe(2.8)
  })

  it('refuses an end that is not after the start, bad times and a future day', async () => {
    const id = await newVolunteer()
    expect(await create(record(id, { startTime: '11:00', endTime: '10:00' }))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:结束时间必须晚于开始时间',
    })
    expect((await create(record(id, { startTime: '10:00', endTime: '10:00' }))).msg).toBe(
      '请求参数不正确:结束时间必须晚于开始时间',
    )
    expect((await create(record(id, { startTime: '9:00' }))).msg).toBe(
      '请求参数不正确:开始时间格式应为 HH:mm',
    )
    expect((await create(record(id, { serviceDate: undefined }))).msg).toBe(
      '请求参数不正确:服务日期不能为空',
    )
    expect(await create(record(id, { serviceDate: today() + DAY }))).toMatchObject({
      code: 1_040_005_103,
      msg: '服务日期不能晚于今天',
    })
    expect((await create(record(id, { serviceDate: today() }))).code).toBe(0)
  })

  it('refuses overlapping times of one volunteer on one day', async () => {
    const id = await newVolunteer()
    const day = today() - 2 * DAY
    expect((await create(record(id, { serviceDate: day }))).code).toBe(0)
    expect(
      await create(record(id, { serviceDate: day, startTime: '11:00', endTime: '12:00' })),
    ).toMatchObject({
      code: 1_040_005_104,
      msg: '该志愿者当天 09:00-11:30 已有服务记录，服务时间不能重叠',
    })
    // Back to back is fine.
    const after = record(id, { serviceDate: day, startTime: '11:30', endTime: '12:00' })
    expect((await create(after)).code).toBe(0)
  })

  it('only approved volunteers get records, with their status as the reason', async () => {
    const pending = await newVolunteer(null)
    expect(await create(record(pending))).toMatchObject({
      code: 1_040_005_102,
      msg: '只能为已通过审核的志愿者登记服务记录，该志愿者当前为「待审核」',
    })
    const rejected = await newVolunteer(false)
    expect((await create(record(rejected))).msg).toBe(
      '只能为已通过审核的志愿者登记服务记录，该志愿者当前为「未通过」',
    )
    const stopped = await newVolunteer()
    const old = (await create(record(stopped))).data
    await call(sandbox, '/museum/volunteer/update-status', {
      method: 'PUT',
      token: admin.token,
      json: { id: stopped, status: 3 },
    })
    expect((await create(record(stopped, { serviceDate: today() }))).msg).toBe(
      '只能为已通过审核的志愿者登记服务记录，该志愿者当前为「已停用」',
    )
    // An old record of a volunteer stopped since can still be corrected.
    expect((await update({ ...record(stopped), id: old, endTime: '12:00' })).code).toBe(0)
    expect(await hoursOf(stopped)).toBe(3)
    expect((await create(record(999_999))).msg).toBe('志愿者不存在')
  })

  it('keeps serviceHours equal to the sum on update, move to another volunteer and delete', async () => {
    const a = await newVolunteer()
    const b = await newVolunteer()
    const first = (await create(record(a))).data
    const second = (await create(record(a, { serviceDate: today() - 3 * DAY }))).data
    expect(await hoursOf(a)).toBe(5)
    expect(
      (await update({ ...record(a), id: first, startTime: '08:30', endTime: '12:00' })).code,
    ).toBe(0)
    expect((await get(first)).data?.hours).toBe(3.5)
    expect(await hoursOf(a)).toBe(6)
    // Moving a record moves its hours.
    expect((await update({ ...record(b), id: second })).code).toBe(0)
    expect(await hoursOf(a)).toBe(3.5)
    expect(await hoursOf(b)).toBe(2.5)
    expect((await remove(first)).code).toBe(0)
    expect(await hoursOf(a)).toBe(0)
    expect(await remove(first)).toMatchObject({ code: 1_040_005_101, msg: '服务记录不存在' })
    expect((await update({ ...record(b), id: 999_999 })).msg).toBe('服务记录不存在')
  })

  it('20 parallel records for one volunteer: the total still equals the sum', async () => {
    const id = await newVolunteer()
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create(
          record(id, {
            serviceDate: today() - (i + 1) * DAY,
            startTime: '13:00',
            endTime: '14:30',
          }),
        ),
      ),
    )
    expect(results.every((r) => r.code === 0)).toBe(true)
    expect(await hoursOf(id)).toBe(30)
  })

  it('pages by volunteer and date range; summary totals per volunteer for the period', async () => {
    const id = await newVolunteer()
    await create(record(id, { serviceDate: today() - 10 * DAY }))
    await create(
      record(id, { serviceDate: today() - 11 * DAY, startTime: '13:30', endTime: '16:30' }),
    )
    await create(record(id, { serviceDate: today() - 40 * DAY }))
    const range = [
      formatDateTime(today() - 12 * DAY),
      formatDateTime(today() - 9 * DAY + DAY - 1000),
    ]
    const paged = await page({ volunteerId: id, serviceDate: range })
    expect(paged.data.total).toBe(2)
    expect(paged.data.list.map((r) => r.hours)).toEqual([2.5, 3])
    expect((await page({ volunteerId: id })).data.total).toBe(3)

    const totals = (await summary({ serviceDate: range })).data
    expect(totals.find((t) => t.volunteerId === id)).toMatchObject({
      totalHours: 5.5,
      recordCount: 2,
    })
    // Largest totals first.
    const hours = totals.map((t) => t.totalHours)
    expect(hours).toEqual([...hours].sort((x, y) => y - x))
    expect((await summary({ volunteerId: id })).data).toEqual([
      { volunteerId: id, volunteerName: expect.any(String), totalHours: 8, recordCount: 3 },
    ])
  })

  it('lists approved and stopped volunteers for the record form', async () => {
    const result = await call<VolunteerSimpleItem[]>(sandbox, '/museum/volunteer/list-all-simple', {
      token: admin.token,
    })
    expect(result.data.length).toBeGreaterThan(40)
    expect(result.data.every((v) => v.status === 1 || v.status === 3)).toBe(true)
  })

  it('exports the records as .xlsx', async () => {
    const response = await exportFile({})
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '记录编号',
      '志愿者',
      '服务日期',
      '开始时间',
      '结束时间',
      '服务时长(小时)',
      '服务岗位',
      '备注',
      '创建时间',
    ])
    expect(rows.length - 1).toBe((await page({})).data.total)
    expect(rows[1].cells[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('staff without volunteer:service permissions are refused', async () => {
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await create(record(1), staff.token)).toEqual(FORBIDDEN)
    expect(await update({ ...record(1), id: 1 }, staff.token)).toEqual(FORBIDDEN)
    expect(await remove(1, staff.token)).toEqual(FORBIDDEN)
    expect(
      await call(sandbox, '/museum/volunteer-service/summary', { token: staff.token }),
    ).toEqual(FORBIDDEN)
    expect(
      await call(sandbox, '/museum/volunteer/list-all-simple', { token: staff.token }),
    ).toEqual(FORBIDDEN)
  })
})
