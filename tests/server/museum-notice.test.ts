import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { MuseumNoticeItem, MuseumReserveNoticeItem } from '../../src/shared/wire/museum-notice'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectLoginRequired, FORBIDDEN } from './support/guards'
import { ADMIN, call } from './support/http'

const RESERVE_CLERK = { username: 'reserve', password: 'reserve123' }
const GATE_CLERK = { username: 'gate', password: 'gate123' }

/** What an attacker pastes into the editor: the formatting must stay, the rest must go. */
const DIRTY =
  '<p><strong>本周一闭馆</strong>，敬请谅解。</p>' +
  '<img src=x onerror=alert(1)><script>alert(document.cookie)</script>' +
  '<p onclick="alert(1)" style="position:fixed">请<a href="javascript:alert(1)">点击</a>查看</p>' +
  '<iframe src="https://evil.example"></iframe>'
const CLEAN =
  '<p><strong>本周一闭馆</strong>，敬请谅解。</p>' +
  '<p>请<a target="_blank" rel="noopener noreferrer nofollow">点击</a>查看</p>'

function expectNothingRunnable(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i)
}

describe('museum notices: /museum/notice/* and /museum/reserve-notice/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const clerk = useLogin(sandbox, RESERVE_CLERK)
  const gate = useLogin(sandbox, GATE_CLERK)
  const notices = crudApi<MuseumNoticeItem>(sandbox, '/museum/notice', admin)
  const reserveNotices = crudApi<MuseumReserveNoticeItem>(sandbox, '/museum/reserve-notice', admin)
  const put = (path: string, id: number, token = admin.token) =>
    call(sandbox, path, { method: 'PUT', token, json: { id } })

  it('seeds believable notices, newest first, and reservation notices in their order', async () => {
    const page = await notices.page({ pageSize: 100 })
    expect(page.code).toBe(0)
    expect(page.data.total).toBe(4)
    const titles = page.data.list.map((n) => n.title)
    expect(titles).toContain('关于周一例行闭馆的公告')
    expect(titles).toContain('「烽火记忆」专题展览开幕公告')
    for (const notice of page.data.list) expectNothingRunnable(notice.content)
    const published = await notices.page({ status: 0 })
    expect(published.data.list.every((n) => n.status === 0 && n.publishTime !== null)).toBe(true)
    expect((await notices.page({ type: 1 })).data.total).toBe(2)
    const byTitle = (await notices.page({ title: '闭馆' })).data.list.map((n) => n.title)
    expect(byTitle.sort()).toEqual(['关于周一例行闭馆的公告', '馆内设备检修临时闭馆公告'].sort())

    const reserve = await reserveNotices.page({ pageSize: 100 })
    expect(reserve.data.list.map((n) => [n.title, n.type, n.status])).toEqual([
      ['个人预约须知', 1, 1],
      ['团队预约须知', 2, 1],
      ['活动报名须知', 3, 1],
      ['春节假期预约须知', 1, 0],
    ])
    expect((await reserveNotices.page({ status: 0 })).data.total).toBe(1)
  })

  it('stores a new announcement cleaned and unpublished', async () => {
    const created = await notices.create({ title: '  临时闭馆公告 ', type: 1, content: DIRTY })
    expect(created.code).toBe(0)
    const item = (await notices.get(created.data)).data!
    expect(item).toMatchObject({ title: '临时闭馆公告', type: 1, status: 1, publishTime: null })
    expect(item.content).toBe(CLEAN)
    expectNothingRunnable(item.content)
  })

  it('cleans the content of an update too', async () => {
    const { data: id } = await notices.create({
      title: '展览公告',
      type: 2,
      content: '<p>初稿</p>',
    })
    const updated = await notices.update({
      id,
      title: '展览公告（修订）',
      type: 2,
      content: `<h2>开幕</h2>${DIRTY}<svg onload=alert(1)></svg>`,
    })
    expect(updated).toMatchObject({ code: 0, data: true })
    const item = (await notices.get(id)).data!
    expect(item.title).toBe('展览公告（修订）')
    expect(item.content).toBe(`<h2>开幕</h2>${CLEAN}`)

    const { data: noticeId } = await reserveNotices.create({
      title: '老年人预约须知',
      type: 1,
      sort: 5,
      content: '<p>请携带身份证</p>',
    })
    await reserveNotices.update({
      id: noticeId,
      title: '老年人预约须知',
      type: 1,
      sort: 6,
      content: DIRTY,
    })
    const reserveItem = (await reserveNotices.get(noticeId)).data!
    expect(reserveItem).toMatchObject({ status: 0, sort: 6, content: CLEAN })
  })

  it('refuses a content that is empty once cleaned, keeping what was stored', async () => {
    const before = (await notices.page({})).data.total
    for (const content of [
      '<script>alert(1)</script>',
      '<p></p><p>&nbsp;</p>',
      '<img src=x onerror=alert(1)>',
    ])
      expect(await notices.create({ title: '空公告', type: 1, content })).toMatchObject({
        code: 1_040_004_020,
        msg: '内容不能为空',
      })
    expect(await notices.create({ title: '空公告', type: 1, content: '' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:内容不能为空',
    })
    expect((await notices.page({})).data.total).toBe(before)

    const { data: id } = await reserveNotices.create({
      title: '须知',
      type: 2,
      sort: 9,
      content: '<p>原文</p>',
    })
    expect(
      await reserveNotices.update({
        id,
        title: '须知',
        type: 2,
        sort: 9,
        content: '<style>p{}</style>',
      }),
    ).toMatchObject({ code: 1_040_004_020, msg: '内容不能为空' })
    expect((await reserveNotices.get(id)).data!.content).toBe('<p>原文</p>')
  })

  it('publishes and withdraws an announcement along notice_status', async () => {
    const { data: id } = await notices.create({
      title: '端午开放公告',
      type: 1,
      content: '<p>正常开放</p>',
    })
    const before = sandbox.clock.now()
    expect(await put('/museum/notice/publish', id)).toMatchObject({ code: 0, data: true })
    const published = (await notices.get(id)).data!
    expect(published.status).toBe(0)
    expect(published.publishTime).toBeGreaterThanOrEqual(before)
    expect(published.publishTime).toBeLessThanOrEqual(sandbox.clock.now())
    expect(await put('/museum/notice/publish', id)).toMatchObject({
      code: 1_040_004_001,
      msg: '公告已发布',
    })
    expect(await notices.remove(id)).toMatchObject({
      code: 1_040_004_003,
      msg: '已发布的公告不能删除，请先撤回',
    })

    expect(await put('/museum/notice/withdraw', id)).toMatchObject({ code: 0, data: true })
    const withdrawn = (await notices.get(id)).data!
    expect(withdrawn.status).toBe(1)
    // The last publication stays on record.
    expect(withdrawn.publishTime).toBe(published.publishTime)
    expect(await put('/museum/notice/withdraw', id)).toMatchObject({
      code: 1_040_004_002,
      msg: '公告未发布，无需撤回',
    })

    // Published again later: a new publish time.
    sandbox.clock.advance(60_000)
    await put('/museum/notice/publish', id)
    expect((await notices.get(id)).data!.publishTime).toBeGreaterThan(published.publishTime!)
    await put('/museum/notice/withdraw', id)
    expect(await notices.remove(id)).toMatchObject({ code: 0, data: true })
    expect((await notices.get(id)).data).toBeNull()
    expect(await put('/museum/notice/publish', id)).toMatchObject({
      code: 1_040_004_000,
      msg: '公告不存在',
    })
  })

  it('lets exactly one of two simultaneous publishes win', async () => {
    const { data: id } = await notices.create({
      title: '并发公告',
      type: 2,
      content: '<p>内容</p>',
    })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => put('/museum/notice/publish', id)),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.msg === '公告已发布')).toHaveLength(9)
  })

  it('publishes and withdraws a reservation notice: 草稿 <-> 已发布', async () => {
    const { data: id } = await reserveNotices.create({
      title: '学生团体预约须知',
      type: 2,
      sort: 3,
      content: '<p>请由带队老师预约</p>',
    })
    expect((await reserveNotices.get(id)).data!.status).toBe(0)
    expect(await put('/museum/reserve-notice/withdraw', id)).toMatchObject({
      code: 1_040_004_012,
      msg: '预约须知未发布，无需撤回',
    })
    expect(await put('/museum/reserve-notice/publish', id)).toMatchObject({ code: 0 })
    expect((await reserveNotices.get(id)).data!.status).toBe(1)
    expect(await put('/museum/reserve-notice/publish', id)).toMatchObject({
      code: 1_040_004_011,
      msg: '预约须知已发布',
    })
    expect(await reserveNotices.remove(id)).toMatchObject({
      code: 1_040_004_013,
      msg: '已发布的预约须知不能删除，请先撤回',
    })
    expect(await put('/museum/reserve-notice/withdraw', id)).toMatchObject({ code: 0 })
    expect((await reserveNotices.get(id)).data!.status).toBe(0)
    expect(await reserveNotices.remove(id)).toMatchObject({ code: 0 })
  })

  it('validates titles, types and order with Chinese messages', async () => {
    expect(await notices.create({ title: ' ', type: 1, content: '<p>x</p>' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:标题不能为空',
    })
    expect(await notices.create({ title: '公告', type: 9, content: '<p>x</p>' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:公告类型必须在指定范围 [1, 2, 3]',
    })
    expect(
      await reserveNotices.create({ title: '须知', type: 1, sort: -1, content: '<p>x</p>' }),
    ).toMatchObject({ code: 400, msg: '请求参数不正确:显示顺序必须在 0 到 9999 之间' })
    expect(
      await notices.update({ id: 99_999, title: '公告', type: 1, content: '<p>x</p>' }),
    ).toMatchObject({
      code: 1_040_004_000,
      msg: '公告不存在',
    })
  })

  it('guards 公告 with reserve:announcement:* and 须知 with reserve:notice:*; 发布/撤回 need update', async () => {
    // 预约专员 holds both modules with all their buttons.
    const { data: id } = await notices.create(
      { title: '专员公告', type: 3, content: '<p>活动</p>' },
      clerk.token,
    )
    expect(id).toEqual(expect.any(Number))
    expect(await put('/museum/notice/publish', id, clerk.token)).toMatchObject({ code: 0 })
    expect((await reserveNotices.page({}, clerk.token)).code).toBe(0)

    // 前台检票员 holds neither.
    expect(await notices.page({}, gate.token)).toEqual(FORBIDDEN)
    expect(await reserveNotices.get(1, gate.token)).toEqual(FORBIDDEN)
    expect(await notices.create({ title: 'x', type: 1, content: '<p>x</p>' }, gate.token)).toEqual(
      FORBIDDEN,
    )
    expect(await put('/museum/notice/withdraw', id, gate.token)).toEqual(FORBIDDEN)
    expect(await put('/museum/reserve-notice/publish', 1, gate.token)).toEqual(FORBIDDEN)

    // Given only the two query buttons, the gate clerk reads but cannot publish, withdraw or change.
    const db = new BetterSqlite3(sandbox.dbPath)
    try {
      db.prepare(
        `INSERT INTO system_role_menu (role_id, menu_id)
         SELECT ur.role_id, m.id FROM system_user_role ur JOIN system_users u ON u.id = ur.user_id,
           system_menu m
         WHERE u.username = 'gate' AND m.permission IN ('reserve:notice:query', 'reserve:announcement:query')`,
      ).run()
    } finally {
      db.close()
    }
    expect((await notices.page({}, gate.token)).code).toBe(0)
    expect((await reserveNotices.get(1, gate.token)).code).toBe(0)
    expect(await put('/museum/notice/withdraw', id, gate.token)).toEqual(FORBIDDEN)
    expect(await put('/museum/reserve-notice/withdraw', 1, gate.token)).toEqual(FORBIDDEN)
    expect(
      await notices.update({ id, title: 'x', type: 1, content: '<p>x</p>' }, gate.token),
    ).toEqual(FORBIDDEN)
    expect(await reserveNotices.remove(4, gate.token)).toEqual(FORBIDDEN)
    expect((await notices.get(id)).data!.status).toBe(0)

    await expectLoginRequired(sandbox, [
      { path: '/museum/notice/page' },
      { path: '/museum/notice/publish', method: 'PUT' },
      { path: '/museum/reserve-notice/create', method: 'POST' },
      { path: '/museum/reserve-notice/withdraw', method: 'PUT' },
    ])
  })
})
