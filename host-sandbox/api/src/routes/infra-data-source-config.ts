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
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, parseInput, wireItem } from '../lib/validation'

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
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })
  const byId = idQuery('主键编号')
  const master: DataSourceConfigItem = {
    id: MASTER_DATA_SOURCE_ID,
    name: MASTER_DATA_SOURCE_NAME,
    url: `jdbc:sqlite:${db.name}`,
    username: null,
    createTime: null,
  }
  ensureDemoDataSourceFile(db)

  app.get('/infra/data-source-config/list', guard('query'), async () => {
    const rows = db.prepare(`SELECT * FROM ${TABLE} ORDER BY id`).all() as DataSourceRow[]
    return ok([master, ...rows.map(toItem)])
  })

  app.get('/infra/data-source-config/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    if (id === MASTER_DATA_SOURCE_ID) return ok(master)
    const row = findDataSource(db, id)
    return ok(row ? toItem(row) : null)
  })

  app.post('/infra/data-source-config/create', guard('create'), async (request) => {
    const body = parseInput(dataSourceConfigCreate, request.body)
    checkedDataSourceFile(db, body.url)
    const now = ctx.now()
    const id = insertRow(db, TABLE, {
      name: body.name.trim(),
      url: body.url.trim(),
      create_time: now,
      update_time: now,
    })
    return ok(id)
  })

  app.put('/infra/data-source-config/update', guard('update'), async (request) => {
    const body = parseInput(dataSourceConfigUpdate, request.body)
    if (body.id === MASTER_DATA_SOURCE_ID) throw bizError(DataSourceErrors.MASTER_READ_ONLY)
    if (!findDataSource(db, body.id)) throw bizError(DataSourceErrors.NOT_EXISTS)
    checkedDataSourceFile(db, body.url)
    updateRowById(db, TABLE, body.id, {
      name: body.name.trim(),
      url: body.url.trim(),
      update_time: ctx.now(),
    })
    return ok(true)
  })

  app.delete('/infra/data-source-config/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    if (id === MASTER_DATA_SOURCE_ID) throw bizError(DataSourceErrors.MASTER_READ_ONLY)
    if (!findDataSource(db, id)) throw bizError(DataSourceErrors.NOT_EXISTS)
    db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    return ok(true)
  })
}
