import type {
  CodegenColumnItem,
  CodegenTableItem,
} from '../../../../../src/shared/wire/infra-codegen'

/** What every template reads: the table's settings, its columns and the names derived from them. */
export interface GenModel {
  table: CodegenTableItem
  columns: CodegenColumnItem[]
  key: CodegenColumnItem
  /** 'museum-souvenir': file names. */
  kebab: string
  /** 'museumSouvenir': value names. */
  camel: string
  /** 'MuseumSouvenir': type names and the cache tag. */
  pascal: string
  /** '/museum/souvenir' */
  apiPath: string
  /** 'museum:souvenir' */
  permission: string
  /** 'museum/souvenir/index' */
  pageKey: string
  /** The next free migration number, 4 digits. */
  migrationNo: string
  /** Menu id of the generated page; its buttons follow. */
  menuId: number
}

export const kebabCase = (camel: string) =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase()

const TS_TYPES: Record<string, 'number' | 'string' | 'boolean'> = {
  Long: 'number',
  Integer: 'number',
  Double: 'number',
  BigDecimal: 'number',
  // This product sends date-times as epoch milliseconds.
  LocalDateTime: 'number',
  Boolean: 'boolean',
  String: 'string',
  'byte[]': 'string',
}

/** The TypeScript type of a column's Java type. */
export const tsTypeOf = (column: Pick<CodegenColumnItem, 'javaType'>) =>
  TS_TYPES[column.javaType] ?? 'string'

export const isWholeNumber = (column: CodegenColumnItem) =>
  ['Long', 'Integer', 'LocalDateTime'].includes(column.javaType)

/** A Chinese label of the column: its comment, or its name when it has none. */
export const labelOf = (column: CodegenColumnItem) => column.columnComment || column.columnName

/** A string literal in generated TypeScript. */
export const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

export const isAudit = (column: CodegenColumnItem) =>
  ['creator', 'create_time', 'updater', 'update_time', 'deleted'].includes(
    column.columnName.toLowerCase(),
  )

/** Columns the add / edit dialog shows. */
export const formColumns = (model: GenModel) =>
  model.columns.filter((c) => !c.primaryKey && (c.createOperation || c.updateOperation))
