import { FormField } from '@/shared/list-kit'
import { TemplateSendDialog } from '@/shared/template-send'
import { useSendSmsMutation } from '../api/sms-api'
import { smsRecipientShape, type SmsTemplateItem } from '../model/sms-types'

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
  const [sendSms] = useSendSmsMutation()
  return (
    <TemplateSendDialog
      template={template}
      title="测试发送短信"
      recipientShape={smsRecipientShape}
      recipientDefaults={{ mobile: '' }}
      renderRecipient={(form) => (
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
      )}
      send={(recipient, message) => sendSms({ mobile: recipient.mobile, ...message }).unwrap()}
      onClose={onClose}
    />
  )
}
