import { describe, expect, it } from 'vitest'
import type { NotifyMessageItem } from '../contract/schemas'
import { useLogin, useSandbox } from './support/fixture'
import { expectLoginRequired, FORBIDDEN } from './support/guards'
import { ADMIN, call, formatDateTime, sandboxCall, STAFF, type Page } from './support/http'

describe('notify messages: /system/notify-message/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const myPage = (token: string, query: Record<string, unknown> = {}) =>
    call<Page<NotifyMessageItem>>(sandbox, '/system/notify-message/my-page', { token, query })
  const unreadCount = async (token: string) =>
    (await call<number>(sandbox, '/system/notify-message/get-unread-count', { token })).data
  const unreadList = (token: string, size?: number) =>
    call<NotifyMessageItem[]>(sandbox, '/system/notify-message/get-unread-list', {
      token,
      query: size === undefined ? {} : { size },
    })
  const send = (json: Record<string, unknown>) =>
    sandboxCall<number>(sandbox, '/sandbox/notify/send', { method: 'POST', json })

  it("my-page lists only the caller's messages, newest first, with the contract's fields", async () => {
    const mine = await myPage(staff.token)
    expect(mine.code).toBe(0)
    expect(mine.data.total).toBe(3)
    expect(mine.data.list.every((m) => m.userId === 2)).toBe(true)
    const times = mine.data.list.map((m) => m.createTime)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(mine.data.list[0]).toEqual({
      id: expect.any(Number),
      userId: 2,
      userType: 2,
      templateId: expect.any(Number),
      templateCode: 'refund_apply',
      templateNickname: '票务中心',
      templateContent: '订单 T202404010086 申请退票，请在 24 小时内处理。',
      templateType: 2,
      templateParams: {},
      readStatus: false,
      readTime: null,
      createTime: expect.any(Number),
    })
    const read = mine.data.list.find((m) => m.readStatus)
    expect(read?.readTime).toEqual(expect.any(Number))
  })

  it('my-page filters by readStatus and createTime', async () => {
    const unread = await myPage(admin.token, { readStatus: false })
    expect(unread.data.total).toBe(4)
    expect(unread.data.list.every((m) => !m.readStatus)).toBe(true)
    expect((await myPage(admin.token, { readStatus: true })).data.total).toBe(2)
    const now = sandbox.clock.now()
    const lastDay = [formatDateTime(now - 86_400_000), formatDateTime(now)]
    const recent = await myPage(admin.token, { createTime: lastDay })
    expect(recent.data.list.map((m) => m.templateCode)).toEqual([
      'reserve_quota_warning',
      'bpm_task_assigned',
    ])
    expect((await myPage(admin.token, { readStatus: 'maybe' })).code).toBe(400)
  })

  it('unread count and unread list (newest first, limited by size)', async () => {
    expect(await unreadCount(admin.token)).toBe(4)
    expect(await unreadCount(staff.token)).toBe(2)
    const list = await unreadList(admin.token, 2)
    expect(list.data.map((m) => m.templateCode)).toEqual([
      'reserve_quota_warning',
      'bpm_task_assigned',
    ])
    expect((await unreadList(admin.token)).data).toHaveLength(4)
    expect((await unreadList(admin.token, 0)).code).toBe(400)
  })

  it("update-read marks the caller's own messages only (ids=1&ids=2)", async () => {
    const adminUnread = (await unreadList(admin.token)).data.map((m) => m.id)
    const staffUnread = (await unreadList(staff.token)).data.map((m) => m.id)
    const result = await call(sandbox, '/system/notify-message/update-read', {
      method: 'PUT',
      token: staff.token,
      query: { ids: [...adminUnread.slice(0, 2), staffUnread[0]] },
      repeatArrays: true,
    })
    expect(result).toEqual({ code: 0, data: true, msg: '' })
    expect(await unreadCount(staff.token)).toBe(1)
    expect(await unreadCount(admin.token)).toBe(4)
    const marked = (await myPage(staff.token)).data.list.find((m) => m.id === staffUnread[0])
    expect(marked).toMatchObject({ readStatus: true, readTime: expect.any(Number) })
    const missing = await call(sandbox, '/system/notify-message/update-read', {
      method: 'PUT',
      token: staff.token,
    })
    expect(missing).toMatchObject({ code: 400, msg: '请求参数不正确:编号列表不能为空' })
  })

  it('update-all-read clears the unread count of the caller only', async () => {
    expect(
      await call(sandbox, '/system/notify-message/update-all-read', {
        method: 'PUT',
        token: staff.token,
      }),
    ).toEqual({ code: 0, data: true, msg: '' })
    expect(await unreadCount(staff.token)).toBe(0)
    expect(await unreadCount(admin.token)).toBe(4)
  })

  it('/sandbox/notify/send delivers a new unread message', async () => {
    const sent = await send({
      username: 'staff',
      content: '明日闭馆，请通知游客。',
      templateNickname: '办公室',
      templateType: 1,
    })
    expect(sent.code).toBe(0)
    expect(await unreadCount(staff.token)).toBe(1)
    const newest = (await unreadList(staff.token)).data[0]
    expect(newest).toMatchObject({
      id: sent.data,
      templateContent: '明日闭馆，请通知游客。',
      templateNickname: '办公室',
      templateType: 1,
      readStatus: false,
    })
    expect((await send({ username: 'ghost', content: 'x' })).code).toBe(404)
    expect((await send({ username: 'staff', content: '' })).code).toBe(400)
  })

  it('the admin page needs system:notify-message:query and filters by user', async () => {
    const all = await call<Page<NotifyMessageItem>>(sandbox, '/system/notify-message/page', {
      token: admin.token,
      query: { pageSize: 100 },
    })
    expect(all.data.total).toBe(10)
    const staffOnly = await call<Page<NotifyMessageItem>>(sandbox, '/system/notify-message/page', {
      token: admin.token,
      query: { userId: 2, templateType: 1 },
    })
    expect(staffOnly.data.list.every((m) => m.userId === 2 && m.templateType === 1)).toBe(true)
    expect(staffOnly.data.total).toBe(2)
    expect(await call(sandbox, '/system/notify-message/page', { token: staff.token })).toEqual(
      FORBIDDEN,
    )
  })

  it('every endpoint needs a login', async () => {
    const reads = ['my-page', 'get-unread-count', 'get-unread-list', 'page']
    const writes = ['update-read?ids=1', 'update-all-read']
    await expectLoginRequired(sandbox, [
      ...reads.map((path) => ({ path: `/system/notify-message/${path}` })),
      ...writes.map((path) => ({ path: `/system/notify-message/${path}`, method: 'PUT' as const })),
    ])
  })
})
