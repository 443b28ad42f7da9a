import type { PageParams } from '@/shared/list-kit'

export type {
  CodegenColumnItem,
  CodegenColumnSave,
  CodegenDbTableItem,
  CodegenDetail,
  CodegenPreviewFile,
  CodegenTableItem,
  CodegenTableSave,
  CodegenUpdate,
} from '@/shared/wire/infra-codegen'
export type { DataSourceConfigItem } from '@/shared/wire/infra-data-source'
export type { DictTypeSimpleItem } from '@/shared/wire/dict-type'
export type { MenuSimpleItem } from '@/shared/wire/menu'

export type CodegenTableQuery = PageParams & {
  tableName?: string
  tableComment?: string
  createTime?: [string, string]
}

// A type alias (not an interface) so it fits the request's `Record<string, unknown>` params.
export type DbTableQuery = {
  dataSourceConfigId: number
  name?: string
  comment?: string
}

export const CODEGEN_TABLE_TAG = 'CodegenTable'
export const DATA_SOURCE_CONFIG_TAG = 'DataSourceConfig'

/** Where the screens live. */
export const CODEGEN_LIST_PATH = '/infra/codegen'
export function codegenEditPath(tableId: number): string {
  return `/codegen/edit/${tableId}`
}

/** The zip 生成代码 saves (the server names it the same). */
export function codegenZipName(tableName: string): string {
  return `codegen-${tableName}.zip`
}
