import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, type Page } from './support/http'
import { bookingBody, dayAt, inject, type SlotItem } from './support/museum-booking'

const RESERVE_CLERK = { username: 'reserve', password: 'reserve123' }

describe('museum time slots: /museum/time-slot', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    inject<T>(sandbox, admin.token, method, path, body)
  const slotsOf = async (visitDate: number, token = admin.token) =>
    (
      await call<SlotItem[]>(sandbox, '/museum/time-slot/list-by-date', {
        query: { visitDate },
        token,
      })
    ).data
  const template = (startTime: string, endTime: string) => ({
    startTime,
    endTime,
    capacity: 50,
    teamCapacity: 20,
  })

  it('has the seeded days: four slots from 09:00 to 16:30, Mondays closed', async () => {
    const now = sandbox.clock.now()
    for (let offset = -3; offset <= 3; offset += 1) {
      const day = dayAt(now, offset)
      const slots = await slotsOf(day)
      if (new Date(day).getDay() === 1) expect(slots).toEqual([])
      else {
        expect(slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
          '09:00-10:30',
          '10:30-12:00',
          '13:00-14:30',
          '14:30-16:30',
        ])
      }
    }
  })

  it('generates slots for the chosen weekdays and skips days that have slots', async () => {
    const now = sandbox.clock.now()
    const beginDate = dayAt(now, 20)
    const endDate = dayAt(now, 33)
    const body = {
      beginDate,
      endDate,
      weekdays: [0, 6],
      slots: [template('09:00', '11:00'), template('13:00', '15:00')],
    }
    const created = await api<number>('POST', '/museum/time-slot/generate', body)
    expect(created.code, created.msg).toBe(0)
    // Two weeks hold four weekend days: two slots each.
    expect(created.data).toBe(8)
    expect((await api<number>('POST', '/museum/time-slot/generate', body)).data).toBe(0)
    const page = await call<Page<SlotItem>>(sandbox, '/museum/time-slot/page', {
      query: {
        pageSize: 100,
        visitDate: [`${fmt(beginDate)} 00:00:00`, `${fmt(endDate)} 23:59:59`],
      },
      token: admin.token,
    })
    expect(page.data.total).toBe(8)
    expect(page.data.list.every((s) => [0, 6].includes(new Date(s.visitDate).getDay()))).toBe(true)
    expect(
      (await api('POST', '/museum/time-slot/generate', { ...body, beginDate: dayAt(now, -1) })).msg,
    ).toBe('开始日期不能早于今天')
    expect(
      (
        await api('POST', '/museum/time-slot/generate', {
          ...body,
          slots: [template('09:00', '11:00'), template('10:00', '12:00')],
        })
      ).msg,
    ).toBe('请求参数不正确:场次模板的时间不能重叠')
  })

  it('keeps capacity at or above what is reserved, and deletes only empty slots', async () => {
    const visitDate = dayAt(sandbox.clock.now(), 2)
    const created = await api<number>('POST', '/museum/time-slot/create', {
      visitDate,
      ...template('18:00', '19:00'),
      capacity: 5,
      teamCapacity: 3,
    })
    const id = created.data
    expect(
      (await api('POST', '/museum/time-slot/create', { visitDate, ...template('18:00', '18:30') }))
        .msg,
    ).toBe('该日期已有 18:00 开始的场次')
    const booked = await api('POST', '/museum/reserve-personal/create', bookingBody(id, 3))
    expect(booked.code, booked.msg).toBe(0)
    const update = (patch: Record<string, unknown>) =>
      api('PUT', '/museum/time-slot/update', {
        id,
        startTime: '18:00',
        endTime: '19:00',
        capacity: 5,
        teamCapacity: 3,
        ...patch,
      })
    expect((await update({ capacity: 2 })).msg).toBe('个人名额不能少于已预约人数（3）')
    expect((await update({ capacity: 3 })).code).toBe(0)
    expect((await update({ startTime: '18:30' })).msg).toBe('该场次已有预约，不能修改时间')
    expect((await api('DELETE', `/museum/time-slot/delete?id=${id}`)).msg).toBe(
      '该场次已有预约，不能删除',
    )
    // The slot is full now (3 of 3): one more person is refused.
    expect((await api('POST', '/museum/reserve-personal/create', bookingBody(id))).msg).toBe(
      '该场次余票不足',
    )

    const empty = await api<number>('POST', '/museum/time-slot/create', {
      visitDate,
      ...template('19:00', '20:00'),
    })
    expect((await api('DELETE', `/museum/time-slot/delete?id=${empty.data}`)).code).toBe(0)
    expect((await slotsOf(visitDate)).map((s) => s.id)).not.toContain(empty.data)
  })

  it('opens the day picker to the reservation clerk (the booking permission is enough)', async () => {
    const clerk = await call<{ accessToken: string }>(sandbox, '/system/auth/login', {
      method: 'POST',
      json: RESERVE_CLERK,
    })
    expect(clerk.code, clerk.msg).toBe(0)
    const token = clerk.data.accessToken
    expect((await slotsOf(dayAt(sandbox.clock.now(), 2), token)).length).toBeGreaterThan(0)
  })
})

function fmt(ms: number): string {
  const d = new Date(ms)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`
}
