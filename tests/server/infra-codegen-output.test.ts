import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { CodegenDetail, CodegenPreviewFile } from '../../src/shared/wire/infra-codegen'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../host-sandbox/api/src/app'
import { registerAuthHook } from '../../host-sandbox/api/src/auth/auth-hook'
import type { AppContext } from '../../host-sandbox/api/src/lib/context'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, login, rawCall, STAFF } from './support/http'
import type { RunningSandbox } from './support/sandbox'

// HEAVY (~30-60 s): runs the project's tsc and eslint over a generated module. It is the proof that
// what 代码生成 writes type-checks and lints as this repository's own code (docs/codegen.md#proof).

const run = promisify(execFile)
const REPO = join(import.meta.dirname, '../..')

/** A table that exercises every mapping: types, 显示类型, 查询方式, nullable and dictionary columns. */
const PROBE_TABLE = `CREATE TABLE codegen_probe_item ( -- 生成探针表
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
  name TEXT NOT NULL, -- 名称
  item_type INTEGER NOT NULL, -- 类型
  status INTEGER NOT NULL DEFAULT 0, -- 状态
  sex INTEGER, -- 性别
  price REAL, -- 单价
  amount DECIMAL(10, 2) NOT NULL, -- 金额
  weight INTEGER, -- 重量
  enabled BOOLEAN NOT NULL, -- 是否启用
  archived BOOLEAN, -- 是否归档
  cover_image TEXT, -- 封面图片
  attach_file TEXT, -- 附件
  content TEXT, -- 内容
  level_code TEXT, -- 等级
  start_time INTEGER NOT NULL, -- 开始时间
  birth_date DATE, -- 出生日期
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);`

describe('代码生成 output: the generated module passes tsc and eslint (heavy)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  it('generates from a real table, then type-checks and lints every generated file', async () => {
    const file = join(dirname(sandbox.dbPath), 'probe.db')
    const probe = new BetterSqlite3(file)
    probe.exec(PROBE_TABLE)
    probe.close()
    const token = admin.token
    const source = await call<number>(sandbox, '/infra/data-source-config/create', {
      method: 'POST',
      token,
      json: { name: '探针库', url: 'probe.db' },
    })
    const ids = await call<number[]>(sandbox, '/infra/codegen/create-list', {
      method: 'POST',
      token,
      json: { dataSourceConfigId: source.data, tableNames: ['codegen_probe_item'] },
    })
    const tableId = ids.data[0]
    const { table, columns } = (
      await call<CodegenDetail>(sandbox, '/infra/codegen/detail', { token, query: { tableId } })
    ).data
    // What an administrator would set on 字段信息: dictionaries and other query conditions.
    const edited = columns.map((c) => {
      if (c.columnName === 'status') return { ...c, dictType: 'common_status' }
      if (c.columnName === 'level_code')
        return { ...c, dictType: 'system_user_sex', htmlType: 'select' }
      if (c.columnName === 'weight') return { ...c, listOperationCondition: '>=' }
      if (c.columnName === 'sex') return { ...c, listOperationCondition: '!=' }
      return c
    })
    const saved = await call(sandbox, '/infra/codegen/update', {
      method: 'PUT',
      token,
      json: { table: { ...table, parentMenuId: 2 }, columns: edited },
    })
    expect(saved.code).toBe(0)
    const preview = await call<CodegenPreviewFile[]>(sandbox, '/infra/codegen/preview', {
      token,
      query: { tableId },
    })
    expect(preview.code).toBe(0)

    // The files at their own paths in a folder inside the repository, which tsc and eslint treat
    // as a second root over the real one (rootDirs, paths): '@/shared/...' and '../lib/...' resolve.
    const root = mkdtempSync(join(REPO, '.codegen-check-'))
    try {
      const written: string[] = []
      let registryLine = ''
      for (const generated of preview.data) {
        const target = join(root, generated.filePath)
        mkdirSync(dirname(target), { recursive: true })
        writeFileSync(target, generated.code)
        if (/\.tsx?$/.test(generated.filePath)) written.push(generated.filePath)
        if (generated.filePath.endsWith('.snippet.txt')) {
          registryLine = generated.code.split('\n').find((l) => l.includes('import(')) ?? ''
        }
        if (generated.filePath.endsWith('.sql')) {
          // The migration runs on a seeded database (a copy of the sandbox's) and twice is harmless.
          const copy = join(root, 'migration-check.db')
          const master = new BetterSqlite3(sandbox.dbPath, { readonly: true })
          master.exec(`VACUUM INTO '${copy}'`)
          master.close()
          const db = new BetterSqlite3(copy)
          db.exec(generated.code)
          db.exec(generated.code)
          const menus = db
            .prepare(
              'SELECT permission FROM system_menu WHERE parent_id = (SELECT id FROM system_menu WHERE component = ?)',
            )
            .all('codegen/probeItem/index') as Array<{ permission: string }>
          db.close()
          expect(menus.map((m) => m.permission)).toEqual(
            ['query', 'create', 'update', 'delete', 'export'].map((a) => `codegen:probe-item:${a}`),
          )
        }
      }
      expect(registryLine).toContain(
        "'codegen/probeItem/index': () => import('@/features/codegen-probe-item/pages/codegen-probe-item-page')",
      )
      writeFileSync(
        join(root, 'src/app/route-registry-check.ts'),
        `import type { ComponentType } from 'react'\n\nexport const pageLoaders: Record<string, () => Promise<{ default: ComponentType }>> = {\n${registryLine}\n}\n`,
      )
      written.push('src/app/route-registry-check.ts')
      const rel = relative(root, REPO)
      writeFileSync(
        join(root, 'tsconfig.json'),
        JSON.stringify({
          extends: `${rel}/tsconfig.json`,
          compilerOptions: {
            baseUrl: '.',
            paths: { '@/*': ['./src/*', `${rel}/src/*`] },
            rootDirs: ['.', rel],
          },
          // The repository's own declarations (globals, untyped modules) and the generated files.
          include: [`${rel}/src/**/*.d.ts`, `${rel}/host-sandbox/**/*.d.ts`, ...written],
        }),
      )
      const tsc = await run(
        process.execPath,
        [join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
        { cwd: root },
      ).catch((error: { stdout: string }) => ({ stdout: error.stdout }))
      // Only the generated files are judged here: the rest of the tree is the project's own tsc run's.
      const generatedErrors = tsc.stdout
        .split('\n')
        .filter((line) => /^[^. ].*\(\d+,\d+\): error/.test(line))
      expect(generatedErrors, 'tsc').toEqual([])
      const eslint = await run(
        process.execPath,
        [
          join(REPO, 'node_modules/eslint/bin/eslint.js'),
          '-c',
          join(REPO, 'eslint.config.js'),
          '--max-warnings=0',
          ...written,
        ],
        { cwd: root },
      ).catch((error: { stdout: string; stderr: string }) => ({
        stdout: `${error.stdout}${error.stderr}`,
        stderr: '',
      }))
      expect(eslint.stdout, 'eslint').toBe('')
      // Formatted as the repository's own files are.
      const prettier = await run(
        process.execPath,
        [
          join(REPO, 'node_modules/prettier/bin/prettier.cjs'),
          '--check',
          ...written.filter((f) => !f.includes('route-registry-check')),
        ],
        { cwd: root },
      ).catch((error: { stdout: string; stderr: string }) => ({
        stdout: `${error.stdout}${error.stderr}`,
      }))
      expect(prettier.stdout, 'prettier').not.toContain('[warn]')

      // Then the generated routes serve for real: the sandbox's lib and the shared field builders
      // are linked in, the routes are mounted behind the same auth hook, the migration makes the table.
      symlinkSync(join(REPO, 'host-sandbox/api/src/lib'), join(root, 'host-sandbox/api/src/lib'))
      for (const shared of ['fields.ts', 'common.ts']) {
        symlinkSync(join(REPO, 'src/shared/wire', shared), join(root, 'src/shared/wire', shared))
      }
      const migration = preview.data.find((f) => f.filePath.endsWith('.sql'))!
      await expectGeneratedRoutesServe(
        join(root, 'host-sandbox/api/src/routes/codegen-probe-item.ts'),
        migration.code,
        join(dirname(sandbox.dbPath), 'served.db'),
      )
    } finally {
      if (!process.env.KEEP_CODEGEN_CHECK) rmSync(root, { recursive: true, force: true })
    }
  }, 300_000)
})

/** Runs the generated routes in a sandbox of their own, as the generated server test would. */
async function expectGeneratedRoutesServe(routeFile: string, migrationSql: string, dbPath: string) {
  const module = (await import(pathToFileURL(routeFile).href)) as {
    registerCodegenProbeItemRoutes: (app: FastifyInstance, ctx: AppContext) => void
  }
  const app = await buildApp({ dbPath })
  const db = new BetterSqlite3(dbPath)
  db.exec(migrationSql)
  // The auth hook and the generated routes read only the database and the clock.
  const ctx = { db, now: Date.now } as unknown as AppContext
  await app.register(
    async (api) => {
      registerAuthHook(api, ctx)
      module.registerCodegenProbeItemRoutes(api, ctx)
    },
    { prefix: '/generated/admin-api' },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const { port } = app.server.address() as { port: number }
    const served = {
      apiUrl: `http://127.0.0.1:${port}/generated/admin-api`,
      origin: `http://127.0.0.1:${port}`,
    } as RunningSandbox
    const direct = {
      ...served,
      apiUrl: `http://127.0.0.1:${port}/prod-api/admin-api`,
    } as RunningSandbox
    const adminToken = (await login(direct, ADMIN.username, ADMIN.password)).accessToken
    const staffToken = (await login(direct, STAFF.username, STAFF.password)).accessToken
    const path = '/codegen/probe-item'
    const body = {
      name: '探针一号',
      itemType: 2,
      status: 0,
      amount: 12.5,
      enabled: true,
      startTime: 1_700_000_000_000,
      levelCode: '1',
    }
    const created = await call<number>(served, `${path}/create`, {
      method: 'POST',
      token: adminToken,
      json: body,
    })
    expect(created.code).toBe(0)
    const id = created.data
    expect(
      (await call(served, `${path}/get`, { token: adminToken, query: { id } })).data,
    ).toMatchObject({
      id,
      ...body,
      sex: null,
      archived: null,
    })
    expect(
      (
        await call(served, `${path}/create`, {
          method: 'POST',
          token: adminToken,
          json: { ...body, name: '' },
        })
      ).msg,
    ).toBe('请求参数不正确:名称不能为空')
    const page = await call<{ total: number }>(served, `${path}/page`, {
      token: adminToken,
      query: { name: '探针', weight: 0 },
    })
    expect(page.data.total).toBe(0)
    expect(
      (
        await call<{ total: number }>(served, `${path}/page`, {
          token: adminToken,
          query: { name: '探针' },
        })
      ).data.total,
    ).toBe(1)
    expect(
      (
        await call(served, `${path}/update`, {
          method: 'PUT',
          token: adminToken,
          json: { ...body, id, name: '探针二号', weight: 5 },
        })
      ).code,
    ).toBe(0)
    expect(
      (
        await call<{ total: number }>(served, `${path}/page`, {
          token: adminToken,
          query: { weight: 5 },
        })
      ).data.total,
    ).toBe(1)
    const exported = await rawCall(served.apiUrl, `${path}/export`, { token: adminToken })
    const rows = await readXlsxRows(Buffer.from(await exported.arrayBuffer()))
    const cells = rows.flatMap((row) => row.cells)
    expect(cells).toContain('名称')
    expect(cells).toContain('探针二号')
    expect(
      await call(served, `${path}/create`, { method: 'POST', token: staffToken, json: body }),
    ).toEqual(FORBIDDEN)
    expect(
      (await call(served, `${path}/delete`, { method: 'DELETE', token: adminToken, query: { id } }))
        .code,
    ).toBe(0)
    expect(
      (await call(served, `${path}/delete`, { method: 'DELETE', token: adminToken, query: { id } }))
        .msg,
    ).toBe('生成探针不存在')
  } finally {
    await app.close()
    db.close()
  }
}
