import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { FieldErrors, RootItem, WriteResult } from '../../panel-model'

export interface RootItemDialogProps {
  title: string
  idLabel: string
  nameLabel: string
  onSave: (item: RootItem) => WriteResult
  onClose: () => void
}

/** Creates a message or a signal; duplicate ids are refused with SPEC.md 5's texts. */
export function RootItemDialog({
  title,
  idLabel,
  nameLabel,
  onSave,
  onClose,
}: RootItemDialogProps) {
  const [item, setItem] = useState<RootItem>({ id: '', name: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const save = () => {
    const result = onSave(item)
    if (result.ok) onClose()
    else setErrors(result.errors)
  }
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={idLabel}
            required
            size="small"
            value={item.id}
            onChange={(event) => setItem({ ...item, id: event.target.value })}
            error={!!errors.id}
            helperText={errors.id}
          />
          <TextField
            label={nameLabel}
            required
            size="small"
            value={item.name}
            onChange={(event) => setItem({ ...item, name: event.target.value })}
            error={!!errors.name}
            helperText={errors.name}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={save}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  )
}
