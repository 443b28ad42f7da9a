import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { toConfigItem } from '../../host-sandbox/api/src/db/repos/config-repo'
import {
  toDictDataItem,
  toDictDataSimpleItem,
  toDictTypeItem,
} from '../../host-sandbox/api/src/db/repos/dict-repo'
import { toNotifyItem } from '../../host-sandbox/api/src/db/repos/notify-repo'
import { toOaLeaveItem } from '../../host-sandbox/api/src/db/repos/bpm-oa-leave-repo'
import type { OaLeave, OaLeaveSave } from '../../src/features/bpm-oa/model/oa-leave-types'
import type * as consoleTypes from '../../src/features/system/model/system-types'
import type { UserProfile } from '../../src/features/profile/api/profile-api'
import type { MenuNode } from '../../src/shared/routing/menu-types'
import type { PermissionInfo } from '../../src/shared/session/session-types'
import type {
  BpmForm,
  BpmModel,
  BpmModelDetail,
  BpmProcessDefinition,
} from '../../src/shared/bpm/bpm-types'
import { authTokens, menuNode, permissionInfo } from '../../src/shared/wire/auth'
import { bpmDefinitionItem } from '../../src/shared/wire/bpm-definition'
import { bpmFormItem } from '../../src/shared/wire/bpm-form'
import { bpmModelDetail, bpmModelItem } from '../../src/shared/wire/bpm-model'
import { oaLeaveCreate, oaLeaveItem } from '../../src/shared/wire/bpm-oa-leave'
import { configCreate, configItem } from '../../src/shared/wire/config'
import { dictDataCreate, dictDataItem, dictDataSimpleItem } from '../../src/shared/wire/dict-data'
import { dictTypeCreate, dictTypeItem, dictTypeSimpleItem } from '../../src/shared/wire/dict-type'
import { notifyMessageItem } from '../../src/shared/wire/notify-message'
import { oauth2AuthorizeInfo } from '../../src/shared/wire/oauth2'
import { profileItem } from '../../src/shared/wire/profile'
import { roleSimpleItem, userSimpleItem } from '../../src/shared/wire/user'
import * as contract from '../contract/schemas'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

// One schema per resource (src/shared/wire, docs/architecture.md#wire-schemas) serves the sandbox's
// validation and mapping, the console's types and the contract checks. These tests fail when one of
// the three drifts from the others.

describe('wire schemas shared by the sandbox, the console and the contract checks', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  it('the contract checks a backend against the very schemas the sandbox answers with', () => {
    expect(contract.dictType).toBe(dictTypeItem)
    expect(contract.dictTypeSimple).toBe(dictTypeSimpleItem)
    expect(contract.dictData).toBe(dictDataItem)
    expect(contract.dictDataSimple).toBe(dictDataSimpleItem)
    expect(contract.config).toBe(configItem)
    expect(contract.notifyMessage).toBe(notifyMessageItem)
    expect(contract.tokens).toBe(authTokens)
    expect(contract.permissionInfo).toBe(permissionInfo)
    expect(contract.menuNode).toBe(menuNode)
    expect(contract.profile).toBe(profileItem)
    expect(contract.bpmForm).toBe(bpmFormItem)
    expect(contract.bpmModel).toBe(bpmModelItem)
    expect(contract.bpmModelDetail).toBe(bpmModelDetail)
    expect(contract.bpmDefinition).toBe(bpmDefinitionItem)
    expect(contract.oaLeave).toBe(oaLeaveItem)
    expect(contract.userSimple).toBe(userSimpleItem)
    expect(contract.roleSimple).toBe(roleSimpleItem)
    expect(contract.oauth2AuthorizeInfo).toBe(oauth2AuthorizeInfo)
  })

  it('console types and sandbox mappers are the schemas’ output types (checked by tsc)', () => {
    expectTypeOf<consoleTypes.DictTypeItem>().toEqualTypeOf<z.output<typeof dictTypeItem>>()
    expectTypeOf<consoleTypes.DictDataItem>().toEqualTypeOf<z.output<typeof dictDataItem>>()
    expectTypeOf<consoleTypes.ConfigItem>().toEqualTypeOf<z.output<typeof configItem>>()
    expectTypeOf<consoleTypes.NotifyMessageItem>().toEqualTypeOf<
      z.output<typeof notifyMessageItem>
    >()
    expectTypeOf(toDictTypeItem).returns.toEqualTypeOf<consoleTypes.DictTypeItem>()
    expectTypeOf(toDictDataItem).returns.toEqualTypeOf<consoleTypes.DictDataItem>()
    expectTypeOf(toDictDataSimpleItem).returns.toEqualTypeOf<consoleTypes.DictDataSimple>()
    expectTypeOf(toConfigItem).returns.toEqualTypeOf<consoleTypes.ConfigItem>()
    expectTypeOf(toNotifyItem).returns.toEqualTypeOf<consoleTypes.NotifyMessageItem>()
    expectTypeOf<MenuNode>().toEqualTypeOf<z.output<typeof menuNode>>()
    expectTypeOf<PermissionInfo>().toEqualTypeOf<z.output<typeof permissionInfo>>()
    expectTypeOf<UserProfile>().toEqualTypeOf<z.output<typeof profileItem>>()
    expectTypeOf<BpmForm>().toEqualTypeOf<z.output<typeof bpmFormItem>>()
    expectTypeOf<BpmModel>().toEqualTypeOf<z.output<typeof bpmModelItem>>()
    expectTypeOf<BpmModelDetail>().toEqualTypeOf<z.output<typeof bpmModelDetail>>()
    expectTypeOf<BpmProcessDefinition>().toEqualTypeOf<z.output<typeof bpmDefinitionItem>>()
    expectTypeOf<OaLeave>().toEqualTypeOf<z.output<typeof oaLeaveItem>>()
    expectTypeOf(toOaLeaveItem).returns.toEqualTypeOf<OaLeave>()
    // What the console sends is what the sandbox's request schema gives its routes.
    expectTypeOf<consoleTypes.DictTypeSave>().toExtend<z.output<typeof dictTypeCreate>>()
    expectTypeOf<consoleTypes.DictDataSave>().toExtend<z.output<typeof dictDataCreate>>()
    expectTypeOf<consoleTypes.ConfigSave>().toExtend<z.output<typeof configCreate>>()
    expectTypeOf<OaLeaveSave>().toExtend<z.output<typeof oaLeaveCreate>>()
  })

  it('a refused body is answered with the shared request schema’s own Chinese message', async () => {
    const cases = [
      ['/system/dict-type/create', dictTypeCreate, { type: 'wire_check', status: 0 }],
      ['/system/dict-data/create', dictDataCreate, { ...dataBody(), colorType: 'pink' }],
      ['/infra/config/create', configCreate, { ...configBody(), visible: 'maybe' }],
      ['/bpm/oa/leave/create', oaLeaveCreate, { startTime: 2, endTime: 1, type: 1, reason: '病' }],
    ] as const
    const answers = []
    for (const [path, schema, body] of cases) {
      const answer = await call(sandbox, path, { method: 'POST', token: admin.token, json: body })
      const expected = schema.safeParse(body).error?.issues[0]?.message
      expect(answer).toMatchObject({ code: 400, msg: `请求参数不正确:${expected}` })
      answers.push(answer.msg)
    }
    expect(answers).toEqual([
      '请求参数不正确:字典名称不能为空',
      '请求参数不正确:颜色类型必须是 default、primary、success、info、warning、danger 之一',
      '请求参数不正确:是否可见必须是布尔值',
      '请求参数不正确:结束时间，需要在开始时间之后',
    ])
  })

  it('a row the mapper cannot express as its wire item fails loudly instead of drifting', async () => {
    const db = new BetterSqlite3(sandbox.dbPath)
    let id: number
    try {
      const row = db
        .prepare(
          `INSERT INTO system_dict_data (sort, label, value, dict_type, status, color_type, css_class,
             remark, create_time, update_time)
           VALUES (99, '漂移', 'drift', 'wire_drift', 0, 'pink', '', '', 1, 1)`,
        )
        .run()
      id = Number(row.lastInsertRowid)
    } finally {
      db.close()
    }
    const good = await call(sandbox, '/system/dict-data/get', {
      token: admin.token,
      query: { id: 1 },
    })
    expect(dictDataItem.safeParse(good.data).success).toBe(true)
    const drifted = await call(sandbox, '/system/dict-data/get', {
      token: admin.token,
      query: { id },
    })
    expect(drifted).toMatchObject({ code: 500, msg: '系统异常' })
  })
})

function dataBody() {
  return { sort: 1, label: '线', value: 'wire', dictType: 'common_status', status: 0 }
}

function configBody() {
  return { category: 'wire', name: '线', key: 'wire.check', value: '1', visible: true }
}
