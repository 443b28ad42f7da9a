import {
  cleanFormField,
  serializeFormConf,
  type FormConf,
  type FormFieldDefinition,
} from '@/shared/form-render'

/** What 导出 JSON saves: the layout and the fields, as the console's form renderer reads them. */
export function buildFormJson(fields: readonly FormFieldDefinition[], conf: FormConf): string {
  const value = {
    conf: JSON.parse(serializeFormConf(conf)) as FormConf,
    fields: fields.map(cleanFormField),
  }
  return `${JSON.stringify(value, null, 2)}\n`
}

function indentJson(value: unknown): string {
  return JSON.stringify(value, null, 2)
}

/**
 * A React page of this console (drop it under src/features/<feature>/pages/) that renders the
 * designed form with the console's form renderer. The definitions are inlined, so the file needs
 * nothing but the renderer.
 */
export function buildReactFile(fields: readonly FormFieldDefinition[], conf: FormConf): string {
  const confValue = JSON.parse(serializeFormConf(conf)) as FormConf
  return `import {
  FormRenderer,
  type FormConf,
  type FormFieldDefinition,
  type FormValues,
} from '@/shared/form-render'

const conf: FormConf = ${indentJson(confValue)}

const fields: FormFieldDefinition[] = ${indentJson(fields.map(cleanFormField))}

export interface BuiltFormProps {
  /** Starting values by field name. */
  value?: FormValues
  /** Receives the checked values, one per field. */
  onSubmit?: (values: FormValues) => void | Promise<void>
}

/** 表单构建导出的表单 */
export default function BuiltForm({ value, onSubmit }: BuiltFormProps) {
  return <FormRenderer fields={fields} conf={conf} value={value} onSubmit={onSubmit} label="表单" />
}
`
}
