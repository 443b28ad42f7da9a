import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import {
  FormRenderer,
  type FormConf,
  type FormFieldDefinition,
  type FormValues,
} from '@/shared/form-render'
import { JsonBlock } from './json-block'

export interface PreviewDialogProps {
  open: boolean
  fields: readonly FormFieldDefinition[]
  conf: FormConf
  onClose: () => void
}

/** 预览: the form as users will fill it; submitting shows the values it would send. */
export function PreviewDialog({ open, fields, conf, onClose }: PreviewDialogProps) {
  const [submitted, setSubmitted] = useState<FormValues | null>(null)
  const close = () => {
    setSubmitted(null)
    onClose()
  }
  return (
    <Dialog
      open={open}
      // Dialogs do not close on an outside click: what was typed would be lost.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close()
      }}
      maxWidth="md"
      fullWidth
      aria-labelledby="bpm-form-preview-title"
    >
      <DialogTitle id="bpm-form-preview-title">表单预览</DialogTitle>
      <DialogContent dividers>
        <FormRenderer fields={fields} conf={conf} label="预览表单" onSubmit={setSubmitted} />
        {submitted && (
          <JsonBlock title="提交的数据" value={submitted} maxHeight={240} sx={{ mt: 3 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>关闭</Button>
      </DialogActions>
    </Dialog>
  )
}
