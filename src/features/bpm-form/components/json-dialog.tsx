import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import {
  cleanFormField,
  serializeFormConf,
  type FormConf,
  type FormFieldDefinition,
} from '@/shared/form-render'
import { JsonBlock } from './json-block'

export interface JsonDialogProps {
  open: boolean
  fields: readonly FormFieldDefinition[]
  conf: FormConf
  onClose: () => void
}

/** 查看 JSON: what will be stored, the conf and one definition per field (each saved as a string). */
export function JsonDialog({ open, fields, conf, onClose }: JsonDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose()
      }}
      maxWidth="md"
      fullWidth
      aria-labelledby="bpm-form-json-title"
    >
      <DialogTitle id="bpm-form-json-title">表单 JSON</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <JsonBlock title="表单配置 conf" value={JSON.parse(serializeFormConf(conf))} />
        <JsonBlock title="字段 fields" value={fields.map(cleanFormField)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  )
}
