import { useId } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { BpmReturnTarget } from '@/shared/wire/bpm-runtime'
import { FormFieldRow } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { useReturnTaskMutation } from '../../api/process-detail-api'
import { ReasonField } from './reason-field'
import { TaskActionDialog } from './task-action-dialog'
import { returnSchema, type ReturnForm } from './task-action-forms'
import type { TaskDialogProps } from './transfer-dialog'

export interface ReturnDialogProps extends TaskDialogProps {
  /** The earlier tasks return-list offered (never empty: the card says so instead). */
  targets: readonly BpmReturnTarget[]
}

/** 退回流程: sends the instance back to an earlier task of its path (PUT return). */
export function ReturnDialog({ taskId, targets, onClose }: ReturnDialogProps) {
  const id = useId()
  const [returnTask] = useReturnTaskMutation()
  const form = useForm<ReturnForm>({
    defaultValues: { targetDefinitionKey: '', reason: '' },
    resolver: zodResolver(returnSchema),
  })
  const { isSubmitting, isDirty } = form.formState
  const submit = form.handleSubmit(async ({ targetDefinitionKey, reason }) => {
    try {
      await returnTask({ id: taskId, targetDefinitionKey, reason }).unwrap()
    } catch {
      // The server's reason is on screen already; what was typed stays for another try.
      return
    }
    popup.message.success('回退成功！')
    onClose()
  })
  return (
    <TaskActionDialog
      open
      title="退回流程"
      width="40%"
      submitting={isSubmitting}
      dirty={isDirty}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="targetDefinitionKey"
        render={({ field, fieldState }) => (
          <FormFieldRow label="退回节点" labelId={`${id}-target-label`} required>
            <TextField
              select
              size="small"
              fullWidth
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                select: {
                  displayEmpty: true,
                  labelId: `${id}-target-label`,
                  renderValue: (value) => {
                    const chosen = targets.find((target) => target.definitionKey === value)
                    return chosen ? (
                      chosen.name
                    ) : (
                      <Box component="span" sx={{ color: 'text.disabled' }}>
                        请选择退回节点
                      </Box>
                    )
                  },
                },
              }}
            >
              {targets.map((target) => (
                <MenuItem key={target.definitionKey} value={target.definitionKey}>
                  {target.name}
                </MenuItem>
              ))}
            </TextField>
          </FormFieldRow>
        )}
      />
      <ReasonField
        control={form.control}
        name="reason"
        label="回退理由"
        placeholder="请输入回退理由"
        id={`${id}-reason`}
      />
    </TaskActionDialog>
  )
}
