import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { countDictData, dictLabel, findDictTypeBy, toDictTypeItem } from '../db/repos/dict-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { createTimeColumn, registerCrudRoutes, remarkColumn } from '../lib/crud-routes'
import { ok } from '../lib/envelope'
import { DictErrors } from '../lib/error-codes'
import { betweenFilter, eqFilter, likeFilter } from '../lib/filters'
import {
  optionalDateRange,
  optionalStatus,
  optionalText,
  requiredInt,
  requiredStatus,
  requiredText,
} from '../lib/validation'

const TABLE = 'system_dict_type'

const filters = {
  name: likeFilter('name', optionalText('字典名称', 100)),
  type: likeFilter('type', optionalText('字典类型', 100)),
  status: eqFilter('status', optionalStatus()),
  createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
}

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

export function registerDictTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const assertUnique = (field: 'name' | 'type', value: string, selfId?: number) => {
    const other = findDictTypeBy(db, field, value)
    if (other && other.id !== selfId) {
      throw bizError(
        field === 'name' ? DictErrors.TYPE_NAME_DUPLICATE : DictErrors.TYPE_TYPE_DUPLICATE,
      )
    }
  }

  registerCrudRoutes(app, ctx, {
    path: '/system/dict-type',
    permission: 'system:dict',
    table: TABLE,
    orderBy: 'id DESC',
    filters,
    toItem: toDictTypeItem,
    idLabel: '字典类型编号',
    notExists: DictErrors.TYPE_NOT_EXISTS,
    create: {
      body: createBody,
      check: (body) => {
        assertUnique('name', body.name)
        assertUnique('type', body.type)
      },
      columns: (body) => ({
        name: body.name,
        type: body.type,
        status: body.status,
        remark: body.remark ?? '',
      }),
    },
    update: {
      body: updateBody,
      check: (body) => assertUnique('name', body.name, body.id),
      // Like the Java server, the type key itself cannot change: data rows refer to it.
      columns: (body) => ({ name: body.name, status: body.status, remark: body.remark ?? '' }),
    },
    beforeDelete: (row) => {
      if (countDictData(db, row.type) > 0) throw bizError(DictErrors.TYPE_HAS_CHILDREN)
    },
    exportFile: {
      name: '字典类型.csv',
      asciiName: 'dict-type.csv',
      columns: [
        ['字典主键', (r) => r.id],
        ['字典名称', (r) => r.name],
        ['字典类型', (r) => r.type],
        ['状态', (r) => dictLabel(db, 'common_status', r.status)],
        remarkColumn,
        createTimeColumn,
      ],
    },
  })

  app.get('/system/dict-type/list-all-simple', async () => {
    const rows = db
      .prepare(`SELECT id, name, type FROM ${TABLE} WHERE status = 0 ORDER BY id`)
      .all()
    return ok(rows)
  })
}
