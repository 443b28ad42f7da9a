import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { useDelegateTaskMutation } from '../../api/process-detail-api'
import { ReasonField } from './reason-field'
import { TaskActionDialog } from './task-action-dialog'
import { delegateSchema, type DelegateForm } from './task-action-forms'
import type { TaskDialogProps } from './transfer-dialog'
import { UserSelect } from '@/shared/bpm/user-select'

/** 委派审批人: lends the task to another user; it comes back when they approve (PUT delegate). */
export function DelegateDialog({ taskId, onClose }: TaskDialogProps) {
  const id = useId()
  const [delegate] = useDelegateTaskMutation()
  const form = useForm<DelegateForm, unknown, { delegateUserId: number; reason: string }>({
    defaultValues: { delegateUserId: null, reason: '' },
    resolver: zodResolver(delegateSchema),
  })
  const { isSubmitting, isDirty } = form.formState
  const submit = form.handleSubmit(async ({ delegateUserId, reason }) => {
    try {
      await delegate({ id: taskId, delegateUserId, reason }).unwrap()
    } catch {
      // The server's reason is on screen already; what was typed stays for another try.
      return
    }
    popup.message.success('委派任务成功！')
    onClose()
  })
  return (
    <TaskActionDialog
      open
      title="委派审批人"
      width={500}
      submitting={isSubmitting}
      dirty={isDirty}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="delegateUserId"
        render={({ field, fieldState }) => (
          <FormFieldRow
            label="新审批人"
            labelId={`${id}-user-label`}
            inputId={`${id}-user-input`}
            required
          >
            <UserSelect
              inputId={`${id}-user-input`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          </FormFieldRow>
        )}
      />
      <ReasonField
        control={form.control}
        name="reason"
        label="委派理由"
        placeholder="请输入委派理由"
        id={`${id}-reason`}
      />
    </TaskActionDialog>
  )
}
