import { request as httpRequest } from 'node:http'
import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import { REPO_ROOT } from '../../host-sandbox/api/src/config'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF, type Page } from './support/http'
import { tempDir } from './support/sandbox'

interface ConfigItem {
  id: number
  name: string
  storage: number
  master: boolean
  config: Record<string, string | number>
}

const FTP_SETTINGS = {
  basePath: '/museum',
  host: '127.0.0.1',
  port: 2121,
  username: 'museum',
  password: 'real-secret',
  mode: 'Passive',
  domain: '',
}

describe('文件配置: one master, masked secrets, checked fields', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const create = (json: Record<string, unknown>) =>
    call<number>(sandbox, '/infra/file-config/create', { method: 'POST', token: admin.token, json })
  const get = async (id: number) =>
    (
      await call<ConfigItem>(sandbox, '/infra/file-config/get', {
        token: admin.token,
        query: { id },
      })
    ).data
  const masters = async () =>
    (
      await call<Page<ConfigItem>>(sandbox, '/infra/file-config/page', {
        token: admin.token,
        query: { pageSize: 100 },
      })
    ).data.list.filter((item) => item.master)
  const storedSettings = (id: number) => {
    const db = new BetterSqlite3(sandbox.dbPath, { readonly: true })
    try {
      const row = db.prepare('SELECT config FROM infra_file_config WHERE id = ?').get(id) as {
        config: string
      }
      return JSON.parse(row.config) as Record<string, unknown>
    } finally {
      db.close()
    }
  }

  it('seeds the database storage as config 4, the master', async () => {
    expect(await masters()).toEqual([
      expect.objectContaining({ id: 4, name: '数据库', storage: 1, master: true }),
    ])
  })

  it('answers the password masked and keeps it when the mask comes back', async () => {
    const { data: id } = await create({ name: 'FTP', storage: 11, config: FTP_SETTINGS })
    const item = await get(id)
    expect(item).toMatchObject({ master: false, config: { ...FTP_SETTINGS, password: '******' } })
    const kept = await call(sandbox, '/infra/file-config/update', {
      method: 'PUT',
      token: admin.token,
      json: { id, name: 'FTP 改名', remark: '', config: item.config },
    })
    expect(kept.code).toBe(0)
    expect(storedSettings(id).password).toBe('real-secret')
    await call(sandbox, '/infra/file-config/update', {
      method: 'PUT',
      token: admin.token,
      json: { id, name: 'FTP', config: { ...item.config, password: 'new-secret' } },
    })
    expect(storedSettings(id).password).toBe('new-secret')
  })

  it('checks the fields of each storage in Chinese, refusing active FTP and unsafe folders', async () => {
    const refused = async (storage: number, config: Record<string, unknown>) =>
      (await create({ name: '坏配置', storage, config })).msg
    expect(await refused(11, { ...FTP_SETTINGS, mode: 'Active' })).toBe(
      '请求参数不正确:当前仅支持 FTP 被动模式（Passive）',
    )
    expect(await refused(11, { ...FTP_SETTINGS, host: '' })).toBe('请求参数不正确:主机地址不能为空')
    expect(await refused(12, { ...FTP_SETTINGS, port: 70000 })).toBe(
      '请求参数不正确:主机端口必须在 1-65535 之间',
    )
    expect(
      await refused(20, { endpoint: 'http://127.0.0.1:9000', bucket: 'museum', accessKey: 'k' }),
    ).toBe('请求参数不正确:accessSecret不能为空')
    expect(await refused(10, { basePath: 'relative/files' })).toBe(
      '请求参数不正确:基础路径必须是绝对路径，例如 /var/sandbox-files',
    )
    expect(await refused(10, { basePath: `${REPO_ROOT}/dist/uploads` })).toBe(
      '请求参数不正确:基础路径不能位于沙箱的程序目录或控制台的静态文件目录之内',
    )
    expect(await refused(1, { domain: 'ftp://files' })).toBe(
      '请求参数不正确:自定义域名必须是 http:// 或 https:// 开头的网址',
    )
  })

  it('keeps exactly one master when two switch at once, and refuses to delete it', async () => {
    const { data: a } = await create({ name: '甲', storage: 1, config: { domain: '' } })
    const { data: b } = await create({ name: '乙', storage: 1, config: { domain: '' } })
    const switchTo = (id: number) =>
      call(sandbox, '/infra/file-config/update-master', {
        method: 'PUT',
        token: admin.token,
        query: { id },
      })
    const answers = await Promise.all([switchTo(a), switchTo(b), switchTo(a), switchTo(b)])
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0, 0])
    const [master, ...others] = await masters()
    expect(others).toEqual([])
    expect([a, b]).toContain(master.id)
    expect(
      await call(sandbox, '/infra/file-config/delete', {
        method: 'DELETE',
        token: admin.token,
        query: { id: master.id },
      }),
    ).toMatchObject({ msg: '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件' })
    await switchTo(4)
    const removed = await call(sandbox, '/infra/file-config/delete', {
      method: 'DELETE',
      token: admin.token,
      query: { id: a },
    })
    expect(removed.code).toBe(0)
  })

  it('refuses staff (403) on every file config and file call', async () => {
    for (const path of ['/infra/file-config/page', '/infra/file-config/test', '/infra/file/page']) {
      expect(await call(sandbox, path, { token: staff.token, query: { id: 4 } }), path).toEqual(
        FORBIDDEN,
      )
    }
    expect(
      await call(sandbox, '/infra/file/delete', {
        method: 'DELETE',
        token: staff.token,
        query: { id: 1 },
      }),
    ).toEqual(FORBIDDEN)
    expect(
      await call(sandbox, '/infra/file-config/update-master', {
        method: 'PUT',
        token: staff.token,
        query: { id: 4 },
      }),
    ).toEqual(FORBIDDEN)
  })

  it('refuses a file path that climbs out of its storage', async () => {
    const url = new URL(sandbox.apiUrl)
    const raw = (path: string) =>
      new Promise<{ code: number; msg: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: url.hostname, port: url.port, path: `${url.pathname}/infra/file/4/get/${path}` },
          (res) => {
            let text = ''
            res.on('data', (chunk) => (text += chunk))
            res.on('end', () => resolve(JSON.parse(text) as { code: number; msg: string }))
          },
        )
        req.on('error', reject)
        req.end()
      })
    for (const path of [
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd',
      'upload/%2e%2e/%2e%2e/x',
      'a//b',
    ]) {
      expect(await raw(path), path).toMatchObject({ code: 1_001_003_003, msg: '文件路径不正确' })
    }
    expect(
      (await (await rawCall(sandbox.apiUrl, '/infra/file/4/get/nothing/here.png')).json()).code,
    ).toBe(404)
  })
})

describe('migration 0029 on a database seeded before 文件配置', () => {
  it('keeps every stored file readable in the database storage, made config 4 and master', async () => {
    const tmp = tempDir()
    try {
      const path = `${tmp.dir}/old.db`
      ;(await openDatabase(path)).close()
      const db = new BetterSqlite3(path)
      // Back to the schema and rows before 0029.
      db.exec(`
        DROP TABLE infra_file_config;
        CREATE TABLE infra_file_old (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,
          path TEXT NOT NULL UNIQUE, type TEXT NOT NULL, size INTEGER NOT NULL, content BLOB NOT NULL,
          create_time INTEGER NOT NULL);
        INSERT INTO infra_file_old SELECT id, name, path, type, size, content, create_time FROM infra_file;
        DROP TABLE infra_file;
        ALTER TABLE infra_file_old RENAME TO infra_file;
        DELETE FROM schema_migrations WHERE version = 29;
      `)
      const before = db.prepare('SELECT id, path, content FROM infra_file ORDER BY id').all()
      expect(before.length).toBeGreaterThan(0)
      expect(migrate(db)).toEqual([29])
      expect(db.prepare('SELECT id, path, content FROM infra_file ORDER BY id').all()).toEqual(
        before,
      )
      expect(db.prepare('SELECT DISTINCT config_id FROM infra_file').all()).toEqual([
        { config_id: 4 },
      ])
      expect(db.prepare('SELECT id, storage, master FROM infra_file_config').all()).toEqual([
        { id: 4, storage: 1, master: 1 },
      ])
      expect(migrate(db)).toEqual([])
      db.close()
    } finally {
      tmp.remove()
    }
  })
})

describe('the upload permission in the seed', () => {
  it('goes to every role holding create or update on a screen with an upload field', async () => {
    const tmp = tempDir()
    try {
      const db = await openDatabase(`${tmp.dir}/seed.db`)
      const permissionsOf = db.prepare(
        `SELECT m.permission FROM system_role_menu rm JOIN system_menu m ON m.id = rm.menu_id
          WHERE rm.role_id = ?`,
      )
      const roles = db.prepare("SELECT id FROM system_role WHERE code <> 'super_admin'").all() as {
        id: number
      }[]
      const uploadScreens =
        /^(activity:list|product:spu|product:category|product:brand|trade:delivery:pick-up-store):(create|update)$/
      let checked = 0
      for (const { id } of roles) {
        const permissions = (permissionsOf.all(id) as { permission: string }[]).map(
          (r) => r.permission,
        )
        if (!permissions.some((p) => uploadScreens.test(p))) continue
        checked++
        expect(permissions, `role ${id}`).toContain('infra:file:upload')
      }
      expect(checked).toBeGreaterThan(0)
      db.close()
    } finally {
      tmp.remove()
    }
  })
})
