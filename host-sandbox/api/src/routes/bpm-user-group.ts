import type { FastifyInstance } from 'fastify'
import {
  bpmUserGroupCreate,
  bpmUserGroupItem,
  bpmUserGroupSimpleItem,
  bpmUserGroupUpdate,
  type BpmUserGroupCreate,
} from '../../../../src/shared/wire/bpm-user-group'
import { asCommonStatus } from '../../../../src/shared/wire/common'
import { AssignErrors } from '../bpm/assign/assign-errors'
import { parseIdList } from '../bpm/assign/assign-rule-repo'
import type { AppContext } from '../lib/context'
import { createTimeColumn, registerCrudRoutes } from '../lib/crud-routes'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, likeFilter } from '../lib/filters'
import { optionalDateRange, optionalStatus, optionalText, wireItem } from '../lib/validation'

const TABLE = 'bpm_user_group'

interface UserGroupRow {
  id: number
  name: string
  description: string
  member_user_ids: string
  status: number
  create_time: number
}

const filters = {
  name: likeFilter('name', optionalText('组名', 30)),
  status: eqFilter('status', optionalStatus()),
  createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
}

const toItem = (row: UserGroupRow) =>
  wireItem(bpmUserGroupItem, {
    id: row.id,
    name: row.name,
    description: row.description,
    memberUserIds: parseIdList(row.member_user_ids),
    status: asCommonStatus(row.status),
    createTime: row.create_time,
  })

const columns = (body: BpmUserGroupCreate) => ({
  name: body.name,
  description: body.description,
  // Each member once, in the order picked.
  member_user_ids: JSON.stringify([...new Set(body.memberUserIds)]),
  status: body.status,
})

/** /bpm/user-group/*: named sets of users for rules of type 40. */
export function registerBpmUserGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCrudRoutes(app, ctx, {
    path: '/bpm/user-group',
    permission: 'bpm:user-group',
    table: TABLE,
    orderBy: 'id DESC',
    filters,
    toItem,
    idLabel: '编号',
    notExists: AssignErrors.USER_GROUP_NOT_EXISTS,
    create: { body: bpmUserGroupCreate, columns },
    update: { body: bpmUserGroupUpdate, columns },
    exportFile: {
      name: '用户分组.csv',
      asciiName: 'user-group.csv',
      columns: [
        ['编号', (r: UserGroupRow) => r.id],
        ['组名', (r: UserGroupRow) => r.name],
        ['描述', (r: UserGroupRow) => r.description],
        ['成员', (r: UserGroupRow) => parseIdList(r.member_user_ids).join(',')],
        ['状态', (r: UserGroupRow) => (r.status === 0 ? '开启' : '关闭')],
        createTimeColumn,
      ],
    },
  })

  // The rule editor's group picker: a login is enough (like the Java server).
  app.get('/bpm/user-group/list-all-simple', async () => {
    const rows = ctx.db
      .prepare(`SELECT id, name FROM ${TABLE} WHERE status = 0 ORDER BY id`)
      .all() as Array<{ id: number; name: string }>
    return ok(rows.map((row) => wireItem(bpmUserGroupSimpleItem, row)))
  })
}
