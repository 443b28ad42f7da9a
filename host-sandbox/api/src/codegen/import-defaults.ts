import {
  FRONT_TYPE_REACT_MUI,
  SCENE_ADMIN,
  TEMPLATE_TYPE_ONE,
  type HtmlType,
  type JavaType,
  type ListCondition,
} from '../../../../src/shared/wire/infra-codegen'
import type { DbColumn, DbTable } from './schema-reader'

// What an imported table and its columns start as (docs/codegen.md#import-defaults).

/** Columns every table of this product keeps for itself: not typed in, not listed. */
export const AUDIT_COLUMNS = new Set([
  'creator',
  'create_time',
  'updater',
  'update_time',
  'deleted',
])

export const camelCase = (snake: string) =>
  snake.toLowerCase().replace(/_+([a-z0-9])/g, (_, ch: string) => ch.toUpperCase())
export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export interface TableDefaults {
  tableName: string
  tableComment: string
  moduleName: string
  businessName: string
  className: string
  classComment: string
  author: string
  templateType: number
  frontType: number
  scene: number
}

export function tableDefaults(table: DbTable, author: string): TableDefaults {
  const cut = table.name.indexOf('_')
  const moduleName = cut > 0 ? table.name.slice(0, cut).toLowerCase() : table.name.toLowerCase()
  const rest = cut > 0 ? table.name.slice(cut + 1) : table.name
  const businessName = camelCase(rest)
  return {
    tableName: table.name,
    tableComment: table.comment,
    moduleName,
    businessName,
    className: upperFirst(businessName),
    classComment: table.comment.replace(/表$/, '') || table.comment,
    author,
    templateType: TEMPLATE_TYPE_ONE,
    frontType: FRONT_TYPE_REACT_MUI,
    scene: SCENE_ADMIN,
  }
}

const isTimeName = (name: string) => /(time|date)$/i.test(name)

/** The Java type the production console shows for a SQLite column (see templates/ts-types.ts). */
export function javaTypeOf(column: Pick<DbColumn, 'name' | 'dataType' | 'primaryKey'>): JavaType {
  const type = column.dataType
  if (/^(DATETIME|DATE|TIMESTAMP)/.test(type)) return 'LocalDateTime'
  if (/^(BOOLEAN|BOOL|BIT)/.test(type)) return 'Boolean'
  if (/INT/.test(type)) {
    // This product keeps times as epoch milliseconds in INTEGER columns.
    if (isTimeName(column.name)) return 'LocalDateTime'
    if (/^BIGINT/.test(type) || column.primaryKey || /(^|_)id$/i.test(column.name)) return 'Long'
    return 'Integer'
  }
  if (/^(REAL|DOUBLE|FLOAT)/.test(type)) return 'Double'
  if (/^(DECIMAL|NUMERIC)/.test(type)) return 'BigDecimal'
  if (/^BLOB/.test(type)) return 'byte[]'
  return 'String'
}

export function conditionOf(name: string): ListCondition {
  if (/name$/i.test(name)) return 'LIKE'
  if (isTimeName(name)) return 'BETWEEN'
  return '='
}

export function htmlTypeOf(name: string, javaType: JavaType): HtmlType {
  const lower = name.toLowerCase()
  if (lower === 'status' || lower === 'sex') return 'radio'
  if (lower.endsWith('type')) return 'select'
  if (lower.endsWith('image')) return 'imageUpload'
  if (lower.endsWith('file')) return 'fileUpload'
  if (lower === 'content' || lower === 'description') return 'editor'
  if (javaType === 'LocalDateTime') return 'datetime'
  return 'input'
}

export interface ColumnDefaults {
  columnName: string
  dataType: string
  columnComment: string
  nullable: boolean
  primaryKey: boolean
  autoIncrement: boolean
  ordinalPosition: number
  javaType: JavaType
  javaField: string
  dictType: string
  example: string
  createOperation: boolean
  updateOperation: boolean
  listOperation: boolean
  listOperationCondition: ListCondition
  listOperationResult: boolean
  htmlType: HtmlType
}

export function columnDefaults(column: DbColumn): ColumnDefaults {
  const audit = AUDIT_COLUMNS.has(column.name.toLowerCase())
  const javaType = javaTypeOf(column)
  return {
    columnName: column.name,
    dataType: column.dataType,
    columnComment: column.comment,
    nullable: column.nullable,
    primaryKey: column.primaryKey,
    autoIncrement: column.autoIncrement,
    ordinalPosition: column.ordinalPosition,
    javaType,
    javaField: camelCase(column.name),
    dictType: '',
    example: '',
    createOperation: !audit && !column.primaryKey,
    // The key travels with an update: it names the row.
    updateOperation: !audit,
    listOperation: !audit && !column.primaryKey,
    listOperationCondition: conditionOf(column.name),
    listOperationResult: !audit,
    htmlType: htmlTypeOf(column.name, javaType),
  }
}
