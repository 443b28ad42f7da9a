import { useId } from 'react'
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { UserSelect } from '@/shared/bpm/user-select'
import { FormFieldRow } from '@/shared/list-kit'
import { TemplateSendDialog } from '@/shared/template-send'
import { useSendNotifyMutation } from '../api/notify-template-api'
import {
  NOTIFY_USER_TYPE_ADMIN,
  notifyRecipientShape,
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
  const [sendNotify] = useSendNotifyMutation()
  return (
    <TemplateSendDialog
      template={template}
      title="测试发送站内信"
      recipientShape={notifyRecipientShape}
      recipientDefaults={{ userId: null }}
      renderRecipient={(form) => <RecipientField form={form} />}
      send={(recipient, message) =>
        sendNotify({
          // The shape's refine has ruled out null.
          userId: recipient.userId as number,
          userType: NOTIFY_USER_TYPE_ADMIN,
          ...message,
        }).unwrap()
      }
      onClose={onClose}
    />
  )
}

function RecipientField({ form }: { form: UseFormReturn<FieldValues> }) {
  const id = useId()
  return (
    <Controller
      control={form.control}
      name="userId"
      render={({ field, fieldState }) => (
        <FormFieldRow label="接收人" labelId={`${id}-user-label`} inputId={`${id}-user`} required>
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
  )
}
