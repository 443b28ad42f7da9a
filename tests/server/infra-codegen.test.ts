import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import type {
  CodegenDbTableItem,
  CodegenDetail,
  CodegenPreviewFile,
  CodegenTableItem,
} from '../../src/shared/wire/infra-codegen'
import type { DataSourceConfigItem } from '../../src/shared/wire/infra-data-source'
import {
  masterCommentColumns,
  MASTER_COMMENT_TABLES,
} from '../../host-sandbox/api/src/codegen/master-comments'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF, type Page } from './support/http'

const NOT_OK = '数据源配置不正确，无法进行连接'
const OUTSIDE = '数据源连接必须是沙箱数据目录中的 SQLite 文件（相对路径，不能离开该目录）'

describe('数据源配置 and 代码生成: /infra/data-source-config/*, /infra/codegen/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const dataDir = () => dirname(sandbox.dbPath)
  const get = <T>(path: string, query: Record<string, unknown> = {}, token = admin.token) =>
    call<T>(sandbox, path, { token, query })
  const send = <T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: { json?: unknown; query?: Record<string, unknown> },
    token = admin.token,
  ) => call<T>(sandbox, path, { method, token, ...body })

  /** A SQLite file in the data folder with these statements. */
  const writeDb = (name: string, sql: string) => {
    const file = join(dataDir(), name)
    mkdirSync(dirname(file), { recursive: true })
    const db = new BetterSqlite3(file)
    db.exec(sql)
    db.close()
    return file
  }
  const createSource = (url: string, name = '测试库') =>
    send<number>('POST', '/infra/data-source-config/create', {
      json: { name, url, username: 'ignored', password: 'ignored' },
    })
  const importTables = (dataSourceConfigId: number, tableNames: string[]) =>
    send<number[]>('POST', '/infra/codegen/create-list', {
      json: { dataSourceConfigId, tableNames },
    })
  const detail = (tableId: number) => get<CodegenDetail>('/infra/codegen/detail', { tableId })

  it('lists master first (read-only) and the seeded demo data source', async () => {
    const list = await get<DataSourceConfigItem[]>('/infra/data-source-config/list')
    expect(list.data.map((d) => [d.id, d.name, d.url])).toEqual([
      [0, 'master', expect.stringMatching(/^jdbc:sqlite:.*sandbox\.db$/)],
      [1, '文创演示库', 'codegen-demo.db'],
    ])
    expect(
      (
        await send('PUT', '/infra/data-source-config/update', {
          json: { id: 0, name: 'x', url: 'a.db' },
        })
      ).msg,
    ).toBe('主数据源（master）不允许修改或删除')
    expect(
      (await send('DELETE', '/infra/data-source-config/delete', { query: { id: 0 } })).msg,
    ).toBe('主数据源（master）不允许修改或删除')
    const tables = await get<CodegenDbTableItem[]>('/infra/codegen/db/table/list', {
      dataSourceConfigId: 1,
    })
    expect(tables.data).toEqual([
      { name: 'museum_exhibit_loan', comment: '展品借展登记表' },
      { name: 'museum_souvenir', comment: '文创商品表' },
    ])
  })

  it('saves a data source only when its file opens, inside the data folder', async () => {
    writeDb('extra/ok.db', 'CREATE TABLE t (id INTEGER)')
    writeFileSync(join(dataDir(), 'not-a-db.db'), 'hello, not sqlite at all '.repeat(10))
    const id = (await createSource('jdbc:sqlite:extra/ok.db')).data
    expect(id).toBeGreaterThan(1)
    expect(
      (await get<DataSourceConfigItem>('/infra/data-source-config/get', { id })).data,
    ).toMatchObject({
      id,
      name: '测试库',
      url: 'jdbc:sqlite:extra/ok.db',
      username: '',
    })
    expect((await createSource('missing.db')).msg).toBe(NOT_OK)
    expect((await createSource('not-a-db.db')).msg).toBe(NOT_OK)
    for (const escape of [
      '../outside.db',
      '/etc/passwd',
      'jdbc:sqlite:/tmp/x.db',
      'extra/../../x.db',
    ]) {
      expect((await createSource(escape)).msg, escape).toBe(OUTSIDE)
    }
    // A link inside the folder that leads outside is refused too.
    const outside = writeDb(`../${basename(dataDir())}-outside.db`, 'CREATE TABLE t (id INTEGER)')
    symlinkSync(outside, join(dataDir(), 'link.db'))
    expect((await createSource('link.db')).msg).toBe(OUTSIDE)
    rmSync(outside)
    expect(
      (
        await send('PUT', '/infra/data-source-config/update', {
          json: { id, name: '改名', url: '../x.db' },
        })
      ).msg,
    ).toBe(OUTSIDE)
    expect(
      (
        await send('PUT', '/infra/data-source-config/update', {
          json: { id, name: '改名', url: 'extra/ok.db' },
        })
      ).code,
    ).toBe(0)
    expect((await send('DELETE', '/infra/data-source-config/delete', { query: { id } })).code).toBe(
      0,
    )
    expect((await get('/infra/data-source-config/get', { id })).data).toBeNull()
  })

  it('refuses both modules without their permissions', async () => {
    const t = staff.token
    expect(await get('/infra/data-source-config/list', {}, t)).toEqual(FORBIDDEN)
    expect(await send('POST', '/infra/data-source-config/create', { json: {} }, t)).toEqual(
      FORBIDDEN,
    )
    expect(await get('/infra/codegen/table/page', {}, t)).toEqual(FORBIDDEN)
    expect(await get('/infra/codegen/db/table/list', { dataSourceConfigId: 0 }, t)).toEqual(
      FORBIDDEN,
    )
    expect(await send('POST', '/infra/codegen/create-list', { json: {} }, t)).toEqual(FORBIDDEN)
    expect(await send('PUT', '/infra/codegen/update', { json: {} }, t)).toEqual(FORBIDDEN)
    expect(await send('PUT', '/infra/codegen/sync-from-db', { query: { tableId: 1 } }, t)).toEqual(
      FORBIDDEN,
    )
    expect(await send('DELETE', '/infra/codegen/delete', { query: { tableId: 1 } }, t)).toEqual(
      FORBIDDEN,
    )
    expect(await get('/infra/codegen/preview', { tableId: 1 }, t)).toEqual(FORBIDDEN)
    expect(await get('/infra/codegen/download', { tableId: 1 }, t)).toEqual(FORBIDDEN)
  })

  it('imports a table with the defaults, once, and lists it no more', async () => {
    const ids = await importTables(1, ['museum_souvenir'])
    expect(ids.code).toBe(0)
    const { table, columns } = (await detail(ids.data[0])).data
    expect(table).toMatchObject({
      dataSourceConfigId: 1,
      tableName: 'museum_souvenir',
      tableComment: '文创商品表',
      moduleName: 'museum',
      businessName: 'souvenir',
      className: 'Souvenir',
      classComment: '文创商品',
      author: '纪念馆管理员',
      templateType: 1,
      frontType: 50,
      scene: 1,
      parentMenuId: null,
    })
    const byName = Object.fromEntries(columns.map((c) => [c.columnName, c]))
    expect(byName.id).toMatchObject({
      primaryKey: true,
      autoIncrement: true,
      javaType: 'Long',
      createOperation: false,
      listOperation: false,
    })
    expect(byName.name).toMatchObject({
      javaField: 'name',
      javaType: 'String',
      listOperationCondition: 'LIKE',
      htmlType: 'input',
      nullable: false,
    })
    expect(byName.souvenir_type).toMatchObject({
      javaField: 'souvenirType',
      javaType: 'Integer',
      htmlType: 'select',
      listOperationCondition: '=',
    })
    expect(byName.cover_image).toMatchObject({ htmlType: 'imageUpload', nullable: true })
    expect(byName.description).toMatchObject({ htmlType: 'editor' })
    expect(byName.status).toMatchObject({ htmlType: 'radio' })
    expect(byName.on_sale_date).toMatchObject({
      javaType: 'LocalDateTime',
      htmlType: 'datetime',
      listOperationCondition: 'BETWEEN',
    })
    for (const audit of ['create_time', 'update_time']) {
      expect(byName[audit], audit).toMatchObject({
        createOperation: false,
        updateOperation: false,
        listOperation: false,
        listOperationResult: false,
      })
    }
    expect((await importTables(1, ['museum_souvenir'])).msg).toBe('表定义已经存在')
    const left = await get<CodegenDbTableItem[]>('/infra/codegen/db/table/list', {
      dataSourceConfigId: 1,
    })
    expect(left.data.map((t) => t.name)).toEqual(['museum_exhibit_loan'])
    const page = await get<Page<CodegenTableItem>>('/infra/codegen/table/page', {
      tableName: 'souvenir',
    })
    expect(page.data.list.map((t) => t.tableName)).toEqual(['museum_souvenir'])
  })

  it('refuses tables and columns without comments, saving nothing', async () => {
    writeDb(
      'bare.db',
      `CREATE TABLE bare (
        id INTEGER PRIMARY KEY, -- 编号
        title TEXT
      );
      CREATE TABLE half ( -- 半注释表
        id INTEGER PRIMARY KEY, -- 编号
        title TEXT NOT NULL,
        body TEXT -- 正文
      );`,
    )
    const source = (await createSource('bare.db')).data
    expect((await importTables(source, ['bare'])).msg).toBe('数据库的表注释未填写')
    expect((await importTables(source, ['half'])).msg).toBe('数据库的表字段(title)注释未填写')
    expect((await importTables(source, ['nope'])).msg).toBe('导入的表不存在')
    const page = await get<Page<CodegenTableItem>>('/infra/codegen/table/page', {
      tableName: 'half',
    })
    expect(page.data.total).toBe(0)
  })

  it('imports master tables by their kept comments; the comment map names real columns', async () => {
    const tables = await get<CodegenDbTableItem[]>('/infra/codegen/db/table/list', {
      dataSourceConfigId: 0,
      name: 'museum_card',
    })
    expect(tables.data).toEqual([{ name: 'museum_card', comment: '优待证件表' }])
    const master = new BetterSqlite3(sandbox.dbPath, { readonly: true })
    try {
      for (const table of MASTER_COMMENT_TABLES) {
        const real = (
          master.prepare('SELECT name FROM pragma_table_info(?)').all(table) as Array<{
            name: string
          }>
        ).map((c) => c.name)
        expect(masterCommentColumns(table).sort(), table).toEqual(real.sort())
      }
    } finally {
      master.close()
    }
    const own = await get<CodegenDbTableItem[]>('/infra/codegen/db/table/list', {
      dataSourceConfigId: 0,
      name: 'infra_codegen',
    })
    expect(own.data).toEqual([
      { name: 'infra_codegen_column', comment: '代码生成表字段定义' },
      { name: 'infra_codegen_table', comment: '代码生成表定义' },
    ])
    expect((await importTables(0, ['museum_card'])).code).toBe(0)
    expect((await importTables(0, ['system_users'])).msg).toBe('数据库的表注释未填写')
  })

  it('updates the settings, refusing other front and template types and a missing parent menu', async () => {
    const id = (await importTables(1, ['museum_exhibit_loan'])).data[0]
    const { table, columns } = (await detail(id)).data
    const save = (t: Partial<CodegenTableItem>) =>
      send('PUT', '/infra/codegen/update', { json: { table: { ...table, ...t }, columns } })
    expect((await save({ parentMenuId: null })).msg).toBe(
      '请求参数不正确:上级菜单不能为空，请选择上级菜单',
    )
    expect((await save({ parentMenuId: 1, frontType: 20 })).msg).toBe(
      '当前仅支持 React MUI 标准模版',
    )
    expect((await save({ parentMenuId: 1, templateType: 2 })).msg).toBe(
      '暂时不考虑支持【树形】和【主子表】的代码生成',
    )
    columns[1] = { ...columns[1], columnComment: '展品', listOperationCondition: '=' }
    expect((await save({ parentMenuId: 1, scene: 2, classComment: '借展' })).code).toBe(0)
    const after = (await detail(id)).data
    expect(after.table).toMatchObject({ parentMenuId: 1, scene: 2, classComment: '借展' })
    expect(after.columns[1]).toMatchObject({ columnComment: '展品', listOperationCondition: '=' })
  })

  it('syncs added, dropped and changed columns; nothing changed is refused', async () => {
    const file = writeDb(
      'sync.db',
      `CREATE TABLE shop_item ( -- 商品表
        id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
        title TEXT NOT NULL, -- 标题
        old_note TEXT -- 旧备注
      );`,
    )
    const source = (await createSource('sync.db')).data
    const id = (await importTables(source, ['shop_item'])).data[0]
    const sync = () => send('PUT', '/infra/codegen/sync-from-db', { query: { tableId: id } })
    expect((await sync()).msg).toBe('同步失败，不存在改变')
    const db = new BetterSqlite3(file)
    db.exec(`DROP TABLE shop_item;
      CREATE TABLE shop_item ( -- 商品表
        id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
        title TEXT, -- 商品标题
        price INTEGER NOT NULL -- 价格
      );`)
    db.close()
    expect((await sync()).code).toBe(0)
    const columns = (await detail(id)).data.columns
    expect(columns.map((c) => [c.columnName, c.columnComment, c.nullable])).toEqual([
      ['id', '编号', false],
      ['title', '商品标题', true],
      ['price', '价格', false],
    ])
    expect((await sync()).msg).toBe('同步失败，不存在改变')
  })

  it('previews the module at repository paths and downloads it as codegen-{table}.zip', async () => {
    const id = (await importTables(0, ['infra_data_source_config'])).data[0]
    const { table, columns } = (await detail(id)).data
    await send('PUT', '/infra/codegen/update', {
      json: { table: { ...table, parentMenuId: 2 }, columns },
    })
    const preview = await get<CodegenPreviewFile[]>('/infra/codegen/preview', { tableId: id })
    expect(preview.code).toBe(0)
    const paths = preview.data.map((f) => f.filePath)
    expect(paths).toEqual([
      'src/shared/wire/infra-data-source-config.ts',
      'src/features/infra-data-source-config/model/infra-data-source-config-types.ts',
      'src/features/infra-data-source-config/api/infra-data-source-config-api.ts',
      'src/features/infra-data-source-config/resources/infra-data-source-config-resource.tsx',
      'src/features/infra-data-source-config/pages/infra-data-source-config-page.tsx',
      'src/app/route-registry.infra-data-source-config.snippet.txt',
      'host-sandbox/api/src/routes/infra-data-source-config.ts',
      expect.stringMatching(
        /^host-sandbox\/api\/src\/db\/migrations\/\d{4}_infra_data_source_config\.sql$/,
      ),
      'host-sandbox/api/src/db/seed/menus-infra-data-source-config.ts',
      'tests/server/infra-data-source-config.test.ts',
    ])
    const response = await rawCall(sandbox.apiUrl, '/infra/codegen/download', {
      token: admin.token,
      query: { tableId: id },
    })
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename=codegen-infra_data_source_config.zip',
    )
    const zip = await JSZip.loadAsync(await response.arrayBuffer())
    const entries = Object.values(zip.files).filter((f) => !f.dir)
    expect(entries.map((f) => f.name).sort()).toEqual([...paths].sort())
    const wire = preview.data[0]
    expect(await zip.file(wire.filePath)!.async('string')).toBe(wire.code)
    // The removed table: preview, sync and delete answer that it is gone.
    expect((await send('DELETE', '/infra/codegen/delete', { query: { tableId: id } })).code).toBe(0)
    expect((await get('/infra/codegen/preview', { tableId: id })).msg).toBe('表定义不存在')
  })
})
