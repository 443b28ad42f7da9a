import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  Controller,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { DictSelect } from '@/shared/dict'
import { TimeInput } from '@/shared/ui/date-fields'
import { hoursText, previewHours } from '../model/service-hours'

interface ControlProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
}

/** An optional dictionary value as a select with a clear button (null when cleared). */
export function OptionalDictSelect<V extends FieldValues>({
  form,
  name,
  label,
  dictType,
}: ControlProps<V> & { dictType: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DictSelect<number>
          type={dictType}
          valueType="number"
          clearable
          fullWidth
          placeholder={`请选择${label}`}
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  )
}

/** The hours the server will compute from the two times, updated while they are picked. */
export function HoursPreview<V extends FieldValues>({
  form,
  start,
  end,
}: {
  form: UseFormReturn<V>
  start: Path<V>
  end: Path<V>
}) {
  const [startTime, endTime] = useWatch({ control: form.control, name: [start, end] }) as [
    string | undefined,
    string | undefined,
  ]
  const hours = previewHours(startTime, endTime)
  return (
    <Typography
      component="output"
      aria-label="服务时长"
      sx={{ display: 'block', pt: 1, fontSize: 14 }}
      color={hours === null ? 'text.secondary' : 'text.primary'}
    >
      {hours === null
        ? '选择开始和结束时间后自动计算'
        : `${hoursText(hours)}（按起止时间计算，精确到 0.1 小时）`}
    </Typography>
  )
}

/**
 * 服务时段: start and end time side by side, the computed hours below them. The left label of the
 * form row names the pair; each picker carries its own label.
 */
export function ServiceTimesInput<V extends FieldValues>({
  form,
  start,
  end,
}: {
  form: UseFormReturn<V>
  start: Path<V>
  end: Path<V>
}) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <TimeInput form={form} name={start} label="开始时间" width={180} />
        <Box component="span" sx={{ pt: 1 }}>
          至
        </Box>
        <TimeInput form={form} name={end} label="结束时间" width={180} />
      </Box>
      <HoursPreview form={form} start={start} end={end} />
    </Box>
  )
}
