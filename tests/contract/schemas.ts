import { z } from 'zod'
import { authTokens, menuNode, menuTree, permissionInfo } from '../../src/shared/wire/auth'
import {
  commonStatus as status,
  envelope,
  epochMs,
  id,
  nullableText,
  pageOf,
} from '../../src/shared/wire/common'
import { configItem } from '../../src/shared/wire/config'
import { colorType, dictDataItem, dictDataSimpleItem } from '../../src/shared/wire/dict-data'
import { dictTypeItem, dictTypeSimpleItem } from '../../src/shared/wire/dict-type'
import { notifyMessageItem } from '../../src/shared/wire/notify-message'
import { profileItem } from '../../src/shared/wire/profile'

// Wire shapes of docs/admin-api.md. Lenient where the Java server may send null or extra
// fields; strict on what the console relies on (types, enums, epoch-millisecond dates).
// Resources converted to src/shared/wire are the very schemas the sandbox validates its answers
// with and the console infers its types from (docs/architecture.md#wire-schemas): the contract
// checks a backend against them, not against a copy.

export { envelope, epochMs, id, pageOf }

export const tokens = authTokens
export { permissionInfo, menuNode, menuTree }
// The console's own reading of the node is the schema's type.
export type { MenuNode } from '../../src/shared/routing/menu-types'

export const profile = profileItem

export const userSimple = z.object({ id, nickname: z.string() })

export const dictType = dictTypeItem
export const dictTypeSimple = dictTypeSimpleItem
export { colorType }
export const dictData = dictDataItem
export const dictDataSimple = dictDataSimpleItem
export const config = configItem
export const notifyMessage = notifyMessageItem

export const oauth2AuthorizeInfo = z.object({
  client: z.object({ name: z.string(), logo: z.string() }),
  scopes: z.array(z.object({ key: z.string(), value: z.boolean() })),
})

export const roleSimple = z.object({ id, name: z.string() })

// BPM (docs/admin-api.md#bpm): model and definition ids are strings (Flowable's).
const suspensionState = z.union([z.literal(1), z.literal(2)])
const modelFormType = z.union([z.literal(10), z.literal(20)]).nullish()

export const bpmForm = z.object({
  id,
  name: z.string(),
  status,
  remark: nullableText.optional(),
  conf: z.string(),
  fields: z.array(z.string()),
  createTime: epochMs,
})
export const bpmFormSimple = z.object({ id, name: z.string() })

export const bpmModel = z.object({
  id: z.string().min(1),
  key: z.string().min(1),
  name: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  formType: modelFormType,
  formId: id.nullish(),
  formName: z.string().nullish(),
  formCustomCreatePath: z.string().nullish(),
  formCustomViewPath: z.string().nullish(),
  createTime: epochMs,
  processDefinition: z
    .object({
      id: z.string().min(1),
      version: z.number().int().positive(),
      deploymentTime: epochMs,
      suspensionState,
    })
    .nullish(),
})
export const bpmModelDetail = bpmModel.extend({ bpmnXml: z.string().nullish() })

export const bpmDefinition = z.object({
  id: z.string().min(1),
  version: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  formType: modelFormType,
  formId: id.nullish(),
  formName: z.string().nullish(),
  formConf: z.string().nullish(),
  formFields: z.array(z.string()).nullish(),
  formCustomCreatePath: z.string().nullish(),
  formCustomViewPath: z.string().nullish(),
  suspensionState,
  deploymentTime: epochMs,
})

/** AJ-Captcha's own response model (the captcha endpoints are not enveloped). */
export const captchaResponse = z.object({
  repCode: z.string(),
  repData: z.record(z.string(), z.unknown()).nullable(),
})

// Item types of the answers above, for the server tests that read them.
export type DictTypeItem = z.infer<typeof dictType>
export type DictDataItem = z.infer<typeof dictData>
export type DictDataSimpleItem = z.infer<typeof dictDataSimple>
export type ConfigItem = z.infer<typeof config>
export type NotifyMessageItem = z.infer<typeof notifyMessage>
