import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  dictLabel,
  findDictData,
  findDictDataByValue,
  findDictTypeBy,
  toDictDataItem,
  type DictDataRow,
} from '../db/repos/dict-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { sendCsv, toCsv } from '../lib/csv'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { DictErrors } from '../lib/error-codes'
import { selectAll, selectPage } from '../lib/paging'
import {
  idQuery,
  optionalStatus,
  optionalText,
  pageParams,
  parseInput,
  requiredInt,
  requiredStatus,
  requiredText,
} from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

export const COLOR_TYPES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger']

const filters = {
  dictType: optionalText('字典类型', 100),
  label: optionalText('字典标签', 100),
  status: optionalStatus(),
}
const exportQuery = z.object(filters)
const pageQuery = z.object({ ...filters, ...pageParams })

const baseFields = {
  sort: requiredInt('显示顺序'),
  label: requiredText('字典标签', 100, '字典标签长度不能超过100个字符'),
  value: requiredText('字典键值', 100, '字典键值长度不能超过100个字符'),
  dictType: requiredText('字典类型', 100, '字典类型长度不能超过100个字符'),
  status: requiredStatus(),
  colorType: optionalText('颜色类型', 100).refine(
    (v) => v === undefined || COLOR_TYPES.includes(v),
    '颜色类型必须是 default、primary、success、info、warning、danger 之一',
  ),
  cssClass: optionalText('CSS 样式', 100),
  remark: optionalText('备注', 500),
}
const createBody = z.object(baseFields)
const updateBody = z.object({ id: requiredInt('字典数据编号'), ...baseFields })

function whereOf(query: z.infer<typeof exportQuery>): WhereBuilder {
  return new WhereBuilder()
    .eq('dict_type', query.dictType)
    .like('label', query.label)
    .eq('status', query.status)
}

const simpleItem = (row: DictDataRow) => ({
  dictType: row.dict_type,
  value: row.value,
  label: row.label,
  colorType: row.color_type,
  cssClass: row.css_class,
})

export function registerDictDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const mustExist = (id: number) => {
    const row = findDictData(db, id)
    if (!row) throw bizError(DictErrors.DATA_NOT_EXISTS)
    return row
  }
  const validate = (body: z.infer<typeof createBody>, selfId?: number) => {
    const type = findDictTypeBy(db, 'type', body.dictType)
    if (!type) throw bizError(DictErrors.TYPE_NOT_EXISTS)
    if (type.status !== 0) throw bizError(DictErrors.TYPE_NOT_ENABLE)
    const other = findDictDataByValue(db, body.dictType, body.value)
    if (other && other.id !== selfId) throw bizError(DictErrors.DATA_VALUE_DUPLICATE)
  }

  app.get(
    '/system/dict-data/page',
    { config: { permission: 'system:dict:query' } },
    async (request) => {
      const query = parseInput(pageQuery, request.query)
      const page = selectPage<DictDataRow>(db, {
        table: 'system_dict_data',
        where: whereOf(query),
        orderBy: 'dict_type, sort, id',
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      })
      return ok({ list: page.list.map(toDictDataItem), total: page.total })
    },
  )

  app.get(
    '/system/dict-data/get',
    { config: { permission: 'system:dict:query' } },
    async (request) => {
      const { id } = parseInput(idQuery('字典数据编号'), request.query)
      const row = findDictData(db, id)
      return ok(row ? toDictDataItem(row) : null)
    },
  )

  // Pickers on any screen read one type's options, so a login is enough.
  app.get('/system/dict-data/type/:type', async (request) => {
    const { type } = request.params as { type: string }
    const rows = db
      .prepare(
        'SELECT * FROM system_dict_data WHERE dict_type = ? AND status = 0 ORDER BY sort, id',
      )
      .all(type) as DictDataRow[]
    return ok(rows.map(toDictDataItem))
  })

  app.post(
    '/system/dict-data/create',
    { config: { permission: 'system:dict:create' } },
    async (request) => {
      const body = parseInput(createBody, request.body)
      validate(body)
      const now = ctx.now()
      const result = db
        .prepare(
          `INSERT INTO system_dict_data (sort, label, value, dict_type, status, color_type, css_class,
           remark, create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          body.sort,
          body.label,
          body.value,
          body.dictType,
          body.status,
          body.colorType ?? '',
          body.cssClass ?? '',
          body.remark ?? '',
          now,
          now,
        )
      return ok(Number(result.lastInsertRowid))
    },
  )

  app.put(
    '/system/dict-data/update',
    { config: { permission: 'system:dict:update' } },
    async (request) => {
      const body = parseInput(updateBody, request.body)
      mustExist(body.id)
      validate(body, body.id)
      db.prepare(
        `UPDATE system_dict_data SET sort = ?, label = ?, value = ?, dict_type = ?, status = ?,
         color_type = ?, css_class = ?, remark = ?, update_time = ? WHERE id = ?`,
      ).run(
        body.sort,
        body.label,
        body.value,
        body.dictType,
        body.status,
        body.colorType ?? '',
        body.cssClass ?? '',
        body.remark ?? '',
        ctx.now(),
        body.id,
      )
      return ok(true)
    },
  )

  app.delete(
    '/system/dict-data/delete',
    { config: { permission: 'system:dict:delete' } },
    async (request) => {
      const { id } = parseInput(idQuery('字典数据编号'), request.query)
      mustExist(id)
      db.prepare('DELETE FROM system_dict_data WHERE id = ?').run(id)
      return ok(true)
    },
  )

  // Loaded once per session by the console's dictionary store: enabled entries of enabled types.
  app.get('/system/dict-data/list-all-simple', async () => {
    const rows = db
      .prepare(
        `SELECT d.* FROM system_dict_data d JOIN system_dict_type t ON t.type = d.dict_type
         WHERE d.status = 0 AND t.status = 0 ORDER BY d.dict_type, d.sort, d.id`,
      )
      .all() as DictDataRow[]
    return ok(rows.map(simpleItem))
  })

  app.get(
    '/system/dict-data/export',
    { config: { permission: 'system:dict:export' } },
    async (request, reply) => {
      const query = parseInput(exportQuery, request.query)
      const rows = selectAll<DictDataRow>(
        db,
        'system_dict_data',
        whereOf(query),
        'dict_type, sort, id',
      )
      const csv = toCsv(
        [
          '字典编码',
          '字典排序',
          '字典标签',
          '字典键值',
          '字典类型',
          '状态',
          '颜色类型',
          'CSS 样式',
          '备注',
          '创建时间',
        ],
        rows.map((r) => [
          r.id,
          r.sort,
          r.label,
          r.value,
          r.dict_type,
          dictLabel(db, 'common_status', r.status),
          r.color_type,
          r.css_class,
          r.remark ?? '',
          formatDateTime(r.create_time),
        ]),
      )
      return sendCsv(reply, '字典数据.csv', 'dict-data.csv', csv)
    },
  )
}
