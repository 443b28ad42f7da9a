import type { Database } from 'better-sqlite3'
import {
  FRONT_TYPE_REACT_MUI,
  TEMPLATE_TYPE_ONE,
  type CodegenColumnItem,
  type CodegenPreviewFile,
  type CodegenTableItem,
} from '../../../../src/shared/wire/infra-codegen'
import { bizError } from '../lib/biz-error'
import { readMigrations } from '../db/migrate'
import { generateFiles, kebabCase, type GenModel } from './templates'
import { upperFirst } from './import-defaults'

export const CodegenErrors = {
  TABLE_EXISTS: { code: 1_001_004_000, msg: '表定义已经存在' },
  IMPORT_TABLE_NULL: { code: 1_001_004_001, msg: '导入的表不存在' },
  IMPORT_COLUMNS_NULL: { code: 1_001_004_002, msg: '导入的字段不存在' },
  TABLE_NOT_EXISTS: { code: 1_001_004_004, msg: '表定义不存在' },
  COLUMN_NOT_EXISTS: { code: 1_001_004_005, msg: '字段义不存在' },
  SYNC_COLUMNS_NULL: { code: 1_001_004_006, msg: '同步的字段不存在' },
  SYNC_NONE_CHANGE: { code: 1_001_004_007, msg: '同步失败，不存在改变' },
  TABLE_COMMENT_IS_NULL: { code: 1_001_004_008, msg: '数据库的表注释未填写' },
  COLUMN_COMMENT_IS_NULL: { code: 1_001_004_009, msg: '数据库的表字段({})注释未填写' },
  FRONT_TYPE_UNSUPPORTED: { code: 1_001_004_010, msg: '当前仅支持 React MUI 标准模版' },
  TEMPLATE_TYPE_UNSUPPORTED: {
    code: 1_001_004_011,
    msg: '暂时不考虑支持【树形】和【主子表】的代码生成',
  },
  KEY_REQUIRED: { code: 1_001_004_012, msg: '数据库的表需要名为 id 的整数主键，才能生成代码' },
}

/** Refuses what the generator does not write (other front types, trees, master-child tables). */
export function assertGeneratable(table: Pick<CodegenTableItem, 'frontType' | 'templateType'>) {
  if (table.frontType !== FRONT_TYPE_REACT_MUI) throw bizError(CodegenErrors.FRONT_TYPE_UNSUPPORTED)
  if (table.templateType !== TEMPLATE_TYPE_ONE) {
    throw bizError(CodegenErrors.TEMPLATE_TYPE_UNSUPPORTED)
  }
}

/** The next menu id past every menu of the sandbox, rounded up to a fresh block of ten. */
function nextMenuId(db: Database): number {
  const { maxId } = db.prepare('SELECT MAX(id) AS maxId FROM system_menu').get() as {
    maxId: number | null
  }
  return Math.ceil(((maxId ?? 0) + 1) / 10) * 10
}

function nextMigrationNo(): string {
  const last = readMigrations().at(-1)?.version ?? 0
  return String(last + 1).padStart(4, '0')
}

/** The files of one imported table (preview and download), paths relative to the repository. */
export function generateTable(
  db: Database,
  table: CodegenTableItem,
  columns: CodegenColumnItem[],
): CodegenPreviewFile[] {
  assertGeneratable(table)
  const key = columns.find((c) => c.primaryKey)
  if (!key || key.javaField !== 'id' || !['Long', 'Integer'].includes(key.javaType)) {
    throw bizError(CodegenErrors.KEY_REQUIRED)
  }
  const pascal = upperFirst(table.moduleName) + upperFirst(table.businessName)
  const business = kebabCase(table.businessName)
  const model: GenModel = {
    table,
    columns,
    key,
    kebab: `${table.moduleName}-${business}`,
    camel: table.moduleName + upperFirst(table.businessName),
    pascal,
    apiPath: `/${table.moduleName}/${business}`,
    permission: `${table.moduleName}:${business}`,
    pageKey: `${table.moduleName}/${table.businessName}/index`,
    migrationNo: nextMigrationNo(),
    menuId: nextMenuId(db),
  }
  return generateFiles(model)
}
