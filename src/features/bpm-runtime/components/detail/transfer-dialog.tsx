import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { useUpdateTaskAssigneeMutation } from '../../api/process-detail-api'
import { TaskActionDialog } from './task-action-dialog'
import { transferSchema, type TransferForm } from './task-action-forms'
import { UserSelect } from '@/shared/bpm/user-select'

export interface TaskDialogProps {
  taskId: string
  onClose: () => void
}

/** 转办审批人: hands the task to another user for good (PUT update-assignee). */
export function TransferDialog({ taskId, onClose }: TaskDialogProps) {
  const id = useId()
  const [updateAssignee] = useUpdateTaskAssigneeMutation()
  const form = useForm<TransferForm, unknown, { assigneeUserId: number }>({
    defaultValues: { assigneeUserId: null },
    resolver: zodResolver(transferSchema),
  })
  const { isSubmitting, isDirty } = form.formState
  const submit = form.handleSubmit(async ({ assigneeUserId }) => {
    try {
      await updateAssignee({ id: taskId, assigneeUserId }).unwrap()
    } catch {
      // The server's reason is on screen already; the choice stays for another try.
      return
    }
    popup.message.success('转办任务成功！')
    onClose()
  })
  return (
    <TaskActionDialog
      open
      title="转办审批人"
      width={500}
      submitting={isSubmitting}
      dirty={isDirty}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="assigneeUserId"
        render={({ field, fieldState }) => (
          <FormFieldRow label="新审批人" labelId={`${id}-label`} inputId={`${id}-input`} required>
            <UserSelect
              inputId={`${id}-input`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          </FormFieldRow>
        )}
      />
    </TaskActionDialog>
  )
}
