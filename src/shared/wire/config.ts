import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalText, requiredBoolean, requiredInt, requiredText } from './fields'

// Configs (参数配置): /infra/config/* (docs/admin-api.md#endpoints).

/** Config type: 1 built-in (cannot be deleted), 2 custom (everything created over the API). */
export const CONFIG_TYPE_BUILT_IN = 1
export const CONFIG_TYPE_CUSTOM = 2
export const CONFIG_TYPES = [CONFIG_TYPE_BUILT_IN, CONFIG_TYPE_CUSTOM] as const
export const configType = z.union([z.literal(CONFIG_TYPE_BUILT_IN), z.literal(CONFIG_TYPE_CUSTOM)])

/** An item of page and get. */
export const configItem = z.object({
  id,
  category: z.string(),
  name: z.string(),
  key: z.string(),
  value: z.string(),
  type: configType,
  visible: z.boolean(),
  remark: nullableText,
  createTime: epochMs,
})

const saveFields = {
  category: requiredText('参数分组', 50, '参数分组不能超过 50 个字符'),
  name: requiredText('参数名称', 100, '参数名称不能超过 100 个字符'),
  value: requiredText('参数键值', 500, '参数键值长度不能超过 500 个字符'),
  visible: requiredBoolean('是否可见'),
  remark: optionalText('备注', 500),
}

/** Body of POST create (the type is always custom). */
export const configCreate = z.object({
  ...saveFields,
  key: requiredText('参数键名', 100, '参数键名长度不能超过 100 个字符'),
})

/** Body of PUT update: the key is fixed once created (code reads settings by key). */
export const configUpdate = z.object({ id: requiredInt('参数配置编号'), ...saveFields })

/** Query of GET get-value-by-key. */
export const configKeyQuery = z.object({ key: requiredText('参数键名', 100) })
/** data of GET get-value-by-key: the value, or null when no such key. */
export const configValue = z.string().nullable()

export type ConfigItem = z.output<typeof configItem>
export type ConfigCreate = z.output<typeof configCreate>
export type ConfigUpdate = z.output<typeof configUpdate>
