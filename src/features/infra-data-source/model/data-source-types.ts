import type { PageParams } from '@/shared/list-kit'
import type {
  DataSourceConfigCreate,
  DataSourceConfigItem,
  DataSourceConfigUpdate,
} from '@/shared/wire/infra-data-source'

export type { DataSourceConfigItem }
export type DataSourceConfigSave = DataSourceConfigCreate &
  Partial<Pick<DataSourceConfigUpdate, 'id'>>
/** The list has no filters; paging happens in the console (the server answers every row). */
export type DataSourceConfigQuery = PageParams

export const DATA_SOURCE_CONFIG_TAG = 'DataSourceConfig'
export const DATA_SOURCE_CONFIG_PATH = '/infra/data-source-config'
