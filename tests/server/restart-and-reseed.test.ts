import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { ALL_DICT_TYPES } from '../../src/shared/dict/dict-types'
import { reseedDatabase } from '../../host-sandbox/api/src/db/database'
import { readMigrations } from '../../host-sandbox/api/src/db/migrate'
import { call, login, loginAdmin } from './support/http'
import { startSandbox, tempDir } from './support/sandbox'

describe('persistence across restarts', () => {
  const tmp = tempDir()
  const dbPath = `${tmp.dir}/nested/folder/sandbox.db`
  afterAll(() => tmp.remove())

  it('keeps created data, changed passwords and sessions after a restart; reseed wipes them', async () => {
    let sandbox = await startSandbox(dbPath)
    const admin = await loginAdmin(sandbox)
    const created = await call<number>(sandbox, '/system/dict-type/create', {
      method: 'POST',
      token: admin,
      json: { name: '展厅类型', type: 'hall_type', status: 0 },
    })
    expect(created.code).toBe(0)
    const staff = await login(sandbox, 'staff', 'staff123')
    await call(sandbox, '/system/user/profile/update-password', {
      method: 'PUT',
      token: staff.accessToken,
      json: { oldPassword: 'staff123', newPassword: 'ticket2024' },
    })
    await sandbox.stop()

    sandbox = await startSandbox(dbPath)
    const got = await call<{ name: string }>(sandbox, '/system/dict-type/get', {
      token: admin,
      query: { id: created.data },
    })
    // The admin's token from before the restart still works: sessions live in the database.
    expect(got).toMatchObject({ code: 0, data: { name: '展厅类型' } })
    const oldPassword = await call(sandbox, '/system/auth/login', {
      method: 'POST',
      json: { username: 'staff', password: 'staff123' },
    })
    expect(oldPassword.msg).toBe('登录失败，账号密码不正确')
    expect((await login(sandbox, 'staff', 'ticket2024')).userId).toBe(2)
    // Seeding happened once: no duplicate seed rows after the restart.
    const types = await call<{ total: number }>(sandbox, '/system/dict-type/page', { token: admin })
    expect(types.data.total).toBe(ALL_DICT_TYPES.length + 1)
    await sandbox.stop()

    await reseedDatabase(dbPath)
    sandbox = await startSandbox(dbPath)
    expect((await call(sandbox, '/system/auth/get-permission-info', { token: admin })).code).toBe(
      401,
    )
    const fresh = await loginAdmin(sandbox)
    const afterReseed = await call<{ total: number }>(sandbox, '/system/dict-type/page', {
      token: fresh,
    })
    expect(afterReseed.data.total).toBe(ALL_DICT_TYPES.length)
    expect((await login(sandbox, 'staff', 'staff123')).userId).toBe(2)
    // Ids start over, so seeded ids are stable across reseeds.
    const first = await call<{ list: Array<{ id: number; type: string }> }>(
      sandbox,
      '/system/dict-type/page',
      {
        token: fresh,
        query: { type: 'user_type' },
      },
    )
    expect(first.data.list[0].id).toBe(1)
    await sandbox.stop()
  })

  it('reseeding works while a server holds the database open', async () => {
    const path = `${tmp.dir}/live.db`
    const sandbox = await startSandbox(path)
    const admin = await loginAdmin(sandbox)
    await call(sandbox, '/infra/config/create', {
      method: 'POST',
      token: admin,
      json: { category: 'x', name: '临时', key: 'temp.key', value: '1', visible: true },
    })
    await reseedDatabase(path)
    expect((await call(sandbox, '/infra/config/page', { token: admin })).code).toBe(401)
    const fresh = await loginAdmin(sandbox)
    const page = await call<{ total: number }>(sandbox, '/infra/config/page', {
      token: fresh,
      query: { key: 'temp.key' },
    })
    expect(page.data.total).toBe(0)
    await sandbox.stop()
  })

  it('records every numbered migration once in schema_migrations', async () => {
    const path = `${tmp.dir}/migrations.db`
    const sandbox = await startSandbox(path)
    await sandbox.stop()
    const again = await startSandbox(path)
    await again.stop()
    const db = new BetterSqlite3(path, { readonly: true })
    try {
      const rows = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()
      expect(rows).toEqual(readMigrations().map((m) => ({ version: m.version, name: m.name })))
      expect(rows.length).toBeGreaterThanOrEqual(5)
    } finally {
      db.close()
    }
  })
})
