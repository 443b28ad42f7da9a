import type { CodegenColumnItem } from '../../../../../src/shared/wire/infra-codegen'
import { formColumns, labelOf, str, tsTypeOf, type GenModel } from './model'

const ACTIONS = ['query', 'create', 'update', 'delete', 'export'] as const
const ACTION_LABELS = {
  query: '查询',
  create: '新增',
  update: '修改',
  delete: '删除',
  export: '导出',
}

export const migrationPath = (model: GenModel) =>
  `host-sandbox/api/src/db/migrations/${model.migrationNo}_${model.table.tableName}.sql`

function columnLine(column: CodegenColumnItem, last: boolean): string {
  const type = column.dataType || 'TEXT'
  const key = column.primaryKey
    ? column.autoIncrement
      ? ' PRIMARY KEY AUTOINCREMENT'
      : ' PRIMARY KEY'
    : ''
  const notNull = !column.nullable && !column.primaryKey ? ' NOT NULL' : ''
  return `  ${column.columnName} ${type}${key}${notNull}${last ? '' : ','} -- ${labelOf(column)}`
}

/** A text as an SQL string literal. */
const sql = (text: string) => `'${text.replace(/'/g, "''")}'`

const menuRow = (
  id: number,
  name: string,
  permission: string,
  type: number,
  sort: number,
  parent: number,
  extra: {
    path: string
    component: string | null
    componentName: string | null
  },
) =>
  `INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
  component_name, status, visible, keep_alive, always_show, create_time)
SELECT ${id}, ${sql(name)}, ${sql(permission)}, ${type}, ${sort}, ${parent}, ${sql(extra.path)}, '',
  ${extra.component ? sql(extra.component) : 'NULL'}, ${extra.componentName ? sql(extra.componentName) : 'NULL'}, 0, 1, 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND EXISTS (SELECT 1 FROM system_menu WHERE id = ${parent})
  AND NOT EXISTS (SELECT 1 FROM system_menu WHERE id = ${id});`

/**
 * The migration: the table (kept as it is if it exists) and, for a database seeded already, the
 * menu and its buttons (a fresh database gets them from the menu seed).
 */
export function migrationFile(model: GenModel): string {
  const { table } = model
  const parent = table.parentMenuId ?? 0
  const lines = model.columns.map((c, i) => columnLine(c, i === model.columns.length - 1))
  const menus = [
    menuRow(model.menuId, table.classComment, '', 2, 0, parent, {
      path: model.kebab.replace(`${table.moduleName}-`, ''),
      component: model.pageKey,
      componentName: model.pascal,
    }),
    ...ACTIONS.map((action, i) =>
      menuRow(
        model.menuId + 1 + i,
        `${table.classComment}${ACTION_LABELS[action]}`,
        `${model.permission}:${action}`,
        3,
        i + 1,
        model.menuId,
        { path: '', component: null, componentName: null },
      ),
    ),
  ]
  return `-- ${table.classComment} (generated from ${table.tableName}).
CREATE TABLE IF NOT EXISTS ${table.tableName} ( -- ${table.tableComment}
${lines.join('\n')}
);

-- Its menu under the chosen parent and one button per permission, on a database seeded already.
${menus.join('\n')}
`
}

export const menuSeedPath = (model: GenModel) =>
  `host-sandbox/api/src/db/seed/menus-${model.kebab}.ts`

/** The menu seed: the page and its buttons, to add under the parent menu's children. */
export function menuSeedFile(model: GenModel): string {
  const { table } = model
  return `import { buttons, page } from './menu-seed-types'

/** Menu id of ${table.classComment}'s parent; add the page to that menu's children. */
export const ${model.camel}ParentMenuId = ${table.parentMenuId ?? 0}

/** ${table.classComment}: the page and its buttons ${model.permission}:{${ACTIONS.join(',')}}. */
export const ${model.camel}Menu = page(
  ${model.menuId},
  ${str(table.classComment)},
  ${str(model.kebab.replace(`${table.moduleName}-`, ''))},
  ${str(model.pageKey)},
  ${str(model.pascal)},
  'list',
  { buttons: buttons(${model.menuId + 1}, ${str(table.classComment)}, ${str(model.permission)}) },
)
`
}

export const serverTestPath = (model: GenModel) => `tests/server/${model.kebab}.test.ts`

function sampleValue(column: CodegenColumnItem, variant: number): string {
  const type = tsTypeOf(column)
  if (type === 'boolean') return variant === 1 ? 'true' : 'false'
  if (type === 'number') {
    if (column.javaType === 'LocalDateTime') return String(1_700_000_000_000 + variant * 86_400_000)
    return String(variant)
  }
  return str(`${labelOf(column)}${variant}`)
}

/** tests/server/<name>.test.ts: the generated routes against a real sandbox. */
export function serverTestFile(model: GenModel): string {
  const { pascal, kebab, table } = model
  const creates = formColumns(model)
  const body = (variant: number) =>
    creates.map((c) => `    ${c.javaField}: ${sampleValue(c, variant)},`).join('\n')
  return `import { describe, expect, it } from 'vitest'
import type { ${pascal}Item } from '../../src/shared/wire/${kebab}'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden } from './support/guards'
import { ADMIN, STAFF } from './support/http'

// Generated with ${table.tableName}'s routes; register them in host-sandbox/api/src/app.ts first.
describe('${table.classComment}: ${model.apiPath}/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const api = crudApi<${pascal}Item>(sandbox, ${str(model.apiPath)}, admin)

  const first = {
${body(1)}
  }
  const second = {
${body(2)}
  }

  it('creates, reads, updates and deletes a row', async () => {
    const created = await api.create(first)
    expect(created.code).toBe(0)
    const id = created.data
    expect((await api.get(id)).data).toMatchObject({ id, ...first })
    expect((await api.page({})).data.list.map((row) => row.id)).toContain(id)
    expect((await api.update({ id, ...second })).code).toBe(0)
    expect((await api.get(id)).data).toMatchObject({ id, ...second })
    expect((await api.remove(id)).code).toBe(0)
    expect((await api.get(id)).data).toBeNull()
    expect((await api.remove(id)).msg).toBe(${str(`${table.classComment}不存在`)})
  })

  it('refuses changes without the permissions', async () => {
    await expectChangesForbidden(api, staff.token, { create: first, update: { id: 1, ...first } })
  })
})
`
}
