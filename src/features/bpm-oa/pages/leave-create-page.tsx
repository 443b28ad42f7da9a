import { useId } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { FormField, FormFieldRow, type FormFieldDef } from '@/shared/list-kit'
import { useClosePage } from '@/shared/routing/close-page'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { DateField } from '@/shared/ui/date-fields'
import { popup } from '@/shared/ui/popups'
import { useCreateLeaveMutation } from '../api/oa-leave-api'
import {
  EMPTY_LEAVE_FORM,
  leaveFormSchema,
  type LeaveFormOutput,
  type LeaveFormValues,
} from '../model/leave-form'
import { LEAVE_LIST_PATH } from '../model/oa-leave-types'

interface TimeRowProps {
  form: UseFormReturn<LeaveFormValues, unknown, LeaveFormOutput>
  name: 'startTime' | 'endTime'
  label: string
  placeholder: string
}

/**
 * A date-time picker in the form's label-on-the-left layout. The pickers have no placeholder of
 * their own: their inner label says what to do (选择开始时间) while the field is empty, and the
 * row's label names the field.
 */
function TimeRow({ form, name, label, placeholder }: TimeRowProps) {
  const id = useId()
  const labelId = `${id}-label`
  return (
    <FormFieldRow label={label} labelId={labelId} inputId={`${id}-input`} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <DateField
            id={`${id}-input`}
            label={placeholder}
            labelledBy={labelId}
            withTime
            valueFormat="epoch"
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            sx={{ width: 260, maxWidth: '100%' }}
          />
        )}
      />
    </FormFieldRow>
  )
}

/** 发起 OA 请假 (/bpm/oa/leave/create): files a leave, which starts its approval. */
export default function LeaveCreatePage() {
  const [createLeave] = useCreateLeaveMutation()
  const closePage = useClosePage()
  const typeOptions = useDictOptions(DICT_TYPE.BPM_OA_LEAVE_TYPE, 'number')
  const form = useForm<LeaveFormValues, unknown, LeaveFormOutput>({
    resolver: zodResolver(leaveFormSchema),
    defaultValues: EMPTY_LEAVE_FORM,
  })
  // Typed but not filed: closing the tab or the window asks first.
  const { markSaved } = useUnsavedChangesGuard(form.formState.isDirty)
  const fields: FormFieldDef<LeaveFormValues>[] = [
    {
      kind: 'select',
      name: 'type',
      label: '请假类型',
      required: true,
      placeholder: '请选择',
      options: typeOptions.map((option) => ({ label: option.label, value: option.value })),
    },
    {
      kind: 'text',
      name: 'reason',
      label: '原因',
      required: true,
      rows: 3,
      placeholder: '请输入原因',
    },
  ]

  const submit = form.handleSubmit(async (values) => {
    // A refusal (no approver, end before start) is shown by the error policy; the form keeps
    // what was typed.
    const result = await createLeave(values)
    if ('error' in result) return
    popup.message.success('发起成功')
    markSaved()
    closePage(LEAVE_LIST_PATH)
  })

  return (
    <Box component="section" aria-label="发起 OA 请假" sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 1 }}>
        <Box
          component="form"
          noValidate
          aria-label="发起 OA 请假"
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 640 }}
        >
          <TimeRow form={form} name="startTime" label="开始时间" placeholder="选择开始时间" />
          <TimeRow form={form} name="endTime" label="结束时间" placeholder="选择结束时间" />
          {fields.map((field) => (
            <FormField key={field.name} field={field} form={form} />
          ))}
          <Box sx={{ pl: 14 }}>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              提 交
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  )
}
