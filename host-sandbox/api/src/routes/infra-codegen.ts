import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  codegenCreateList,
  codegenDbTableQuery,
  codegenTableFilters,
  codegenUpdate,
  type CodegenDetail,
} from '../../../../src/shared/wire/infra-codegen'
import { sessionOf } from '../auth/auth-hook'
import {
  codegenStore,
  COLUMN_TABLE,
  TABLE,
  toColumnItem,
  toTableItem,
  type CodegenColumnRow,
  type CodegenTableRow,
} from '../codegen/codegen-store'
import { withSchema } from '../codegen/data-sources'
import { assertGeneratable, CodegenErrors, generateTable } from '../codegen/generate'
import { columnDefaults, tableDefaults } from '../codegen/import-defaults'
import type { DbColumn, DbTable } from '../codegen/schema-reader'
import { formatFiles } from '../codegen/format'
import { zipFiles } from '../codegen/zip'
import { findUserById } from '../db/repos/user-repo'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { optionalDateRange, pageParams, requiredInt } from '../lib/validation'

const PERMISSION = 'infra:codegen'

/** A table and its columns as the generator needs them: every comment filled in. */
function assertCommented(table: DbTable, columns: DbColumn[]): void {
  if (!table.comment.trim()) throw bizError(CodegenErrors.TABLE_COMMENT_IS_NULL)
  const missing = columns.find((c) => !c.comment.trim())
  if (missing) throw bizError(CodegenErrors.COLUMN_COMMENT_IS_NULL, missing.name)
}

/** The physical part of a column: what a sync compares with the database. */
const physical = (c: {
  dataType: string
  nullable: boolean
  primaryKey: boolean
  autoIncrement: boolean
  comment: string
  ordinalPosition: number
}) =>
  [c.dataType, c.nullable, c.primaryKey, c.autoIncrement, c.comment, c.ordinalPosition].join('|')

/**
 * 代码生成 under infra:codegen:* (docs/codegen.md): import tables of a data source, keep their
 * generation settings, sync them with the database, preview and download the generated module.
 */
export function registerInfraCodegenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const store = codegenStore(db)
  const byTableId = z.object({ tableId: requiredInt('表编号') })
  const filters = {
    tableName: likeFilter('table_name', codegenTableFilters.tableName),
    tableComment: likeFilter('table_comment', codegenTableFilters.tableComment),
    className: likeFilter('class_name', codegenTableFilters.className),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const mustFind = (id: number) => {
    const row = store.table(id)
    if (!row) throw bizError(CodegenErrors.TABLE_NOT_EXISTS)
    return row
  }
  const detailOf = (row: CodegenTableRow): CodegenDetail => ({
    table: toTableItem(row),
    columns: store.columns(row.id).map(toColumnItem),
  })

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/codegen/db/table/list',
      permission: `${PERMISSION}:query`,
      summary: '获得数据源中尚未导入的表',
      query: codegenDbTableQuery,
    },
    async ({ query }) => {
      const tables = withSchema(db, query.dataSourceConfigId, (schema) => schema.tables())
      const imported = store.importedNames(query.dataSourceConfigId)
      const name = query.name?.toLowerCase()
      const comment = query.comment
      return ok(
        tables.filter(
          (t) =>
            !imported.has(t.name) &&
            (!name || t.name.toLowerCase().includes(name)) &&
            (!comment || t.comment.includes(comment)),
        ),
      )
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/infra/codegen/create-list',
      permission: `${PERMISSION}:create`,
      summary: '导入数据源中的表',
      body: codegenCreateList,
    },
    async ({ body }, request) => {
      const author = findUserById(db, sessionOf(request).userId)?.nickname ?? ''
      // Every table is read and checked before anything is written: a refusal saves nothing.
      const found = withSchema(db, body.dataSourceConfigId, (schema) =>
        body.tableNames.map((name) => {
          const table = schema.table(name)
          if (!table) throw bizError(CodegenErrors.IMPORT_TABLE_NULL)
          const columns = schema.columns(name)
          if (columns.length === 0) throw bizError(CodegenErrors.IMPORT_COLUMNS_NULL)
          assertCommented(table, columns)
          return { table, columns }
        }),
      )
      const now = ctx.now()
      const ids = db.transaction(() => {
        const imported = store.importedNames(body.dataSourceConfigId)
        return found.map(({ table, columns }) => {
          if (imported.has(table.name)) throw bizError(CodegenErrors.TABLE_EXISTS)
          const d = tableDefaults(table, author)
          const id = insertRow(db, TABLE, {
            data_source_config_id: body.dataSourceConfigId,
            scene: d.scene,
            table_name: d.tableName,
            table_comment: d.tableComment,
            remark: null,
            module_name: d.moduleName,
            business_name: d.businessName,
            class_name: d.className,
            class_comment: d.classComment,
            author: d.author,
            template_type: d.templateType,
            front_type: d.frontType,
            parent_menu_id: null,
            create_time: now,
            update_time: now,
          })
          for (const column of columns) store.insertColumn(id, columnDefaults(column), now)
          imported.add(table.name)
          return id
        })
      })()
      return ok(ids)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/codegen/table/page',
      permission: `${PERMISSION}:query`,
      summary: '获得表定义分页',
      query: pageQuery,
    },
    async ({ query }) =>
      ok(
        selectPage(
          db,
          { table: TABLE, where: whereOf(filters, query), orderBy: 'id DESC', page: query },
          toTableItem,
        ),
      ),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/codegen/detail',
      permission: `${PERMISSION}:query`,
      summary: '获得表和字段的生成配置',
      query: byTableId,
    },
    async ({ query }) => ok(detailOf(mustFind(query.tableId))),
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/codegen/update',
      permission: `${PERMISSION}:update`,
      summary: '更新表和字段的生成配置',
      body: codegenUpdate,
    },
    async ({ body }) => {
      const { table, columns } = body
      mustFind(table.id)
      assertGeneratable(table)
      const known = new Set(store.columns(table.id).map((c) => c.id))
      const unknown = columns.find((c) => !known.has(c.id))
      if (unknown) throw bizError(CodegenErrors.COLUMN_NOT_EXISTS)
      const now = ctx.now()
      db.transaction(() => {
        updateRowById(db, TABLE, table.id, {
          scene: table.scene,
          table_name: table.tableName.trim(),
          table_comment: table.tableComment.trim(),
          remark: table.remark ?? null,
          module_name: table.moduleName.trim(),
          business_name: table.businessName.trim(),
          class_name: table.className.trim(),
          class_comment: table.classComment.trim(),
          author: table.author.trim(),
          template_type: table.templateType,
          front_type: table.frontType,
          parent_menu_id: table.parentMenuId ?? null,
          update_time: now,
        })
        for (const c of columns) {
          updateRowById(db, COLUMN_TABLE, c.id, {
            column_comment: c.columnComment,
            java_type: c.javaType,
            java_field: c.javaField,
            dict_type: c.dictType,
            example: c.example,
            nullable: c.nullable ? 1 : 0,
            create_operation: c.createOperation ? 1 : 0,
            update_operation: c.updateOperation ? 1 : 0,
            list_operation: c.listOperation ? 1 : 0,
            list_operation_condition: c.listOperationCondition,
            list_operation_result: c.listOperationResult ? 1 : 0,
            html_type: c.htmlType,
            update_time: now,
          })
        }
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/infra/codegen/sync-from-db',
      permission: `${PERMISSION}:update`,
      summary: '从数据库同步字段',
      query: byTableId,
    },
    async ({ query }) => {
      const { tableId } = query
      const row = mustFind(tableId)
      const fresh = withSchema(db, row.data_source_config_id, (schema) => {
        const table = schema.table(row.table_name)
        if (!table) throw bizError(CodegenErrors.IMPORT_TABLE_NULL)
        const columns = schema.columns(row.table_name)
        if (columns.length === 0) throw bizError(CodegenErrors.SYNC_COLUMNS_NULL)
        assertCommented(table, columns)
        return columns
      })
      const stored = store.columns(tableId)
      const storedByName = new Map(stored.map((c) => [c.column_name, c]))
      const freshNames = new Set(fresh.map((c) => c.name))
      const added = fresh.filter((c) => !storedByName.has(c.name))
      const dropped = stored.filter((c) => !freshNames.has(c.column_name))
      const changed = fresh.filter((c) => {
        const old = storedByName.get(c.name)
        return old !== undefined && physical(c) !== physical(storedAsDb(old))
      })
      if (added.length + dropped.length + changed.length === 0) {
        throw bizError(CodegenErrors.SYNC_NONE_CHANGE)
      }
      const now = ctx.now()
      db.transaction(() => {
        for (const c of added) store.insertColumn(tableId, columnDefaults(c), now)
        for (const c of dropped) db.prepare(`DELETE FROM ${COLUMN_TABLE} WHERE id = ?`).run(c.id)
        // A changed column keeps what the user set (属性名, 查询方式, …); its physical part follows the database.
        for (const c of changed) {
          updateRowById(db, COLUMN_TABLE, storedByName.get(c.name)!.id, {
            data_type: c.dataType,
            nullable: c.nullable ? 1 : 0,
            primary_key: c.primaryKey ? 1 : 0,
            auto_increment: c.autoIncrement ? 1 : 0,
            column_comment: c.comment,
            ordinal_position: c.ordinalPosition,
            update_time: now,
          })
        }
        updateRowById(db, TABLE, tableId, { update_time: now })
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/infra/codegen/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除表定义',
      query: byTableId,
    },
    async ({ query }) => {
      const { tableId } = query
      mustFind(tableId)
      db.transaction(() => {
        db.prepare(`DELETE FROM ${COLUMN_TABLE} WHERE table_id = ?`).run(tableId)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(tableId)
      })()
      return ok(true)
    },
  )

  const filesOf = async (tableId: number) => {
    const { table, columns } = detailOf(mustFind(tableId))
    return { table, files: await formatFiles(generateTable(db, table, columns)) }
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/codegen/preview',
      permission: `${PERMISSION}:preview`,
      summary: '预览生成代码',
      query: byTableId,
    },
    async ({ query }) => ok((await filesOf(query.tableId)).files),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/codegen/download',
      permission: `${PERMISSION}:download`,
      summary: '下载生成代码（zip）',
      query: byTableId,
      file: { contentType: 'application/zip' },
    },
    async ({ query }, _request, reply) => {
      const { table, files } = await filesOf(query.tableId)
      const zip = await zipFiles(files)
      const name = `codegen-${table.tableName}.zip`
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename=${encodeURIComponent(name)}`)
        .send(zip)
    },
  )
}

/** A stored column in the reader's shape, to compare with the database. */
function storedAsDb(row: CodegenColumnRow) {
  return {
    dataType: row.data_type,
    nullable: row.nullable === 1,
    primaryKey: row.primary_key === 1,
    autoIncrement: row.auto_increment === 1,
    comment: row.column_comment,
    ordinalPosition: row.ordinal_position,
  }
}
