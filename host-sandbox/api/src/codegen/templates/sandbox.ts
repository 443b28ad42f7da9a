import type { CodegenColumnItem } from '../../../../../src/shared/wire/infra-codegen'
import { isAudit, labelOf, str, tsTypeOf, type GenModel } from './model'

const OPERATORS: Record<string, string> = { '!=': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' }

function filterLine(model: GenModel, column: CodegenColumnItem): string {
  const name = column.javaField
  const col = column.columnName
  const schema = `${model.camel}Filters.${name}`
  if (column.listOperationCondition === 'BETWEEN') {
    return `    ${name}: betweenFilter('${col}', optionalDateRange(${str(labelOf(column))})),`
  }
  if (column.listOperationCondition === 'LIKE' && tsTypeOf(column) === 'string') {
    return `    ${name}: likeFilter('${col}', ${schema}),`
  }
  const operator = OPERATORS[column.listOperationCondition]
  if (operator) {
    return `    ${name}: {
      schema: ${schema},
      apply: (where, value) => (value === undefined ? where : where.raw('${col} ${operator} ?', value)),
    },`
  }
  return `    ${name}: eqFilter('${col}', ${schema}),`
}

/** A value as SQLite stores it: booleans as 0 / 1, absent as NULL. */
function columnValue(column: CodegenColumnItem): string {
  const value = `body.${column.javaField}`
  if (tsTypeOf(column) === 'boolean') {
    return column.nullable ? `${value} === undefined ? null : Number(${value})` : `Number(${value})`
  }
  return column.nullable ? `${value} ?? null` : value
}

function rowField(column: CodegenColumnItem): string {
  const type = tsTypeOf(column)
  const tsType = type === 'boolean' ? 'number' : type
  return `  ${column.columnName}: ${tsType}${column.nullable ? ' | null' : ''}`
}

function itemField(column: CodegenColumnItem): string {
  const value = `row.${column.columnName}`
  if (tsTypeOf(column) === 'boolean') {
    return column.nullable
      ? `    ${column.javaField}: ${value} === null ? null : ${value} === 1,`
      : `    ${column.javaField}: ${value} === 1,`
  }
  return `    ${column.javaField}: ${value},`
}

function exportCell(column: CodegenColumnItem): string {
  const value = `r.${column.columnName}`
  if (column.javaType === 'LocalDateTime') {
    return column.nullable
      ? `(r) => (${value} === null ? '' : formatDateTime(${value}))`
      : `(r) => formatDateTime(${value})`
  }
  if (tsTypeOf(column) === 'boolean') return `(r) => (${value} === 1 ? '是' : '否')`
  return column.nullable ? `(r) => ${value} ?? ''` : `(r) => ${value}`
}

export const sandboxRoutePath = (model: GenModel) => `host-sandbox/api/src/routes/${model.kebab}.ts`

/** host-sandbox/api/src/routes/<name>.ts: permission-guarded CRUD and an .xlsx export. */
export function sandboxRouteFile(model: GenModel): string {
  const { camel, pascal, kebab, table, key } = model
  const creates = model.columns.filter((c) => c.createOperation && !c.primaryKey)
  const updates = model.columns.filter((c) => c.updateOperation && !c.primaryKey)
  const listed = model.columns.filter((c) => c.listOperation)
  const has = (name: string) => model.columns.some((c) => c.columnName === name)
  const stamps = (kind: 'create' | 'update') => {
    const out: string[] = []
    if (kind === 'create' && has('create_time')) out.push('create_time: now')
    if (has('update_time')) out.push('update_time: now')
    return out.map((line) => `        ${line},`).join('\n')
  }
  const filterImports = ['filterQuery', 'whereOf']
  const filterLines = listed.map((c) => filterLine(model, c))
  const joined = filterLines.join('\n')
  if (joined.includes('betweenFilter(')) filterImports.push('betweenFilter')
  if (joined.includes('eqFilter(')) filterImports.push('eqFilter')
  if (joined.includes('likeFilter(')) filterImports.push('likeFilter')
  const validation = ['idQuery', 'pageParams', 'wireItem']
  if (joined.includes('optionalDateRange(')) validation.push('optionalDateRange')
  const needsDateTime = model.columns.some((c) => c.javaType === 'LocalDateTime')
  const exported = model.columns.filter((c) => c.listOperationResult || c.primaryKey)
  const orderBy = has('id') ? 'id DESC' : `${key.columnName} DESC`
  const nonAuditCreates = creates.filter((c) => !isAudit(c))
  const nonAuditUpdates = updates.filter((c) => !isAudit(c))
  return `import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  ${camel}Create,
  ${camel}Filters,
  ${camel}Item,
  ${camel}Update,
  type ${pascal}Item,
} from '../../../../src/shared/wire/${kebab}'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
${needsDateTime ? "import { formatDateTime } from '../lib/date-time'\n" : ''}import { ok } from '../lib/envelope'
import { ${filterImports.sort().join(', ')}, type Filters } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { ${validation.sort().join(', ')} } from '../lib/validation'
import { sendXlsx, XLSX_MIME, type XlsxColumn } from '../lib/xlsx'

const TABLE = '${table.tableName}'
const PERMISSION = '${model.permission}'

export const ${pascal}Errors = {
  NOT_EXISTS: { code: 1_099_000_000, msg: ${str(`${table.classComment}不存在`)} },
}

interface ${pascal}Row {
${model.columns.map(rowField).join('\n')}
}

function toItem(row: ${pascal}Row): ${pascal}Item {
  return wireItem(${camel}Item, {
${model.columns.map(itemField).join('\n')}
  })
}

/** ${table.classComment}: CRUD and an .xlsx export under ${model.permission}:* (generated). */
export function register${pascal}Routes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters: Filters = {
${joined}
  }
  const filterSchema = filterQuery(filters)
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery(${str(labelOf(key))})
  const find = (id: number) =>
    db.prepare(\`SELECT * FROM \${TABLE} WHERE ${key.columnName} = ?\`).get(id) as ${pascal}Row | undefined

  apiRoute(
    app,
    {
      method: 'GET',
      url: '${model.apiPath}/page',
      permission: \`\${PERMISSION}:query\`,
      summary: ${str(`获得${table.classComment}分页`)},
      query: pageQuery,
    },
    async ({ query }) =>
      ok(
        selectPage(
          db,
          { table: TABLE, where: whereOf(filters, query), orderBy: '${orderBy}', page: query },
          toItem,
        ),
      ),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '${model.apiPath}/get',
      permission: \`\${PERMISSION}:query\`,
      summary: ${str(`获得${table.classComment}`)},
      query: byId,
    },
    async ({ query }) => {
      const row = find(query.id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '${model.apiPath}/create',
      permission: \`\${PERMISSION}:create\`,
      summary: ${str(`创建${table.classComment}`)},
      body: ${camel}Create,
    },
    async ({ body }) => {
${has('create_time') || has('update_time') ? '      const now = ctx.now()\n' : ''}      const id = insertRow(db, TABLE, {
${nonAuditCreates.map((c) => `        ${c.columnName}: ${columnValue(c)},`).join('\n')}
${stamps('create')}
      })
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '${model.apiPath}/update',
      permission: \`\${PERMISSION}:update\`,
      summary: ${str(`更新${table.classComment}`)},
      body: ${camel}Update,
    },
    async ({ body }) => {
      if (!find(body.${key.javaField})) throw bizError(${pascal}Errors.NOT_EXISTS)
${has('update_time') ? '      const now = ctx.now()\n' : ''}      updateRowById(db, TABLE, body.${key.javaField}, {
${nonAuditUpdates.map((c) => `        ${c.columnName}: ${columnValue(c)},`).join('\n')}
${stamps('update')}
      })
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '${model.apiPath}/delete',
      permission: \`\${PERMISSION}:delete\`,
      summary: ${str(`删除${table.classComment}`)},
      query: byId,
    },
    async ({ query }) => {
      if (!find(query.id)) throw bizError(${pascal}Errors.NOT_EXISTS)
      db.prepare(\`DELETE FROM \${TABLE} WHERE ${key.columnName} = ?\`).run(query.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '${model.apiPath}/export',
      permission: \`\${PERMISSION}:export\`,
      summary: ${str(`导出${table.classComment} Excel`)},
      query: filterSchema,
      file: { contentType: XLSX_MIME },
    },
    async ({ query }, _request, reply) => {
      const where = whereOf(filters, query)
      const columns: XlsxColumn<${pascal}Row>[] = [
${exported.map((c) => `        [${str(labelOf(c))}, ${exportCell(c)}],`).join('\n')}
      ]
      const rows = db
        .prepare(\`SELECT * FROM \${TABLE}\${where.sql} ORDER BY ${orderBy}\`)
        .iterate(...where.params) as Iterable<${pascal}Row>
      return sendXlsx(
        reply,
        { name: ${str(`${table.classComment}.xlsx`)}, asciiName: '${kebab}.xlsx' },
        columns,
        rows,
      )
    },
  )
}
`.replace(/\n\n+( {6}\}\))/g, '\n$1')
}
