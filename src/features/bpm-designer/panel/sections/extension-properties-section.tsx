import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { popup } from '@/shared/ui/popups'
import {
  readExtensionProperties,
  removeExtensionProperty,
  saveExtensionProperty,
  validateExtensionProperty,
  type ExtensionProperty,
  type FieldErrors,
} from '../../panel-model'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { RowActions } from '../ui/row-actions'
import { SectionTable } from '../ui/section-table'

function PropertyDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: ExtensionProperty
  onSave: (property: ExtensionProperty) => boolean
  onClose: () => void
}) {
  const [property, setProperty] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = () => {
    const found = validateExtensionProperty(property)
    if (Object.values(found).some(Boolean)) setErrors(found)
    else if (onSave(property)) onClose()
  }
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>属性配置</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="属性名"
            required
            size="small"
            value={property.name}
            onChange={(event) => setProperty({ ...property, name: event.target.value })}
            error={!!errors.name}
            helperText={errors.name}
          />
          <TextField
            label="属性值"
            required
            size="small"
            value={property.value}
            onChange={(event) => setProperty({ ...property, value: event.target.value })}
            error={!!errors.value}
            helperText={errors.value}
          />
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

export function ExtensionPropertiesSection({ ctx, target, readOnly }: SectionProps) {
  const properties = readExtensionProperties(ctx, target)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const remove = async (index: number) => {
    if (!(await popup.confirm('确认移除该属性吗？', { type: 'warning' }))) return
    reportWrite(removeExtensionProperty(ctx, target, index))
  }
  return (
    <Stack spacing={2}>
      <SectionTable
        label="扩展属性"
        columns={['序号', '属性名', '属性值', '操作']}
        rows={properties.map((property, index) => [
          index + 1,
          property.name,
          property.value,
          <RowActions
            key="actions"
            name={`属性${index + 1}`}
            disabled={readOnly}
            onEdit={() => setEditing(index)}
            onRemove={() => void remove(index)}
          />,
        ])}
      />
      <Button variant="outlined" size="small" disabled={readOnly} onClick={() => setEditing('new')}>
        添加属性
      </Button>
      {editing !== null && (
        <PropertyDialog
          initial={editing === 'new' ? { name: '', value: '' } : properties[editing]}
          onSave={(property) =>
            reportWrite(
              saveExtensionProperty(ctx, target, editing === 'new' ? null : editing, property),
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
