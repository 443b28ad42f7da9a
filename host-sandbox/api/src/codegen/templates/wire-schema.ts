import { isWholeNumber, labelOf, str, tsTypeOf, type GenModel } from './model'
import type { CodegenColumnItem } from '../../../../../src/shared/wire/infra-codegen'

function itemField(column: CodegenColumnItem): string {
  const type = tsTypeOf(column)
  let schema = type === 'number' ? 'z.number()' : type === 'boolean' ? 'z.boolean()' : 'z.string()'
  if (type === 'number' && isWholeNumber(column)) schema += '.int()'
  if (column.nullable) schema += '.nullable()'
  return `  ${column.javaField}: ${schema},`
}

function saveField(column: CodegenColumnItem): string {
  const label = str(labelOf(column))
  const type = tsTypeOf(column)
  const long = column.htmlType === 'editor' || column.htmlType === 'textarea'
  let schema: string
  if (type === 'string') {
    schema = column.nullable
      ? `optionalText(${label}, ${long ? 65535 : 500})`
      : `requiredText(${label}, ${long ? 65535 : 500})`
  } else if (type === 'boolean') {
    schema = column.nullable ? `optionalBoolean(${label})` : `requiredBoolean(${label})`
  } else if (isWholeNumber(column)) {
    schema = column.nullable ? `optionalInt(${label})` : `requiredInt(${label})`
  } else {
    const base = `z.number({ error: ${str(`${labelOf(column)}必须是数字`)} })`
    schema = column.nullable ? `${base}.nullish()` : base
  }
  return `  ${column.javaField}: ${schema},`
}

function filterField(column: CodegenColumnItem): string | null {
  if (column.listOperationCondition === 'BETWEEN') return null
  const label = str(labelOf(column))
  const type = tsTypeOf(column)
  const schema =
    type === 'string'
      ? `optionalText(${label}, 500)`
      : type === 'boolean'
        ? `optionalBoolean(${label})`
        : `optionalInt(${label})`
  return `  ${column.javaField}: ${schema},`
}

/** src/shared/wire/<name>.ts: the zod schemas both sides use. */
export function wireSchemaFile(model: GenModel): string {
  const { table, camel, pascal, key } = model
  const creates = model.columns.filter((c) => c.createOperation && !c.primaryKey)
  const updates = model.columns.filter((c) => c.updateOperation && !c.primaryKey)
  const filters = model.columns
    .filter((c) => c.listOperation)
    .map(filterField)
    .filter((line): line is string => line !== null)
  const body = [...creates, ...updates, ...model.columns.filter((c) => c.listOperation)]
  const uses = new Set<string>(['requiredInt'])
  const text = [...body.map(saveField), ...filters].join('\n')
  for (const name of [
    'optionalBoolean',
    'optionalInt',
    'optionalText',
    'requiredBoolean',
    'requiredText',
  ]) {
    if (text.includes(`${name}(`)) uses.add(name)
  }
  const fieldImports = [...uses].sort().join(', ')
  return `import { z } from 'zod'
import { ${fieldImports} } from './fields'

// ${table.classComment}: ${model.apiPath}/* (generated from the table ${table.tableName}).

/** An item of page and get. */
export const ${camel}Item = z.object({
${model.columns.map(itemField).join('\n')}
})

/** Body of POST create. */
export const ${camel}Create = z.object({
${creates.map(saveField).join('\n')}
})

/** Body of PUT update. */
export const ${camel}Update = z.object({
  ${key.javaField}: requiredInt(${str(labelOf(key))}),
${updates.map(saveField).join('\n')}
})

/** Filters of GET page and export (date ranges are read by the sandbox's routes). */
export const ${camel}Filters = {
${filters.join('\n')}
}

export type ${pascal}Item = z.output<typeof ${camel}Item>
export type ${pascal}Create = z.output<typeof ${camel}Create>
export type ${pascal}Update = z.output<typeof ${camel}Update>
`
}
