import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  CONFIG_TYPE_CUSTOM,
  CONFIG_TYPE_SYSTEM,
  findConfig,
  findConfigByKey,
  toConfigItem,
  type ConfigRow,
} from '../db/repos/config-repo'
import { dictLabel } from '../db/repos/dict-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { sendCsv, toCsv } from '../lib/csv'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { ConfigErrors } from '../lib/error-codes'
import { selectAll, selectPage } from '../lib/paging'
import {
  idQuery,
  optionalDateRange,
  optionalInt,
  optionalText,
  pageParams,
  parseInput,
  requiredBoolean,
  requiredInt,
  requiredText,
} from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

const filters = {
  name: optionalText('参数名称', 100),
  key: optionalText('参数键名', 100),
  type: optionalInt('参数类型').refine(
    (v) => v === undefined || v === CONFIG_TYPE_SYSTEM || v === CONFIG_TYPE_CUSTOM,
    '参数类型必须在指定范围 [1, 2]',
  ),
  createTime: optionalDateRange('创建时间'),
}
const exportQuery = z.object(filters)
const pageQuery = z.object({ ...filters, ...pageParams })

const baseFields = {
  category: requiredText('参数分组', 50, '参数分组不能超过 50 个字符'),
  name: requiredText('参数名称', 100, '参数名称不能超过 100 个字符'),
  value: requiredText('参数键值', 500, '参数键值长度不能超过 500 个字符'),
  visible: requiredBoolean('是否可见'),
  remark: optionalText('备注', 500),
}
const createBody = z.object({
  ...baseFields,
  key: requiredText('参数键名', 100, '参数键名长度不能超过 100 个字符'),
})
const updateBody = z.object({ id: requiredInt('参数配置编号'), ...baseFields })
const keyQuery = z.object({ key: requiredText('参数键名', 100) })

function whereOf(query: z.infer<typeof exportQuery>): WhereBuilder {
  return new WhereBuilder()
    .like('name', query.name)
    .like('config_key', query.key)
    .eq('type', query.type)
    .between('create_time', query.createTime)
}

export function registerInfraConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const mustExist = (id: number) => {
    const row = findConfig(db, id)
    if (!row) throw bizError(ConfigErrors.NOT_EXISTS)
    return row
  }

  app.get(
    '/infra/config/page',
    { config: { permission: 'infra:config:query' } },
    async (request) => {
      const query = parseInput(pageQuery, request.query)
      const page = selectPage<ConfigRow>(db, {
        table: 'infra_config',
        where: whereOf(query),
        orderBy: 'id DESC',
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      })
      return ok({ list: page.list.map(toConfigItem), total: page.total })
    },
  )

  app.get(
    '/infra/config/get',
    { config: { permission: 'infra:config:query' } },
    async (request) => {
      const { id } = parseInput(idQuery('参数配置编号'), request.query)
      const row = findConfig(db, id)
      return ok(row ? toConfigItem(row) : null)
    },
  )

  // Any logged-in screen may read a visible setting by key; invisible ones stay server-side.
  app.get('/infra/config/get-value-by-key', async (request) => {
    const { key } = parseInput(keyQuery, request.query)
    const row = findConfigByKey(db, key)
    if (!row) return ok(null)
    if (row.visible !== 1) throw bizError(ConfigErrors.GET_VALUE_ERROR_IF_VISIBLE)
    return ok(row.value)
  })

  app.post(
    '/infra/config/create',
    { config: { permission: 'infra:config:create' } },
    async (request) => {
      const body = parseInput(createBody, request.body)
      if (findConfigByKey(db, body.key)) throw bizError(ConfigErrors.KEY_DUPLICATE)
      const now = ctx.now()
      const result = db
        .prepare(
          `INSERT INTO infra_config (category, type, name, config_key, value, visible, remark,
           create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.category,
          CONFIG_TYPE_CUSTOM,
          body.name,
          body.key,
          body.value,
          Number(body.visible),
          body.remark ?? '',
          now,
          now,
        )
      return ok(Number(result.lastInsertRowid))
    },
  )

  app.put(
    '/infra/config/update',
    { config: { permission: 'infra:config:update' } },
    async (request) => {
      const body = parseInput(updateBody, request.body)
      mustExist(body.id)
      // The key is fixed once created (code reads settings by key), as on the Java server.
      db.prepare(
        `UPDATE infra_config SET category = ?, name = ?, value = ?, visible = ?, remark = ?,
         update_time = ? WHERE id = ?`,
      ).run(
        body.category,
        body.name,
        body.value,
        Number(body.visible),
        body.remark ?? '',
        ctx.now(),
        body.id,
      )
      return ok(true)
    },
  )

  app.delete(
    '/infra/config/delete',
    { config: { permission: 'infra:config:delete' } },
    async (request) => {
      const { id } = parseInput(idQuery('参数配置编号'), request.query)
      const row = mustExist(id)
      if (row.type === CONFIG_TYPE_SYSTEM) throw bizError(ConfigErrors.CAN_NOT_DELETE_SYSTEM_TYPE)
      db.prepare('DELETE FROM infra_config WHERE id = ?').run(id)
      return ok(true)
    },
  )

  app.get(
    '/infra/config/export',
    { config: { permission: 'infra:config:export' } },
    async (request, reply) => {
      const query = parseInput(exportQuery, request.query)
      const rows = selectAll<ConfigRow>(db, 'infra_config', whereOf(query), 'id DESC')
      const csv = toCsv(
        [
          '参数配置序号',
          '参数分组',
          '参数名称',
          '参数键名',
          '参数键值',
          '参数类型',
          '是否可见',
          '备注',
          '创建时间',
        ],
        rows.map((r) => [
          r.id,
          r.category,
          r.name,
          r.config_key,
          r.value,
          dictLabel(db, 'infra_config_type', r.type),
          dictLabel(db, 'infra_boolean_string', r.visible === 1 ? 'true' : 'false'),
          r.remark ?? '',
          formatDateTime(r.create_time),
        ]),
      )
      return sendCsv(reply, '参数配置.csv', 'config.csv', csv)
    },
  )
}
