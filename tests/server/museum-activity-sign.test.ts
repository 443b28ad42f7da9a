import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import type { ActivityItem } from '../../src/shared/wire/museum-activity'
import type { ActivitySignItem } from '../../src/shared/wire/museum-activity-sign'
import { idCheckChar } from '../../src/shared/wire/museum-fields'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF, type Page } from './support/http'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const VOLADMIN = { username: 'voladmin', password: 'voladmin123' }

/** The n-th made-up resident ID number (valid check character, born 1990-03-07). */
const idNo = (n: number) => {
  const first17 = `11010119900307${String(n).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}

describe('activity sign-ups: /museum/activity-sign/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const voladmin = useLogin(sandbox, VOLADMIN)

  const createActivity = async (overrides: Record<string, unknown> = {}) => {
    const now = sandbox.clock.now()
    const result = await call<number>(sandbox, '/museum/activity/create', {
      method: 'POST',
      token: admin.token,
      json: {
        title: '讲解员体验课',
        type: 2,
        cost: 0,
        startTime: now + 3 * DAY,
        endTime: now + 3 * DAY + 2 * HOUR,
        signStartTime: now - HOUR,
        signEndTime: now + 2 * DAY,
        limitCount: 5,
        status: 1,
        ...overrides,
      },
    })
    expect(result.code).toBe(0)
    return result.data
  }
  const activity = async (id: number) =>
    (
      await call<ActivityItem>(sandbox, '/museum/activity/get', {
        token: admin.token,
        query: { id },
      })
    ).data
  const signUp = (
    activityId: number,
    n: number,
    extra: Record<string, unknown> = {},
    token = admin.token,
  ) =>
    call<number>(sandbox, '/museum/activity-sign/create', {
      method: 'POST',
      token,
      json: {
        activityId,
        name: `观众${n}`,
        mobile: `170${String(n).padStart(8, '0')}`,
        idNumber: idNo(n),
        personCount: 1,
        ...extra,
      },
    })
  const act = (action: string, json: Record<string, unknown>, token = admin.token) =>
    call(sandbox, `/museum/activity-sign/${action}`, { method: 'PUT', token, json })
  const page = (query: Record<string, unknown>, token = admin.token) =>
    call<Page<ActivitySignItem>>(sandbox, '/museum/activity-sign/page', { token, query })

  it('20 parallel sign-ups for 5 places: exactly 5 succeed, the rest are told 报名人数已满', async () => {
    const id = await createActivity({ limitCount: 5 })
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(id, 100 + i)))
    const won = results.filter((r) => r.code === 0)
    expect(won).toHaveLength(5)
    expect(results.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual(
      Array(15).fill('报名人数已满'),
    )
    expect(await activity(id)).toMatchObject({ limitCount: 5, signedCount: 5 })
    expect((await page({ activityId: id })).data.total).toBe(5)
  })

  it('a sign-up for more persons than are left names what is left; cancelling returns the places', async () => {
    const id = await createActivity({ limitCount: 3 })
    const first = await signUp(id, 200, { personCount: 2 })
    expect(first.code).toBe(0)
    expect((await signUp(id, 201, { personCount: 2 })).msg).toBe('报名人数已满，仅剩 1 个名额')
    expect((await act('cancel', { id: first.data })).code).toBe(0)
    expect((await activity(id)).signedCount).toBe(0)
    // The same ID number may sign up again once its sign-up is cancelled.
    expect((await signUp(id, 200, { personCount: 3 })).code).toBe(0)
    expect((await activity(id)).signedCount).toBe(3)
    expect((await signUp(id, 202)).msg).toBe('报名人数已满')
  })

  it('refuses outside the sign-up window, on cancelled or ended activities and a second sign-up of one ID', async () => {
    const now = sandbox.clock.now()
    const later = await createActivity({ signStartTime: now + DAY, status: 0 })
    expect((await signUp(later, 300)).msg).toBe('不在报名时间内')
    const closed = await createActivity({ signStartTime: now - 2 * DAY, signEndTime: now - DAY })
    expect((await signUp(closed, 300)).msg).toBe('不在报名时间内')

    const id = await createActivity()
    expect((await signUp(id, 301)).code).toBe(0)
    expect((await signUp(id, 301, { name: '换个名字' })).msg).toBe('该身份证号已报名此活动')

    const cancelled = await createActivity()
    await call(sandbox, '/museum/activity/update-status', {
      method: 'PUT',
      token: admin.token,
      json: { id: cancelled, status: 4 },
    })
    expect((await signUp(cancelled, 302)).msg).toBe('活动已取消，不能报名')
    expect((await signUp(999_999, 302)).msg).toBe('活动不存在')
  })

  it('validates the person: mobile, GB 11643 ID number, at least one person', async () => {
    const id = await createActivity()
    expect((await signUp(id, 400, { mobile: '12345678901' })).msg).toBe(
      '请求参数不正确:请输入正确的手机号码',
    )
    const badCheck = idNo(400).slice(0, 17) + (idNo(400).endsWith('0') ? '1' : '0')
    expect((await signUp(id, 400, { idNumber: badCheck })).msg).toBe(
      '请求参数不正确:请输入正确的身份证号码',
    )
    expect((await signUp(id, 400, { personCount: 0 })).msg).toBe(
      '请求参数不正确:报名人数不能小于 1',
    )
    expect((await signUp(id, 400, { personCount: 50 })).msg).toMatch(/^报名人数超出限制/)
    expect((await signUp(id, 400, { name: '' })).msg).toBe('请求参数不正确:姓名不能为空')
  })

  it('moves a sign-up only along its transitions, each wrong move refused with a reason', async () => {
    const id = await createActivity({ limitCount: 10 })
    const a = (await signUp(id, 500, { personCount: 2 })).data
    expect((await act('sign-in', { id: a })).msg).toBe('报名当前为「待审核」，不能签到')
    expect((await act('audit', { id: a, pass: true })).code).toBe(0)
    expect((await act('audit', { id: a, pass: false })).msg).toBe(
      '报名当前为「报名成功」，不能审核',
    )
    expect((await act('sign-in', { id: a })).code).toBe(0)
    expect((await act('cancel', { id: a })).msg).toBe('报名当前为「已签到」，不能取消')
    const signedIn = (
      await call<ActivitySignItem>(sandbox, '/museum/activity-sign/get', {
        token: admin.token,
        query: { id: a },
      })
    ).data
    expect(signedIn.status).toBe(3)
    expect(signedIn.signInTime).toBeGreaterThan(0)
    // 已签到 keeps its places.
    expect((await activity(id)).signedCount).toBe(2)

    const b = (await signUp(id, 501, { personCount: 3 })).data
    expect((await act('audit', { id: b, pass: false })).code).toBe(0)
    expect((await activity(id)).signedCount).toBe(2)
    expect((await act('cancel', { id: b })).msg).toBe('报名当前为「未通过」，不能取消')
    expect((await act('sign-in', { id: 999_999 })).msg).toBe('报名记录不存在')

    // Two cancels of one sign-up at once: one succeeds, the places return once.
    const c = (await signUp(id, 502, { personCount: 3 })).data
    const both = await Promise.all([act('cancel', { id: c }), act('cancel', { id: c })])
    expect(both.filter((r) => r.code === 0)).toHaveLength(1)
    expect((await activity(id)).signedCount).toBe(2)
  })

  it('masks mobiles and ID numbers in the list and the export, whole only in get', async () => {
    const id = await createActivity({ title: '导出测试活动' })
    const signId = (await signUp(id, 600)).data
    const row = (await page({ activityId: id })).data.list[0]
    expect(row).toMatchObject({
      id: signId,
      activityId: id,
      activityTitle: '导出测试活动',
      name: '观众600',
      mobile: '170****0600',
      idNumber: `110101********${idNo(600).slice(14)}`,
      personCount: 1,
      status: 0,
      signInTime: null,
    })
    const whole = await call<ActivitySignItem>(sandbox, '/museum/activity-sign/get', {
      token: admin.token,
      query: { id: signId },
    })
    expect(whole.data).toMatchObject({ mobile: '17000000600', idNumber: idNo(600) })
    expect((await page({ name: '观众60', activityId: id })).data.total).toBe(1)
    expect((await page({ status: 1, activityId: id })).data.total).toBe(0)

    const response = await rawCall(sandbox.apiUrl, '/museum/activity-sign/export', {
      token: admin.token,
      query: { activityId: id },
    })
    expect(response.headers.get('content-disposition')).toContain('activity-sign.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '报名编号',
      '活动',
      '姓名',
      '手机号码',
      '身份证号码',
      '报名人数',
      '状态',
      '签到时间',
      '报名时间',
    ])
    expect(rows[1].cells.slice(1, 7)).toEqual([
      '导出测试活动',
      '观众600',
      '170****0600',
      `110101********${idNo(600).slice(14)}`,
      '1',
      '待审核',
    ])
  })

  it('checks every permission', async () => {
    const id = await createActivity()
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await signUp(id, 700, {}, staff.token)).toEqual(FORBIDDEN)
    expect(await act('audit', { id: 1, pass: true }, staff.token)).toEqual(FORBIDDEN)
    expect(await act('cancel', { id: 1 }, staff.token)).toEqual(FORBIDDEN)
    expect(await act('sign-in', { id: 1 }, staff.token)).toEqual(FORBIDDEN)
    const exported = await rawCall(sandbox.apiUrl, '/museum/activity-sign/export', {
      token: staff.token,
    })
    expect(await exported.json()).toEqual(FORBIDDEN)

    const signId = (await signUp(id, 701, {}, voladmin.token)).data
    expect((await act('audit', { id: signId, pass: true }, voladmin.token)).code).toBe(0)
    expect((await act('sign-in', { id: signId }, voladmin.token)).code).toBe(0)
  })

  it('seeds sign-ups whose persons add up to each activity’s signedCount', async () => {
    const activities = await call<Page<ActivityItem>>(sandbox, '/museum/activity/page', {
      token: admin.token,
      query: { pageSize: 12, title: '家书' },
    })
    const seeded = activities.data.list[0]
    const signs = await page({ activityId: seeded.id, pageSize: 100 })
    const held = signs.data.list
      .filter((s) => [0, 1, 3].includes(s.status))
      .reduce((sum, s) => sum + s.personCount, 0)
    expect(held).toBe(seeded.signedCount)
    expect(signs.data.list.some((s) => s.status === 0)).toBe(true)
  })
})
