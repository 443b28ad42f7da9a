import type { Database } from 'better-sqlite3'

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

export const CONFIG_TYPE_SYSTEM = 1
export const CONFIG_TYPE_CUSTOM = 2

export const toConfigItem = (row: ConfigRow) => ({
  id: row.id,
  category: row.category,
  name: row.name,
  key: row.config_key,
  value: row.value,
  type: row.type,
  visible: row.visible === 1,
  remark: row.remark ?? '',
  createTime: row.create_time,
})

export function findConfigByKey(db: Database, key: string): ConfigRow | undefined {
  return db.prepare('SELECT * FROM infra_config WHERE config_key = ?').get(key) as
    ConfigRow | undefined
}
