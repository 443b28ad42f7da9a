import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { zodResolver } from '@hookform/resolvers/zod'
import dayjs from 'dayjs'
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'
import { DateRangeField, TimeInput } from '@/shared/ui/date-fields'
import { popup } from '@/shared/ui/popups'
import { useGenerateSlotsMutation } from '../api/slot-api'
import {
  defaultGenerateValues,
  generateSchema,
  WEEKDAYS,
  type GenerateValues,
} from '../model/slot-form'

export interface GenerateSlotsDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * 批量生成: every picked weekday between two dates gets the templates' slots (days that already
 * have slots are skipped by the server); says how many were created.
 */
export function GenerateSlotsDialog({ open, onClose }: GenerateSlotsDialogProps) {
  // A fresh form per opening (the last range is not worth keeping).
  const [session, setSession] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setSession((n) => n + 1)
  }
  return <GenerateSession key={session} open={open} onClose={onClose} />
}

function GenerateSession({ open, onClose }: GenerateSlotsDialogProps) {
  const titleId = useId()
  const [generate] = useGenerateSlotsMutation()
  const form = useForm<GenerateValues, unknown, GenerateValues>({
    defaultValues: defaultGenerateValues(),
    resolver: zodResolver(generateSchema),
  })
  const { isSubmitting, isDirty } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const [begin, end] = values.range
    let created: number
    try {
      created = await generate({
        beginDate: dayjs(begin ?? 0)
          .startOf('day')
          .valueOf(),
        endDate: dayjs(end ?? 0)
          .startOf('day')
          .valueOf(),
        weekdays: values.weekdays,
        slots: values.slots.map((s) => ({
          startTime: s.startTime,
          endTime: s.endTime,
          capacity: s.capacity ?? 0,
          teamCapacity: s.teamCapacity ?? 0,
        })),
      }).unwrap()
    } catch {
      // Refused: the server's message is on screen; the dialog keeps what was typed.
      return
    }
    if (created > 0) popup.message.success(`已生成 ${created} 个场次`)
    else popup.message.warning('所选日期都已有场次，没有生成新的场次')
    onClose()
  })

  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !isSubmitting && !isDirty) onClose()
      }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>批量生成场次</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>
          <RangeRow form={form} />
          <WeekdaysRow form={form} />
          <TemplatesRow form={form} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            生成
          </Button>
          <Button type="button" variant="outlined" disabled={isSubmitting} onClick={onClose}>
            取消
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}

type Form = UseFormReturn<GenerateValues>

function RangeRow({ form }: { form: Form }) {
  const labelId = useId()
  return (
    <FormFieldRow label="日期范围" labelId={labelId} required>
      <Controller
        control={form.control}
        name="range"
        render={({ field, fieldState }) => (
          <DateRangeField
            labelledBy={labelId}
            valueFormat="epoch"
            value={field.value as [number | null, number | null] | []}
            onChange={(next) => field.onChange([...next])}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormFieldRow>
  )
}

function WeekdaysRow({ form }: { form: Form }) {
  const labelId = useId()
  return (
    <FormFieldRow label="星期" labelId={labelId} required>
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field, fieldState }) => (
          <Box role="group" aria-labelledby={labelId}>
            {WEEKDAYS.map((day) => (
              <FormControlLabel
                key={day.value}
                label={day.label}
                control={
                  <Checkbox
                    size="small"
                    checked={field.value.includes(day.value)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, day.value]
                          : field.value.filter((v) => v !== day.value),
                      )
                    }
                  />
                }
              />
            ))}
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        )}
      />
    </FormFieldRow>
  )
}

function TemplatesRow({ form }: { form: Form }) {
  const labelId = useId()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'slots' })
  const errors = form.formState.errors.slots
  const whole = errors?.message ?? errors?.root?.message
  return (
    <FormFieldRow label="场次模板" labelId={labelId} required>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}
      >
        {fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={`模板 ${index + 1}`}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
          >
            <TimeInput form={form} name={`slots.${index}.startTime`} label="开始时间" />
            <TimeInput form={form} name={`slots.${index}.endTime`} label="结束时间" />
            <PlacesInput form={form} name={`slots.${index}.capacity`} label="个人名额" />
            <PlacesInput form={form} name={`slots.${index}.teamCapacity`} label="团队名额" />
            <IconButton
              aria-label={`删除模板 ${index + 1}`}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={fields.length >= 20}
            onClick={() => {
              const last = form.getValues('slots').at(-1)
              append({
                startTime: last?.endTime ?? '09:00',
                endTime: '',
                capacity: last?.capacity ?? 200,
                teamCapacity: last?.teamCapacity ?? 50,
              })
            }}
          >
            添加模板
          </Button>
          <Typography variant="body2" color="text.secondary">
            已有场次的日期会跳过
          </Typography>
        </Box>
        {whole && <FormHelperText error>{whole}</FormHelperText>}
      </Box>
    </FormFieldRow>
  )
}

function PlacesInput({
  form,
  name,
  label,
}: {
  form: Form
  name: `slots.${number}.capacity` | `slots.${number}.teamCapacity`
  label: string
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          type="number"
          label={label}
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { min: 0 } }}
          sx={{ width: 110 }}
        />
      )}
    />
  )
}
