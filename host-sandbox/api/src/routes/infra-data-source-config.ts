import type { FastifyInstance } from 'fastify'
import {
  dataSourceConfigCreate,
  dataSourceConfigItem,
  dataSourceConfigUpdate,
  MASTER_DATA_SOURCE_ID,
  MASTER_DATA_SOURCE_NAME,
  type DataSourceConfigItem,
} from '../../../../src/shared/wire/infra-data-source'
import {
  checkedDataSourceFile,
  DataSourceErrors,
  findDataSource,
  type DataSourceRow,
} from '../codegen/data-sources'
import { ensureDemoDataSourceFile } from '../codegen/demo-data-source'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, wireItem } from '../lib/validation'

const TABLE = 'infra_data_source_config'
const PERMISSION = 'infra:data-source-config'

const toItem = (row: DataSourceRow): DataSourceConfigItem =>
  wireItem(dataSourceConfigItem, {
    id: row.id,
    name: row.name,
    url: row.url,
    username: row.username,
    createTime: row.create_time,
  })

/**
 * 数据源配置 under infra:data-source-config:*. A data source is a SQLite file inside the sandbox
 * database's folder; master (id 0) is the sandbox's own database, listed first and never stored.
 */
export function registerInfraDataSourceConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const byId = idQuery('主键编号')
  const master: DataSourceConfigItem = {
    id: MASTER_DATA_SOURCE_ID,
    name: MASTER_DATA_SOURCE_NAME,
    url: `jdbc:sqlite:${db.name}`,
    username: null,
    createTime: null,
  }
  ensureDemoDataSourceFile(db)

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/data-source-config/list',
      permission: `${PERMISSION}:query`,
      summary: '获得数据源配置列表（master 在前）',
    },
    async () => {
      const rows = db.prepare(`SELECT * FROM ${TABLE} ORDER BY id`).all() as DataSourceRow[]
      return ok([master, ...rows.map(toItem)])
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/data-source-config/get',
      permission: `${PERMISSION}:query`,
      summary: '获得数据源配置',
      query: byId,
    },
    async ({ query }) => {
      if (query.id === MASTER_DATA_SOURCE_ID) return ok(master)
      const row = findDataSource(db, query.id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/infra/data-source-config/create',
      permission: `${PERMISSION}:create`,
      summary: '创建数据源配置（数据目录中的 SQLite 文件）',
      body: dataSourceConfigCreate,
    },
    async ({ body }) => {
      checkedDataSourceFile(db, body.url)
      const now = ctx.now()
      const id = insertRow(db, TABLE, {
        name: body.name.trim(),
        url: body.url.trim(),
        create_time: now,
        update_time: now,
      })
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/data-source-config/update',
      permission: `${PERMISSION}:update`,
      summary: '更新数据源配置',
      body: dataSourceConfigUpdate,
    },
    async ({ body }) => {
      if (body.id === MASTER_DATA_SOURCE_ID) throw bizError(DataSourceErrors.MASTER_READ_ONLY)
      if (!findDataSource(db, body.id)) throw bizError(DataSourceErrors.NOT_EXISTS)
      checkedDataSourceFile(db, body.url)
      updateRowById(db, TABLE, body.id, {
        name: body.name.trim(),
        url: body.url.trim(),
        update_time: ctx.now(),
      })
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/infra/data-source-config/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除数据源配置',
      query: byId,
    },
    async ({ query }) => {
      if (query.id === MASTER_DATA_SOURCE_ID) throw bizError(DataSourceErrors.MASTER_READ_ONLY)
      if (!findDataSource(db, query.id)) throw bizError(DataSourceErrors.NOT_EXISTS)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(query.id)
      return ok(true)
    },
  )
}
