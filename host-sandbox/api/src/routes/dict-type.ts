import type { FastifyInstance } from 'fastify'
import {
  dictTypeCreate,
  dictTypeSimpleItem,
  dictTypeUpdate,
} from '../../../../src/shared/wire/dict-type'
import { countDictData, dictLabel, findDictTypeBy, toDictTypeItem } from '../db/repos/dict-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { createTimeColumn, registerCrudRoutes, remarkColumn } from '../lib/crud-routes'
import { ok } from '../lib/envelope'
import { DictErrors } from '../lib/error-codes'
import { betweenFilter, eqFilter, likeFilter } from '../lib/filters'
import { optionalDateRange, optionalStatus, optionalText, wireItem } from '../lib/validation'

const TABLE = 'system_dict_type'

const filters = {
  name: likeFilter('name', optionalText('字典名称', 100)),
  type: likeFilter('type', optionalText('字典类型', 100)),
  status: eqFilter('status', optionalStatus()),
  createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
}

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
      body: dictTypeCreate,
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
      body: dictTypeUpdate,
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
      .all() as Array<{ id: number; name: string; type: string }>
    return ok(rows.map((row) => wireItem(dictTypeSimpleItem, row)))
  })
}
