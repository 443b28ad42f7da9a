import type { PageParams } from '@/shared/list-kit'
import type { ConfigCreate, ConfigItem as WireConfigItem } from '@/shared/wire/config'
import type {
  DictDataCreate,
  DictDataItem as WireDictDataItem,
  DictDataSimpleItem,
} from '@/shared/wire/dict-data'
import type {
  DictTypeCreate,
  DictTypeItem as WireDictTypeItem,
  DictTypeSimpleItem,
} from '@/shared/wire/dict-type'
import type { NotifyMessageItem as WireNotifyMessageItem } from '@/shared/wire/notify-message'

/**
 * Wire shapes of dictionaries, configs and notify messages (docs/admin-api.md#endpoints), inferred
 * from the schemas in src/shared/wire that the sandbox validates with and the contract tests check
 * a backend against (docs/architecture.md#wire-schemas). Types only: no zod in the page chunks.
 */

export type DictTypeItem = WireDictTypeItem
export type DictTypeSimple = DictTypeSimpleItem
/** Body of create (no id) and update (with id). */
export type DictTypeSave = DictTypeCreate & { id?: number }

export type DictDataItem = WireDictDataItem
export type DictDataSimple = DictDataSimpleItem
/** Body of create (no id) and update (with id). */
export type DictDataSave = DictDataCreate & { id?: number }

export type ConfigItem = WireConfigItem
/** Config type: 1 built-in (cannot be deleted), 2 custom. */
export const CONFIG_TYPE_BUILT_IN = 1 satisfies ConfigItem['type']
/** Body of create (no id) and update (with id; the key is not changed). */
export type ConfigSave = ConfigCreate & { id?: number }

/** The admin message log lists the same rows as the user's own messages. */
export type NotifyMessageItem = WireNotifyMessageItem

/** Filters of the page endpoints as sent (search values are strings; ranges are begin/end). */
export type PageQuery<F extends string> = PageParams &
  Partial<Record<F, string>> & { createTime?: [string, string] }
