import type { Database } from 'better-sqlite3'
import {
  configItem,
  CONFIG_TYPE_CUSTOM,
  type ConfigItem,
} from '../../../../../src/shared/wire/config'
import { wireItem } from '../../lib/validation'

export interface ConfigRow {
  id: number
  category: string
  type: number
  name: string
  config_key: string
  value: string
  visible: number
  remark: string | null
  create_time: number
}

export {
  CONFIG_TYPE_BUILT_IN as CONFIG_TYPE_SYSTEM,
  CONFIG_TYPE_CUSTOM,
} from '../../../../../src/shared/wire/config'

export const toConfigItem = (row: ConfigRow): ConfigItem =>
  wireItem(configItem, {
    id: row.id,
    category: row.category,
    name: row.name,
    key: row.config_key,
    value: row.value,
    type: row.type === CONFIG_TYPE_CUSTOM ? CONFIG_TYPE_CUSTOM : 1,
    visible: row.visible === 1,
    remark: row.remark ?? '',
    createTime: row.create_time,
  })

export function findConfigByKey(db: Database, key: string): ConfigRow | undefined {
  return db.prepare('SELECT * FROM infra_config WHERE config_key = ?').get(key) as
    ConfigRow | undefined
}
