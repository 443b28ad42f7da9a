import TextField from '@mui/material/TextField'
import { validateListenerField, type ListenerFieldForm } from '../../panel-model'
import { PanelItemDialog } from '../ui/panel-item-dialog'
import { SelectField } from '../ui/select-field'
import { useItemDraft } from '../ui/use-item-draft'

export const FIELD_TYPE_LABELS = { string: '字符串', expression: '表达式' } as const

export interface ListenerFieldDialogProps {
  initial: ListenerFieldForm
  isNew: boolean
  onSave: (field: ListenerFieldForm) => void
  onClose: () => void
}

/** The listener-field dialog: name, type and the string or expression. */
export function ListenerFieldDialog({ initial, isNew, onSave, onClose }: ListenerFieldDialogProps) {
  // The field only goes into the drawer's form (written with the listener), so it is checked here.
  const { draft, set, errors, textField, confirm } = useItemDraft({
    initial,
    validate: validateListenerField,
    onSave,
    onClose,
  })
  return (
    <PanelItemDialog title={isNew ? '添加字段' : '编辑字段'} onConfirm={confirm} onClose={onClose}>
      <TextField label="字段名称" required size="small" {...textField('name')} />
      <SelectField
        label="字段类型"
        required
        value={draft.fieldType}
        options={[
          { value: 'string', label: FIELD_TYPE_LABELS.string },
          { value: 'expression', label: FIELD_TYPE_LABELS.expression },
        ]}
        error={errors.fieldType}
        onChange={(value) => set('fieldType', value as ListenerFieldForm['fieldType'])}
      />
      {draft.fieldType === 'string' && (
        <TextField label="字段值" required size="small" {...textField('string')} />
      )}
      {draft.fieldType === 'expression' && (
        <TextField label="表达式" required size="small" {...textField('expression')} />
      )}
    </PanelItemDialog>
  )
}
