import type { FastifyInstance } from 'fastify'
import {
  CONFIG_TYPES,
  configCreate,
  configKeyQuery,
  configUpdate,
  type ConfigCreate,
} from '../../../../src/shared/wire/config'
import {
  CONFIG_TYPE_CUSTOM,
  CONFIG_TYPE_SYSTEM,
  findConfigByKey,
  toConfigItem,
} from '../db/repos/config-repo'
import { dictLabel } from '../db/repos/dict-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { createTimeColumn, registerCrudRoutes, remarkColumn } from '../lib/crud-routes'
import { ok } from '../lib/envelope'
import { ConfigErrors } from '../lib/error-codes'
import { betweenFilter, eqFilter, likeFilter } from '../lib/filters'
import { optionalDateRange, optionalIntIn, optionalText, parseInput } from '../lib/validation'

const TABLE = 'infra_config'

const filters = {
  name: likeFilter('name', optionalText('参数名称', 100)),
  key: likeFilter('config_key', optionalText('参数键名', 100)),
  type: eqFilter('type', optionalIntIn('参数类型', CONFIG_TYPES)),
  createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
}

/** Create and update write the same columns; only create sets the key and the type. */
const columnsOf = (body: Omit<ConfigCreate, 'key'>) => ({
  category: body.category,
  name: body.name,
  value: body.value,
  visible: Number(body.visible),
  remark: body.remark ?? '',
})

export function registerInfraConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx

  registerCrudRoutes(app, ctx, {
    path: '/infra/config',
    permission: 'infra:config',
    table: TABLE,
    orderBy: 'id DESC',
    filters,
    toItem: toConfigItem,
    idLabel: '参数配置编号',
    notExists: ConfigErrors.NOT_EXISTS,
    create: {
      body: configCreate,
      check: (body) => {
        if (findConfigByKey(db, body.key)) throw bizError(ConfigErrors.KEY_DUPLICATE)
      },
      columns: (body) => ({
        ...columnsOf(body),
        type: CONFIG_TYPE_CUSTOM,
        config_key: body.key,
      }),
    },
    // The key is fixed once created (code reads settings by key), as on the Java server.
    update: { body: configUpdate, columns: columnsOf },
    beforeDelete: (row) => {
      if (row.type === CONFIG_TYPE_SYSTEM) throw bizError(ConfigErrors.CAN_NOT_DELETE_SYSTEM_TYPE)
    },
    exportFile: {
      name: '参数配置.csv',
      asciiName: 'config.csv',
      columns: [
        ['参数配置序号', (r) => r.id],
        ['参数分组', (r) => r.category],
        ['参数名称', (r) => r.name],
        ['参数键名', (r) => r.config_key],
        ['参数键值', (r) => r.value],
        ['参数类型', (r) => dictLabel(db, 'infra_config_type', r.type)],
        [
          '是否可见',
          (r) => dictLabel(db, 'infra_boolean_string', r.visible === 1 ? 'true' : 'false'),
        ],
        remarkColumn,
        createTimeColumn,
      ],
    },
  })

  // Any logged-in screen may read a visible setting by key; invisible ones stay server-side.
  app.get('/infra/config/get-value-by-key', async (request) => {
    const { key } = parseInput(configKeyQuery, request.query)
    const row = findConfigByKey(db, key)
    if (!row) return ok(null)
    if (row.visible !== 1) throw bizError(ConfigErrors.GET_VALUE_ERROR_IF_VISIBLE)
    return ok(row.value)
  })
}
