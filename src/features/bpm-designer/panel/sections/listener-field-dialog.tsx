import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { validateListenerField, type FieldErrors, type ListenerFieldForm } from '../../panel-model'
import { SelectField } from '../ui/select-field'

export const FIELD_TYPE_LABELS = { string: '字符串', expression: '表达式' } as const

export interface ListenerFieldDialogProps {
  initial: ListenerFieldForm
  isNew: boolean
  onSave: (field: ListenerFieldForm) => void
  onClose: () => void
}

/** The listener-field dialog: name, type and the string or expression (SPEC.md 5). */
export function ListenerFieldDialog({ initial, isNew, onSave, onClose }: ListenerFieldDialogProps) {
  const [field, setField] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = () => {
    const found = validateListenerField(field)
    if (Object.values(found).some(Boolean)) {
      setErrors(found)
      return
    }
    onSave(field)
    onClose()
  }
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>{isNew ? '添加字段' : '编辑字段'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="字段名称"
            required
            size="small"
            value={field.name}
            onChange={(event) => setField({ ...field, name: event.target.value })}
            error={!!errors.name}
            helperText={errors.name}
          />
          <SelectField
            label="字段类型"
            required
            value={field.fieldType}
            options={[
              { value: 'string', label: FIELD_TYPE_LABELS.string },
              { value: 'expression', label: FIELD_TYPE_LABELS.expression },
            ]}
            error={errors.fieldType}
            onChange={(value) =>
              setField({ ...field, fieldType: value as ListenerFieldForm['fieldType'] })
            }
          />
          {field.fieldType === 'string' && (
            <TextField
              label="字段值"
              required
              size="small"
              value={field.string}
              onChange={(event) => setField({ ...field, string: event.target.value })}
              error={!!errors.string}
              helperText={errors.string}
            />
          )}
          {field.fieldType === 'expression' && (
            <TextField
              label="表达式"
              required
              size="small"
              value={field.expression}
              onChange={(event) => setField({ ...field, expression: event.target.value })}
              error={!!errors.expression}
              helperText={errors.expression}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={save}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
