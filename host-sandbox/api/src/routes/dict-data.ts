import type { FastifyInstance } from 'fastify'
import {
  dictDataCreate,
  dictDataUpdate,
  type DictDataCreate,
} from '../../../../src/shared/wire/dict-data'
import {
  dictLabel,
  findDictDataByValue,
  findDictTypeBy,
  toDictDataItem,
  toDictDataSimpleItem,
  type DictDataRow,
} from '../db/repos/dict-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { createTimeColumn, registerCrudRoutes, remarkColumn } from '../lib/crud-routes'
import { ok } from '../lib/envelope'
import { DictErrors } from '../lib/error-codes'
import { eqFilter, likeFilter } from '../lib/filters'
import { optionalStatus, optionalText } from '../lib/validation'

const TABLE = 'system_dict_data'

const filters = {
  dictType: eqFilter('dict_type', optionalText('字典类型', 100)),
  label: likeFilter('label', optionalText('字典标签', 100)),
  status: eqFilter('status', optionalStatus()),
}

/** Create and update write the same columns. */
const columnsOf = (body: DictDataCreate) => ({
  sort: body.sort,
  label: body.label,
  value: body.value,
  dict_type: body.dictType,
  status: body.status,
  color_type: body.colorType ?? '',
  css_class: body.cssClass ?? '',
  remark: body.remark ?? '',
})

export function registerDictDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const validate = (body: DictDataCreate, selfId?: number) => {
    const type = findDictTypeBy(db, 'type', body.dictType)
    if (!type) throw bizError(DictErrors.TYPE_NOT_EXISTS)
    if (type.status !== 0) throw bizError(DictErrors.TYPE_NOT_ENABLE)
    const other = findDictDataByValue(db, body.dictType, body.value)
    if (other && other.id !== selfId) throw bizError(DictErrors.DATA_VALUE_DUPLICATE)
  }

  registerCrudRoutes(app, ctx, {
    path: '/system/dict-data',
    permission: 'system:dict',
    table: TABLE,
    orderBy: 'dict_type, sort, id',
    filters,
    toItem: toDictDataItem,
    idLabel: '字典数据编号',
    notExists: DictErrors.DATA_NOT_EXISTS,
    create: { body: dictDataCreate, check: (body) => validate(body), columns: columnsOf },
    update: { body: dictDataUpdate, check: (body) => validate(body, body.id), columns: columnsOf },
    exportFile: {
      name: '字典数据.csv',
      asciiName: 'dict-data.csv',
      columns: [
        ['字典编码', (r) => r.id],
        ['字典排序', (r) => r.sort],
        ['字典标签', (r) => r.label],
        ['字典键值', (r) => r.value],
        ['字典类型', (r) => r.dict_type],
        ['状态', (r) => dictLabel(db, 'common_status', r.status)],
        ['颜色类型', (r) => r.color_type],
        ['CSS 样式', (r) => r.css_class],
        remarkColumn,
        createTimeColumn,
      ],
    },
  })

  // Pickers on any screen read one type's options, so a login is enough.
  app.get('/system/dict-data/type/:type', async (request) => {
    const { type } = request.params as { type: string }
    const rows = db
      .prepare(`SELECT * FROM ${TABLE} WHERE dict_type = ? AND status = 0 ORDER BY sort, id`)
      .all(type) as DictDataRow[]
    return ok(rows.map(toDictDataItem))
  })

  // Loaded once per session by the console's dictionary store: enabled entries of enabled types.
  app.get('/system/dict-data/list-all-simple', async () => {
    const rows = db
      .prepare(
        `SELECT d.* FROM ${TABLE} d JOIN system_dict_type t ON t.type = d.dict_type
         WHERE d.status = 0 AND t.status = 0 ORDER BY d.dict_type, d.sort, d.id`,
      )
      .all() as DictDataRow[]
    return ok(rows.map(toDictDataSimpleItem))
  })
}
