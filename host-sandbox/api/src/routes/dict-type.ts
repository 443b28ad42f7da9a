import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  countDictData,
  dictLabel,
  findDictType,
  findDictTypeBy,
  toDictTypeItem,
  type DictTypeRow,
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
  optionalDateRange,
  optionalStatus,
  optionalText,
  pageParams,
  parseInput,
  requiredInt,
  requiredStatus,
  requiredText,
} from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'

const filters = {
  name: optionalText('字典名称', 100),
  type: optionalText('字典类型', 100),
  status: optionalStatus(),
  createTime: optionalDateRange('创建时间'),
}
const exportQuery = z.object(filters)
const pageQuery = z.object({ ...filters, ...pageParams })

const baseFields = {
  name: requiredText('字典名称', 100, '字典类型名称长度不能超过100个字符'),
  status: requiredStatus(),
  remark: optionalText('备注', 500),
}
const createBody = z.object({
  ...baseFields,
  type: requiredText('字典类型', 100, '字典类型类型长度不能超过100个字符'),
})
const updateBody = z.object({ id: requiredInt('字典类型编号'), ...baseFields })

function whereOf(query: z.infer<typeof exportQuery>): WhereBuilder {
  return new WhereBuilder()
    .like('name', query.name)
    .like('type', query.type)
    .eq('status', query.status)
    .between('create_time', query.createTime)
}

export function registerDictTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const mustExist = (id: number) => {
    const row = findDictType(db, id)
    if (!row) throw bizError(DictErrors.TYPE_NOT_EXISTS)
    return row
  }
  const assertUnique = (field: 'name' | 'type', value: string, selfId?: number) => {
    const other = findDictTypeBy(db, field, value)
    if (other && other.id !== selfId) {
      throw bizError(
        field === 'name' ? DictErrors.TYPE_NAME_DUPLICATE : DictErrors.TYPE_TYPE_DUPLICATE,
      )
    }
  }

  app.get(
    '/system/dict-type/page',
    { config: { permission: 'system:dict:query' } },
    async (request) => {
      const query = parseInput(pageQuery, request.query)
      const page = selectPage<DictTypeRow>(db, {
        table: 'system_dict_type',
        where: whereOf(query),
        orderBy: 'id DESC',
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      })
      return ok({ list: page.list.map(toDictTypeItem), total: page.total })
    },
  )

  app.get(
    '/system/dict-type/get',
    { config: { permission: 'system:dict:query' } },
    async (request) => {
      const { id } = parseInput(idQuery('字典类型编号'), request.query)
      const row = findDictType(db, id)
      return ok(row ? toDictTypeItem(row) : null)
    },
  )

  app.post(
    '/system/dict-type/create',
    { config: { permission: 'system:dict:create' } },
    async (request) => {
      const body = parseInput(createBody, request.body)
      assertUnique('name', body.name)
      assertUnique('type', body.type)
      const now = ctx.now()
      const result = db
        .prepare(
          `INSERT INTO system_dict_type (name, type, status, remark, create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(body.name, body.type, body.status, body.remark ?? '', now, now)
      return ok(Number(result.lastInsertRowid))
    },
  )

  app.put(
    '/system/dict-type/update',
    { config: { permission: 'system:dict:update' } },
    async (request) => {
      const body = parseInput(updateBody, request.body)
      mustExist(body.id)
      assertUnique('name', body.name, body.id)
      // Like the Java server, the type key itself cannot change: data rows refer to it.
      db.prepare(
        'UPDATE system_dict_type SET name = ?, status = ?, remark = ?, update_time = ? WHERE id = ?',
      ).run(body.name, body.status, body.remark ?? '', ctx.now(), body.id)
      return ok(true)
    },
  )

  app.delete(
    '/system/dict-type/delete',
    { config: { permission: 'system:dict:delete' } },
    async (request) => {
      const { id } = parseInput(idQuery('字典类型编号'), request.query)
      const row = mustExist(id)
      if (countDictData(db, row.type) > 0) throw bizError(DictErrors.TYPE_HAS_CHILDREN)
      db.prepare('DELETE FROM system_dict_type WHERE id = ?').run(id)
      return ok(true)
    },
  )

  app.get('/system/dict-type/list-all-simple', async () => {
    const rows = db
      .prepare('SELECT id, name, type FROM system_dict_type WHERE status = 0 ORDER BY id')
      .all()
    return ok(rows)
  })

  app.get(
    '/system/dict-type/export',
    { config: { permission: 'system:dict:export' } },
    async (request, reply) => {
      const query = parseInput(exportQuery, request.query)
      const rows = selectAll<DictTypeRow>(db, 'system_dict_type', whereOf(query), 'id DESC')
      const csv = toCsv(
        ['字典主键', '字典名称', '字典类型', '状态', '备注', '创建时间'],
        rows.map((r) => [
          r.id,
          r.name,
          r.type,
          dictLabel(db, 'common_status', r.status),
          r.remark ?? '',
          formatDateTime(r.create_time),
        ]),
      )
      return sendCsv(reply, '字典类型.csv', 'dict-type.csv', csv)
    },
  )
}
