import type { Database } from 'better-sqlite3'
import {
  codegenColumnItem,
  codegenTableItem,
  type CodegenColumnItem,
  type CodegenTableItem,
} from '../../../../src/shared/wire/infra-codegen'
import { insertRow } from '../lib/row-writes'
import { wireItem } from '../lib/validation'
import type { ColumnDefaults } from './import-defaults'

export const TABLE = 'infra_codegen_table'
export const COLUMN_TABLE = 'infra_codegen_column'

export interface CodegenTableRow {
  id: number
  data_source_config_id: number
  scene: number
  table_name: string
  table_comment: string
  remark: string | null
  module_name: string
  business_name: string
  class_name: string
  class_comment: string
  author: string
  template_type: number
  front_type: number
  parent_menu_id: number | null
  create_time: number
  update_time: number
}

export interface CodegenColumnRow {
  id: number
  table_id: number
  column_name: string
  data_type: string
  column_comment: string
  nullable: number
  primary_key: number
  auto_increment: number
  ordinal_position: number
  java_type: string
  java_field: string
  dict_type: string
  example: string
  create_operation: number
  update_operation: number
  list_operation: number
  list_operation_condition: string
  list_operation_result: number
  html_type: string
  create_time: number
  update_time: number
}

export const toTableItem = (row: CodegenTableRow): CodegenTableItem =>
  wireItem(codegenTableItem, {
    id: row.id,
    dataSourceConfigId: row.data_source_config_id,
    scene: row.scene,
    tableName: row.table_name,
    tableComment: row.table_comment,
    remark: row.remark,
    moduleName: row.module_name,
    businessName: row.business_name,
    className: row.class_name,
    classComment: row.class_comment,
    author: row.author,
    templateType: row.template_type,
    frontType: row.front_type,
    parentMenuId: row.parent_menu_id,
    createTime: row.create_time,
    updateTime: row.update_time,
  })

export const toColumnItem = (row: CodegenColumnRow): CodegenColumnItem =>
  wireItem(codegenColumnItem, {
    id: row.id,
    tableId: row.table_id,
    columnName: row.column_name,
    dataType: row.data_type,
    columnComment: row.column_comment,
    nullable: row.nullable === 1,
    primaryKey: row.primary_key === 1,
    autoIncrement: row.auto_increment === 1,
    ordinalPosition: row.ordinal_position,
    javaType: row.java_type,
    javaField: row.java_field,
    dictType: row.dict_type,
    example: row.example,
    createOperation: row.create_operation === 1,
    updateOperation: row.update_operation === 1,
    listOperation: row.list_operation === 1,
    listOperationCondition: row.list_operation_condition,
    listOperationResult: row.list_operation_result === 1,
    htmlType: row.html_type,
    createTime: row.create_time,
  })

const flag = (value: boolean) => (value ? 1 : 0)

/** The stored form of a column's settings (insert and sync). */
export const columnValues = (column: ColumnDefaults) => ({
  column_name: column.columnName,
  data_type: column.dataType,
  column_comment: column.columnComment,
  nullable: flag(column.nullable),
  primary_key: flag(column.primaryKey),
  auto_increment: flag(column.autoIncrement),
  ordinal_position: column.ordinalPosition,
  java_type: column.javaType,
  java_field: column.javaField,
  dict_type: column.dictType,
  example: column.example,
  create_operation: flag(column.createOperation),
  update_operation: flag(column.updateOperation),
  list_operation: flag(column.listOperation),
  list_operation_condition: column.listOperationCondition,
  list_operation_result: flag(column.listOperationResult),
  html_type: column.htmlType,
})

export function codegenStore(db: Database) {
  return {
    table: (id: number) =>
      db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as CodegenTableRow | undefined,
    columns: (tableId: number) =>
      db
        .prepare(`SELECT * FROM ${COLUMN_TABLE} WHERE table_id = ? ORDER BY ordinal_position, id`)
        .all(tableId) as CodegenColumnRow[],
    importedNames: (dataSourceId: number) =>
      new Set(
        (
          db
            .prepare(`SELECT table_name FROM ${TABLE} WHERE data_source_config_id = ?`)
            .all(dataSourceId) as Array<{ table_name: string }>
        ).map((r) => r.table_name),
      ),
    insertColumn: (tableId: number, column: ColumnDefaults, now: number) =>
      insertRow(db, COLUMN_TABLE, {
        table_id: tableId,
        ...columnValues(column),
        create_time: now,
        update_time: now,
      }),
  }
}
