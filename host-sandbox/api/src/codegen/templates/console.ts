import type { CodegenColumnItem } from '../../../../../src/shared/wire/infra-codegen'
import { formColumns, labelOf, str, tsTypeOf, type GenModel } from './model'

const featureDir = (model: GenModel) => `src/features/${model.kebab}`

export const consolePaths = (model: GenModel) => ({
  types: `${featureDir(model)}/model/${model.kebab}-types.ts`,
  api: `${featureDir(model)}/api/${model.kebab}-api.ts`,
  resource: `${featureDir(model)}/resources/${model.kebab}-resource.tsx`,
  page: `${featureDir(model)}/pages/${model.kebab}-page.tsx`,
})

/** model/<name>-types.ts: the console's names for the wire types. */
export function typesFile(model: GenModel): string {
  const { pascal, kebab } = model
  const saveLines = formColumns(model).map(
    (c) => `  ${c.javaField}${c.nullable ? '?' : ''}: ${tsTypeOf(c)}`,
  )
  const queryLines = model.columns
    .filter((c) => c.listOperation)
    .map((c) =>
      c.listOperationCondition === 'BETWEEN'
        ? `  ${c.javaField}?: [string, string]`
        : `  ${c.javaField}?: string`,
    )
  return `// Console-side shapes of ${model.table.classComment}: types only from the wire module, so no zod
// schema of the wire enters the screen's chunk.
import type { PageParams } from '@/shared/list-kit'
import type { ${pascal}Item } from '@/shared/wire/${kebab}'

export type { ${pascal}Item }

/** Body of ${model.apiPath}/create and /update. */
export interface ${pascal}Save {
  id?: number
${saveLines.join('\n')}
}

export type ${pascal}Query = PageParams & {
${queryLines.join('\n')}
}
`
}

/** api/<name>-api.ts: page, get, create, update, delete and export endpoints. */
export function apiFile(model: GenModel): string {
  const { pascal, camel, kebab } = model
  return `import { defineResourceApi } from '@/shared/crud'
import type { ${pascal}Item, ${pascal}Query, ${pascal}Save } from '../model/${kebab}-types'

/** ${model.apiPath}/page, /get, /create, /update, /delete and /export. */
export const ${camel}Api = defineResourceApi<${pascal}Item, ${pascal}Save, ${pascal}Query>({
  path: ${str(model.apiPath)},
  tag: ${str(pascal)},
})
`
}

const YES_NO = "[{ label: '是', value: true }, { label: '否', value: false }]"

function searchField(column: CodegenColumnItem): string {
  const name = str(column.javaField)
  const label = str(labelOf(column))
  if (column.listOperationCondition === 'BETWEEN') {
    return `    { kind: 'dateRange', name: ${name}, label: ${label} },`
  }
  if (column.dictType) {
    return `    { kind: 'dict', name: ${name}, label: ${label}, dictType: ${str(column.dictType)} },`
  }
  if (tsTypeOf(column) === 'boolean') {
    return `    {
      kind: 'select',
      name: ${name},
      label: ${label},
      options: [
        { label: '是', value: 'true' },
        { label: '否', value: 'false' },
      ],
    },`
  }
  return `    { kind: 'text', name: ${name}, label: ${label} },`
}

function tableColumn(column: CodegenColumnItem): string {
  const key = str(column.javaField)
  const title = str(labelOf(column))
  if (column.dictType) return `    dictColumn(${key}, ${title}, ${str(column.dictType)}),`
  if (column.javaType === 'LocalDateTime') return `    dateTimeColumn(${key}, ${title}),`
  if (tsTypeOf(column) === 'boolean') return `    yesNoColumn(${key}, ${title}),`
  const ellipsis = column.htmlType === 'editor' || column.htmlType === 'textarea'
  return `    { key: ${key}, title: ${title}${ellipsis ? ', ellipsis: true' : ''} },`
}

interface FormParts {
  schema: string
  field: string
  empty: string
  save: string
}

function formParts(column: CodegenColumnItem): FormParts {
  const name = column.javaField
  const label = labelOf(column)
  const required = !column.nullable
  const req = required ? ', required: true' : ''
  const type = tsTypeOf(column)
  const base = { name: str(name), label: str(label) }
  const head = `name: ${base.name}, label: ${base.label}`
  if (type === 'boolean') {
    return {
      schema: `  ${name}: z.boolean(),`,
      field: `      { kind: 'radio', ${head}, options: ${YES_NO} },`,
      empty: `    ${name}: false,`,
      save: `    ${name}: values.${name},`,
    }
  }
  if (type === 'number') {
    const requiredNumber = `z
    .number()
    .nullable()
    .refine((value) => value !== null, ${str(`${label}不能为空`)})
    .transform((value) => value ?? 0)`
    const schema = required ? requiredNumber : 'z.number().nullable()'
    const save = required ? `values.${name}` : `values.${name} ?? undefined`
    let field: string
    if (column.javaType === 'LocalDateTime') {
      field = `      { kind: 'date', ${head}, withTime: true, valueFormat: 'epoch'${req} },`
    } else if (column.dictType && ['radio', 'select', 'checkbox'].includes(column.htmlType)) {
      field = `      { kind: 'dictRadio', ${head}, dictType: ${str(column.dictType)}${req} },`
    } else {
      field = `      { kind: 'number', ${head}${req} },`
    }
    return {
      schema: `  ${name}: ${schema},`,
      field,
      empty: `    ${name}: null,`,
      save: `    ${name}: ${save},`,
    }
  }
  const rows = column.htmlType === 'editor' || column.htmlType === 'textarea' ? ', rows: 4' : ''
  const placeholder =
    column.htmlType === 'imageUpload'
      ? ", placeholder: '请输入图片地址'"
      : column.htmlType === 'fileUpload'
        ? ", placeholder: '请输入文件地址'"
        : ''
  const field =
    column.dictType && ['radio', 'select', 'checkbox'].includes(column.htmlType)
      ? `      { kind: 'dictRadio', ${head}, dictType: ${str(column.dictType)}, valueType: 'string'${req} },`
      : `      { kind: 'text', ${head}${rows}${placeholder}${req} },`
  return {
    schema: required
      ? `  ${name}: z.string().trim().min(1, ${str(`${label}不能为空`)}),`
      : `  ${name}: z.string(),`,
    field,
    empty: `    ${name}: '',`,
    save: required ? `    ${name}: values.${name},` : `    ${name}: values.${name} || undefined,`,
  }
}

/** resources/<name>-resource.tsx: the CRUD screen's descriptor (docs/crud-descriptor.md). */
export function resourceFile(model: GenModel): string {
  const { pascal, camel, kebab, table } = model
  const listed = model.columns.filter((c) => c.listOperationResult)
  const columnLines = listed.map(tableColumn)
  const helpers = ['defineResource']
  if (columnLines.some((l) => l.includes('dateTimeColumn('))) helpers.push('dateTimeColumn')
  if (columnLines.some((l) => l.includes('dictColumn('))) helpers.push('dictColumn')
  if (columnLines.some((l) => l.includes('yesNoColumn('))) helpers.push('yesNoColumn')
  const parts = formColumns(model).map(formParts)
  return `import { z } from 'zod'
import { ${helpers.sort().join(', ')} } from '@/shared/crud'
import { ${camel}Api } from '../api/${kebab}-api'
import type { ${pascal}Save } from '../model/${kebab}-types'

const ${camel}Form = z.object({
  id: z.number().optional(),
${parts.map((p) => p.schema).join('\n')}
})

/** ${table.classComment} (${model.apiPath}), generated from the table ${table.tableName}. */
export const ${camel}Resource = defineResource({
  api: ${camel}Api,
  permission: ${str(model.permission)},
  name: ${str(table.classComment)},
  idName: ${str(`${table.classComment}编号`)},
  export: { fileName: ${str(`${table.classComment}.xlsx`)} },
  search: [
${model.columns
  .filter((c) => c.listOperation)
  .map(searchField)
  .join('\n')}
  ],
  columns: [
${columnLines.join('\n')}
  ],
  form: {
    schema: ${camel}Form,
    fields: [
${parts.map((p) => p.field).join('\n')}
    ],
    empty: {
${parts.map((p) => p.empty.replace(/^ {4}/, '      ')).join('\n')}
    },
    toSave: (values: z.output<typeof ${camel}Form>): ${pascal}Save => ({
      id: values.id,
${parts.map((p) => p.save.replace(/^ {4}/, '      ')).join('\n')}
    }),
  },
})
`
}

/** pages/<name>-page.tsx: the page the route registry loads. */
export function pageFile(model: GenModel): string {
  const { pascal, camel, kebab } = model
  return `import { ResourcePage } from '@/shared/crud'
import { ${camel}Resource } from '../resources/${kebab}-resource'

/** ${model.table.classComment} (page key '${model.pageKey}'). */
export default function ${pascal}Page() {
  return <ResourcePage resource={${camel}Resource} />
}
`
}

/** The line to add to src/app/route-registry.ts's table of pages. */
export function routeRegistryLine(model: GenModel): string {
  return `  '${model.pageKey}': () => import('@/${consolePaths(model)
    .page.replace(/^src\//, '')
    .replace(/\.tsx$/, '')}'),`
}

export function routeRegistrySnippet(model: GenModel): string {
  return `// Add this line to the table of pages in src/app/route-registry.ts (the menu's component key
// '${model.pageKey}' then opens ${model.table.classComment}):
${routeRegistryLine(model)}
`
}
