import { useId, useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormField, FormFieldRow } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { useSendSmsMutation } from '../api/sms-api'
import {
  paramField,
  smsSendSchema,
  type SmsSendFormValues,
  type SmsTemplateItem,
} from '../model/sms-types'

export interface SmsTemplateSendDialogProps {
  /** The template to send; null keeps the dialog closed. */
  template: SmsTemplateItem | null
  onClose: () => void
}

/**
 * 测试 of a 短信模板: the content, 手机号 and a value for each {param}; 发送 logs the message and
 * names the log id (短信日志 shows how the provider answered). A refusal keeps what was typed.
 */
export function SmsTemplateSendDialog({ template, onClose }: SmsTemplateSendDialogProps) {
  return template ? <SendForm key={template.id} template={template} onClose={onClose} /> : null
}

function SendForm({ template, onClose }: { template: SmsTemplateItem; onClose: () => void }) {
  const id = useId()
  const [sendSms] = useSendSmsMutation()
  const schema = useMemo(() => smsSendSchema(template.params), [template.params])
  const form = useForm<SmsSendFormValues>({
    defaultValues: {
      mobile: '',
      ...Object.fromEntries(template.params.map((_, index) => [paramField(index), ''])),
    },
    resolver: zodResolver(schema),
  })
  const { isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const templateParams = Object.fromEntries(
      template.params.map((name, index) => [name, String(values[paramField(index)] ?? '').trim()]),
    )
    let logId: number
    try {
      logId = await sendSms({
        mobile: values.mobile.trim(),
        templateCode: template.code,
        templateParams,
      }).unwrap()
    } catch {
      // The server's reason is on screen already; the input stays for another try.
      return
    }
    popup.message.success(`提交发送成功！发送结果，见发送日志编号：${logId}`)
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
        <DialogTitle id={titleId}>测试发送短信</DialogTitle>
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
          <FormField
            form={form}
            field={{
              kind: 'text',
              name: 'mobile',
              label: '手机号',
              required: true,
              placeholder: '请输入手机号',
            }}
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
