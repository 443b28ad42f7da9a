import { describe, expect, it } from 'vitest'
import type { ActivityItem } from '../../src/shared/wire/museum-activity'
import { bannerPng } from '../../host-sandbox/api/src/db/seed/museum/cover-image'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF, type Page } from './support/http'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const VOLADMIN = { username: 'voladmin', password: 'voladmin123' }

describe('activities: /museum/activity/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const voladmin = useLogin(sandbox, VOLADMIN)
  const api = crudApi<ActivityItem>(sandbox, '/museum/activity', admin)

  /** A valid body: sign-up open now for a week, the activity the day after. */
  const body = (overrides: Record<string, unknown> = {}) => {
    const now = sandbox.clock.now()
    return {
      title: '周末亲子研学',
      type: 2,
      location: '研学教室',
      suitableCrowd: '亲子家庭',
      cost: 0,
      startTime: now + 8 * DAY,
      endTime: now + 8 * DAY + 2 * HOUR,
      signStartTime: now - HOUR,
      signEndTime: now + 7 * DAY,
      limitCount: 30,
      content: '<p>带孩子走进历史</p>',
      ...overrides,
    }
  }

  const upload = async (content: Buffer | string, name: string) => {
    const form = new FormData()
    form.append(
      'file',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
      name,
    )
    const response = await rawCall(sandbox.apiUrl, '/infra/file/upload', {
      method: 'POST',
      token: admin.token,
      body: form,
    })
    return ((await response.json()) as { data: string }).data
  }

  const updateStatus = (id: number, status: number, token = admin.token) =>
    call(sandbox, '/museum/activity/update-status', {
      method: 'PUT',
      token,
      json: { id, status },
    })

  it('pages the 12 seeded activities, newest start first, with covers that are images', async () => {
    const page = await api.page({ pageSize: 100 })
    expect(page.code).toBe(0)
    expect(page.data.total).toBe(12)
    const starts = page.data.list.map((a) => a.startTime)
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
    const statuses = new Set(page.data.list.map((a) => a.status))
    expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4])
    // One open activity has a single place left.
    expect(page.data.list.some((a) => a.status === 1 && a.limitCount - a.signedCount === 1)).toBe(
      true,
    )
    const cover = page.data.list[0].cover!
    expect(cover.startsWith(`${sandbox.apiUrl}/infra/file/4/get/`)).toBe(true)
    const image = await fetch(cover)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect((await api.page({ title: '研学', pageSize: 100 })).data.list.length).toBeGreaterThan(0)
    expect((await api.page({ status: 4 })).data.total).toBe(1)
    expect((await api.page({ type: 3, pageSize: 100 })).data.list.every((a) => a.type === 3)).toBe(
      true,
    )
  })

  it('creates, reads and updates an activity; the content is stored sanitised', async () => {
    const created = await api.create(
      body({
        content:
          '<p onclick="steal()">活动介绍<script>alert(1)</script><a href="javascript:alert(2)">链接</a></p>',
      }),
    )
    expect(created.code).toBe(0)
    const item = (await api.get(created.data)).data!
    expect(item).toMatchObject({
      title: '周末亲子研学',
      type: 2,
      cover: null,
      cost: 0,
      price: 0,
      limitCount: 30,
      signedCount: 0,
      status: 0,
    })
    expect(item.content).toContain('活动介绍')
    expect(item.content).not.toMatch(/script|onclick|javascript:/i)

    // A free activity keeps no price, whatever the form still held.
    expect(
      (await api.update({ ...body({ price: 1999 }), id: created.data, title: '亲子研学' })).code,
    ).toBe(0)
    expect((await api.get(created.data)).data).toMatchObject({ title: '亲子研学', price: 0 })
  })

  it('refuses times out of order, a limit below 1 and a paid activity without a price', async () => {
    const now = sandbox.clock.now()
    const refused = async (overrides: Record<string, unknown>) =>
      (await api.create(body(overrides))).msg
    expect(await refused({ endTime: now + 7 * DAY })).toBe(
      '请求参数不正确:活动结束时间不能早于开始时间',
    )
    expect(await refused({ signStartTime: now + 7 * DAY + HOUR })).toBe(
      '请求参数不正确:报名结束时间不能早于报名开始时间',
    )
    expect(await refused({ signEndTime: now + 9 * DAY })).toBe(
      '请求参数不正确:报名结束时间不能晚于活动结束时间',
    )
    expect(await refused({ limitCount: 0 })).toBe('请求参数不正确:人数上限不能小于 1')
    expect(await refused({ cost: 1 })).toBe('请求参数不正确:收费活动的价格必须大于 0')
    expect(await refused({ cost: 1, price: 0 })).toBe('请求参数不正确:收费活动的价格必须大于 0')
    expect(await refused({ title: ' ' })).toBe('请求参数不正确:活动标题不能为空')
    expect(await refused({ type: 9 })).toBe('请求参数不正确:活动类型必须在指定范围 [1, 2, 3, 4]')

    const paid = await api.create(body({ cost: 1, price: 1999 }))
    expect(paid.code).toBe(0)
    expect((await api.get(paid.data)).data).toMatchObject({ cost: 1, price: 1999 })
  })

  it('takes as cover only a raster image this server stored', async () => {
    const png = await upload(bannerPng([10, 20, 30], [200, 100, 50], 16, 9), 'cover.png')
    const created = await api.create(body({ cover: png }))
    expect(created.code).toBe(0)
    expect((await api.get(created.data)).data!.cover).toBe(png)

    const svg = await upload('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'cover.svg')
    expect((await api.create(body({ cover: svg }))).msg).toBe(
      '活动封面必须是 PNG、JPG、GIF 或 WebP 图片',
    )
    const foreign = png.replace(sandbox.origin, 'https://images.example.com')
    expect((await api.create(body({ cover: foreign }))).msg).toBe(
      '活动封面必须是通过本系统上传的图片',
    )
    const missing = png.replace(/[0-9a-f]{24}\.png$/, 'aaaaaaaaaaaaaaaaaaaaaaaa.png')
    expect((await api.create(body({ cover: missing }))).msg).toBe(
      '活动封面必须是通过本系统上传的图片',
    )
  })

  it('moves the status only along its transitions, with the reason in Chinese', async () => {
    const id = (await api.create(body())).data
    expect((await updateStatus(id, 3)).msg).toBe('活动当前为「未开始」，不能改为「已结束」')
    expect((await updateStatus(id, 1)).code).toBe(0)
    expect((await updateStatus(id, 0)).msg).toBe('活动当前为「报名中」，不能改为「未开始」')
    expect((await updateStatus(id, 2)).code).toBe(0)
    expect((await updateStatus(id, 3)).code).toBe(0)
    expect((await updateStatus(id, 4)).msg).toBe('活动当前为「已结束」，不能改为「已取消」')
    expect((await api.get(id)).data!.status).toBe(3)
  })

  it('keeps the limit above the persons signed up and deletes only activities without sign-ups', async () => {
    const id = (await api.create(body({ limitCount: 5 }))).data
    const signUp = await call(sandbox, '/museum/activity-sign/create', {
      method: 'POST',
      token: admin.token,
      json: {
        activityId: id,
        name: '张三',
        mobile: '17012345678',
        idNumber: '11010519491231002X',
        personCount: 3,
      },
    })
    expect(signUp.code).toBe(0)
    expect((await api.update({ ...body(), id, limitCount: 2 })).msg).toBe(
      '人数上限不能小于已报名人数（3 人）',
    )
    expect((await api.update({ ...body(), id, limitCount: 3 })).code).toBe(0)
    expect((await api.remove(id)).msg).toBe('活动已有报名记录，不能删除')

    const empty = (await api.create(body())).data
    expect((await api.remove(empty)).code).toBe(0)
    expect((await api.get(empty)).data).toBeNull()
  })

  it('cancelling an activity cancels its waiting sign-ups and frees their places', async () => {
    const id = (await api.create(body({ status: 1 }))).data
    const signUp = await call<number>(sandbox, '/museum/activity-sign/create', {
      method: 'POST',
      token: admin.token,
      json: {
        activityId: id,
        name: '李四',
        mobile: '17112345678',
        idNumber: '110101199003074530',
        personCount: 2,
      },
    })
    expect(signUp.code).toBe(0)
    expect((await updateStatus(id, 4)).code).toBe(0)
    expect((await api.get(id)).data).toMatchObject({ status: 4, signedCount: 0 })
    const signs = await call<Page<{ status: number }>>(sandbox, '/museum/activity-sign/page', {
      token: admin.token,
      query: { activityId: id },
    })
    expect(signs.data.list.map((s) => s.status)).toEqual([2])
  })

  it('checks permissions: staff may not read or change, the activity admin may', async () => {
    expect(await api.page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await api.create(body(), staff.token)).toEqual(FORBIDDEN)
    expect(await updateStatus(1, 4, staff.token)).toEqual(FORBIDDEN)
    expect(await api.remove(12, staff.token)).toEqual(FORBIDDEN)
    expect(await call(sandbox, '/museum/activity/list-all-simple', { token: staff.token })).toEqual(
      FORBIDDEN,
    )

    expect((await api.page({}, voladmin.token)).code).toBe(0)
    expect((await api.create(body(), voladmin.token)).code).toBe(0)
    const simple = await call<Array<{ id: number; title: string }>>(
      sandbox,
      '/museum/activity/list-all-simple',
      { token: voladmin.token },
    )
    expect(simple.data.length).toBeGreaterThan(12)
  })
})
