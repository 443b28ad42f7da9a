import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router-dom'
import { popup } from '@/shared/ui/popups'
import {
  emptyFormField,
  readForm,
  removeFormField,
  saveFormField,
  supportOf,
  writeBusinessKey,
  writeFormKey,
} from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { RowActions } from '../ui/row-actions'
import { SectionTable } from '../ui/section-table'
import { SelectField } from '../ui/select-field'
import { FormFieldDialog } from './form-field-dialog'

/** Where the process forms are designed. */
export const FORM_DESIGNER_PATH = '/bpm/manager/form'

export function FormSection({ ctx, target, readOnly }: SectionProps) {
  const support = supportOf(ctx)
  const view = readForm(ctx, target)
  const [editing, setEditing] = useState<number | 'new' | null>(null)

  const remove = async (index: number) => {
    if (!(await popup.confirm('确认移除该表单字段吗？', { type: 'warning' }))) return
    reportWrite(removeFormField(ctx, target, index))
  }

  return (
    <Stack spacing={2}>
      <Alert severity="info" sx={{ py: 0 }}>
        如需使用表单，请在
        <Link component={RouterLink} to={FORM_DESIGNER_PATH}>
          「流程表单」
        </Link>
        中设计
      </Alert>
      <CommitTextField
        label="表单标识"
        value={view.formKey}
        disabled={readOnly}
        onCommit={(formKey) => writeFormKey(ctx, target, formKey)}
      />
      {support.formBusinessKey && (
        <SelectField
          label="业务标识"
          value={view.businessKey}
          disabled={readOnly}
          options={[
            { value: '', label: '无' },
            ...view.fields.map((field) => ({ value: field.id, label: field.label || field.id })),
          ]}
          onChange={(value) => reportWrite(writeBusinessKey(ctx, target, value))}
        />
      )}
      <SectionTable
        label="表单字段"
        columns={['序号', '字段ID', '名称', '类型', '默认值', '操作']}
        rows={view.fields.map((field, index) => [
          index + 1,
          field.id,
          field.label,
          field.type,
          field.defaultValue,
          <RowActions
            key="actions"
            name={`表单字段${index + 1}`}
            disabled={readOnly}
            onEdit={() => setEditing(index)}
            onRemove={() => void remove(index)}
          />,
        ])}
      />
      <Button variant="outlined" size="small" disabled={readOnly} onClick={() => setEditing('new')}>
        添加字段
      </Button>
      {editing !== null && (
        <FormFieldDialog
          ctx={ctx}
          index={editing === 'new' ? null : editing}
          initial={editing === 'new' ? emptyFormField() : view.fields[editing]}
          onSave={(field) => saveFormField(ctx, target, editing === 'new' ? null : editing, field)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
