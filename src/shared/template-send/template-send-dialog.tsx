import { useId, useMemo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { FormField, FormFieldRow } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import {
  emptyTemplateParams,
  paramField,
  templateParamValues,
  templateParamsShape,
} from './template-params'

/** What the dialog reads of a template (站内信模板, 短信模板, …). */
export interface SendableTemplate {
  id: number
  code: string
  content: string
  /** The {param}s of the content, in order. */
  params: readonly string[]
}

export interface TemplateSendDialogProps<S extends z.ZodRawShape> {
  /** The template to send; null keeps the dialog closed. */
  template: SendableTemplate | null
  title: string
  /** The recipient's fields (shown before the parameters): their rules and start values. */
  recipientShape: S
  recipientDefaults: z.input<z.ZodObject<S>>
  renderRecipient: (form: UseFormReturn<FieldValues>) => ReactNode
  /**
   * Sends; resolves to the id the success message names, rejects when the server refuses (its
   * message is on screen already), which keeps what was typed.
   */
  send: (
    recipient: z.output<z.ZodObject<S>>,
    template: { templateCode: string; templateParams: Record<string, string> },
  ) => Promise<number>
  onClose: () => void
}

/**
 * 测试 of a message template: its content, a recipient and a value for each {param}; 发送 names the
 * id of what was sent. Never closes on an outside click, nor on Escape once something is typed.
 */
export function TemplateSendDialog<S extends z.ZodRawShape>(props: TemplateSendDialogProps<S>) {
  const { template } = props
  // A new form per template, so each opening starts empty.
  return template ? <SendForm key={template.id} {...props} template={template} /> : null
}

function SendForm<S extends z.ZodRawShape>({
  template,
  title,
  recipientShape,
  recipientDefaults,
  renderRecipient,
  send,
  onClose,
}: TemplateSendDialogProps<S> & { template: SendableTemplate }) {
  const id = useId()
  const schema = useMemo(
    () => z.object({ ...recipientShape, ...templateParamsShape(template.params) }),
    [recipientShape, template.params],
  )
  const form = useForm<FieldValues>({
    defaultValues: { ...recipientDefaults, ...emptyTemplateParams(template.params) },
    resolver: zodResolver(schema),
  })
  const { isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (values) => {
    let sentId: number
    try {
      // The resolver has checked the values against recipientShape.
      const recipient = values as z.output<z.ZodObject<S>>
      sentId = await send(recipient, {
        templateCode: template.code,
        templateParams: templateParamValues(template.params, values),
      })
    } catch {
      // The server's reason is on screen already; the input stays for another try.
      return
    }
    popup.message.success(`提交发送成功！发送结果，见发送日志编号：${sentId}`)
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
        <DialogTitle id={titleId}>{title}</DialogTitle>
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
          {renderRecipient(form)}
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
