import { useId, useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { UserSelect } from '@/shared/bpm/user-select'
import { FormField, FormFieldRow } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { useSendNotifyMutation } from '../api/notify-template-api'
import {
  NOTIFY_USER_TYPE_ADMIN,
  notifySendSchema,
  paramField,
  type NotifySendFormValues,
  type NotifyTemplateItem,
} from '../model/notify-template-types'

export interface NotifyTemplateSendDialogProps {
  /** The template to send; null keeps the dialog closed. */
  template: NotifyTemplateItem | null
  onClose: () => void
}

/**
 * 测试 of a 站内信模板: the content, a recipient and a value for each {param}; 发送 writes the
 * message (the recipient's bell shows it) and names its id. A refusal keeps what was typed.
 */
export function NotifyTemplateSendDialog({ template, onClose }: NotifyTemplateSendDialogProps) {
  return template ? <SendForm key={template.id} template={template} onClose={onClose} /> : null
}

function SendForm({ template, onClose }: { template: NotifyTemplateItem; onClose: () => void }) {
  const id = useId()
  const [sendNotify] = useSendNotifyMutation()
  const schema = useMemo(() => notifySendSchema(template.params), [template.params])
  const defaultValues: NotifySendFormValues = {
    userId: null,
    ...Object.fromEntries(template.params.map((_, index) => [paramField(index), ''])),
  }
  const form = useForm<NotifySendFormValues>({
    defaultValues,
    resolver: zodResolver(schema),
  })
  const { isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const templateParams = Object.fromEntries(
      template.params.map((name, index) => [name, String(values[paramField(index)] ?? '').trim()]),
    )
    let messageId: number
    try {
      messageId = await sendNotify({
        userId: values.userId as number,
        userType: NOTIFY_USER_TYPE_ADMIN,
        templateCode: template.code,
        templateParams,
      }).unwrap()
    } catch {
      // The server's reason is on screen already; the input stays for another try.
      return
    }
    popup.message.success(`提交发送成功！发送结果，见发送日志编号：${messageId}`)
    onClose()
  })

  const titleId = `${id}-title`
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        // Never on an outside click; Escape only while nothing would be lost.
        if (reason === 'escapeKeyDown' && !isSubmitting && !isDirty) onClose()
      }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>测试发送站内信</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>
          <FormFieldRow label="模板内容" labelId={`${id}-content`} inputId={`${id}-content-text`}>
            <Typography
              id={`${id}-content-text`}
              aria-labelledby={`${id}-content`}
              variant="body2"
              sx={{ pt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {template.content}
            </Typography>
          </FormFieldRow>
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <FormFieldRow
                label="接收人"
                labelId={`${id}-user-label`}
                inputId={`${id}-user`}
                required
              >
                <UserSelect
                  inputId={`${id}-user`}
                  value={typeof field.value === 'number' ? field.value : null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                  placeholder="请选择接收人"
                />
              </FormFieldRow>
            )}
          />
          {template.params.map((name, index) => (
            <FormField
              key={name}
              form={form}
              field={{
                kind: 'text',
                name: paramField(index),
                label: `参数 {${name}}`,
                required: true,
                placeholder: `请输入 ${name}`,
              }}
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button type="button" variant="outlined" disabled={isSubmitting} onClick={onClose}>
            取消
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            发送
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
