import { z } from 'zod'
import { id, nullableTime } from './common'
import { optionalText, requiredInt, requiredText } from './fields'

// 数据源配置: /infra/data-source-config/* (docs/admin-api.md#data-sources-and-code-generation).
// In the sandbox a data source is a SQLite file inside the sandbox database's own folder.

/** The sandbox's own database: listed first, never stored, never changed. */
export const MASTER_DATA_SOURCE_ID = 0
export const MASTER_DATA_SOURCE_NAME = 'master'
/** `url` may carry the JDBC prefix a Java-minded administrator types; it is dropped. */
export const JDBC_SQLITE_PREFIX = 'jdbc:sqlite:'

/** An item of list and get (the password is never sent back). */
export const dataSourceConfigItem = z.object({
  id,
  name: z.string(),
  url: z.string(),
  username: z.string().nullable(),
  createTime: nullableTime,
})

const saveFields = {
  name: requiredText('数据源名称', 100),
  url: requiredText('数据源连接', 1024),
  // Kept for the Java-shaped form; SQLite files have no accounts, so both are ignored.
  username: optionalText('用户名', 255),
  password: optionalText('密码', 255),
}

/** Body of POST create. */
export const dataSourceConfigCreate = z.object(saveFields)

/** Body of PUT update. */
export const dataSourceConfigUpdate = z.object({ id: requiredInt('主键编号'), ...saveFields })

export type DataSourceConfigItem = z.output<typeof dataSourceConfigItem>
export type DataSourceConfigCreate = z.output<typeof dataSourceConfigCreate>
export type DataSourceConfigUpdate = z.output<typeof dataSourceConfigUpdate>
