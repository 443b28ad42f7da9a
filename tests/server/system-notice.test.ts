import { describe, expect, it } from 'vitest'
import { NOTICE_SEEDS } from '../../host-sandbox/api/src/db/seed/system-content'
import type { NoticeItem } from '../../src/shared/wire/notice'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF } from './support/http'

describe('notices: /system/notice/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const notices = crudApi<NoticeItem>(sandbox, '/system/notice', admin)
  const { page, get, create, update, remove } = notices

  const body = (overrides: Record<string, unknown> = {}) => ({
    title: '关于调整闭馆时间的通知',
    type: 1,
    content: '<p>本周一<strong>闭馆</strong>维护。</p>',
    status: 0,
    ...overrides,
  })

  it('pages the seeded notices newest first, filtered by title and status', async () => {
    const all = await page({ pageSize: 100 })
    expect(all.data.total).toBe(NOTICE_SEEDS.length)
    expect(all.data.list[0]).toEqual({
      id: expect.any(Number),
      title: '春节开馆时间调整（草稿）',
      type: 2,
      content: expect.stringContaining('<p>'),
      status: 1,
      createTime: expect.any(Number),
    })
    expect((await page({ title: '志愿者' })).data.list.map((n) => n.title)).toEqual([
      '志愿者培训安排',
    ])
    const closed = NOTICE_SEEDS.filter((n) => n.status === 1).length
    expect((await page({ status: 1 })).data.total).toBe(closed)
  })

  it('creates, reads, updates and deletes a notice', async () => {
    const id = (await create(body())).data
    expect((await get(id)).data).toMatchObject({ id, ...body() })
    expect(
      (await update({ ...body({ title: '闭馆通知（更正）', type: 2, status: 1 }), id })).code,
    ).toBe(0)
    expect((await get(id)).data).toMatchObject({ title: '闭馆通知（更正）', type: 2, status: 1 })
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(id)).toEqual({ code: 1_002_008_001, data: null, msg: '当前通知公告不存在' })
    expect((await update({ ...body(), id })).msg).toBe('当前通知公告不存在')
  })

  it('stores the content cleaned, and refuses one that shows nothing', async () => {
    const id = (
      await create(
        body({
          content: '<p onclick="steal()">你好<script>alert(1)</script><img src="javascript:x"></p>',
        }),
      )
    ).data
    const stored = (await get(id)).data?.content ?? ''
    expect(stored).toContain('你好')
    expect(stored).not.toMatch(/script|onclick|javascript/)
    for (const content of ['', '<p><br></p>', '<script>alert(1)</script>']) {
      expect(await create(body({ content }))).toEqual({
        code: 1_002_008_002,
        data: null,
        msg: '公告内容不能为空',
      })
    }
    expect((await update({ ...body({ content: '<p> </p>' }), id })).msg).toBe('公告内容不能为空')
    expect((await get(id)).data?.content).toBe(stored)
  })

  it('checks the body with Chinese messages', async () => {
    expect((await create(body({ title: '' }))).msg).toBe('请求参数不正确:公告标题不能为空')
    expect((await create(body({ title: '长'.repeat(51) }))).msg).toBe(
      '请求参数不正确:公告标题长度不能超过 50 个字符',
    )
    expect((await create(body({ type: 9 }))).msg).toBe(
      '请求参数不正确:公告类型必须在指定范围 [1, 2]',
    )
    expect((await create(body({ status: undefined }))).msg).toBe('请求参数不正确:状态不能为空')
  })

  it('needs the system:notice permissions', async () => {
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await get(1, staff.token)).toEqual(FORBIDDEN)
    expect(await create(body(), staff.token)).toEqual(FORBIDDEN)
    expect(await update({ ...body(), id: 1 }, staff.token)).toEqual(FORBIDDEN)
    expect(await remove(1, staff.token)).toEqual(FORBIDDEN)
  })
})
