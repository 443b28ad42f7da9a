import type { UseFormReturn } from 'react-hook-form'
import { FormField, type FormFieldDef } from '@/shared/list-kit'
import type { EditFormValues } from '../../model/edit-form'
import { FieldGrid } from './field-grid'

const FIELDS: FormFieldDef<EditFormValues>[] = [
  { kind: 'text', name: 'table.tableName', label: '表名称', required: true },
  { kind: 'text', name: 'table.tableComment', label: '表描述', required: true },
  { kind: 'text', name: 'table.className', label: '实体类名称', required: true },
  { kind: 'text', name: 'table.author', label: '作者', required: true },
]

/** 基本信息: the table's names, author and remark. */
export function BasicInfoTab({ form }: { form: UseFormReturn<EditFormValues> }) {
  return (
    <FieldGrid
      form={form}
      fields={FIELDS}
      footer={
        <FormField
          form={form}
          field={{ kind: 'text', name: 'table.remark', label: '备注', rows: 3 }}
        />
      }
    />
  )
}
