import { createFieldId, type FormFieldDefinition, type FormFieldType } from '@/shared/form-render'

export interface PaletteItem {
  type: FormFieldType
  label: string
}

/** The designer's palette, in the order it shows. */
export const PALETTE: readonly PaletteItem[] = [
  { type: 'input', label: '输入框' },
  { type: 'textarea', label: '多行文本' },
  { type: 'number', label: '数字' },
  { type: 'select', label: '下拉选择' },
  { type: 'radio', label: '单选框' },
  { type: 'checkbox', label: '多选框' },
  { type: 'switch', label: '开关' },
  { type: 'date', label: '日期' },
  { type: 'daterange', label: '日期范围' },
  { type: 'time', label: '时间' },
  { type: 'user', label: '人员选择' },
  { type: 'upload', label: '文件上传' },
]

export function fieldTypeLabel(type: FormFieldType): string {
  return PALETTE.find((item) => item.type === type)?.label ?? type
}

/** `base`, or `base_2`, `base_3`... whichever is not taken yet. */
export function uniqueFieldName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) {
    const candidate = `${base}_${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/** A fresh field of `type`, named `<type>_<n>` so it never clashes with the form's other fields. */
export function createField(type: FormFieldType, taken: ReadonlySet<string>): FormFieldDefinition {
  let n = 1
  while (taken.has(`${type}_${n}`)) n += 1
  const field: FormFieldDefinition = {
    id: createFieldId(),
    type,
    field: `${type}_${n}`,
    label: fieldTypeLabel(type),
    required: false,
  }
  if (type === 'select' || type === 'radio' || type === 'checkbox') {
    field.options = [
      { label: '选项一', value: '1' },
      { label: '选项二', value: '2' },
    ]
  }
  return field
}

/** A copy with a new id and a free field name. */
export function copyField(
  field: FormFieldDefinition,
  taken: ReadonlySet<string>,
): FormFieldDefinition {
  return {
    ...structuredClone(field),
    id: createFieldId(),
    field: uniqueFieldName(`${field.field}_copy`, taken),
  }
}
