import { useMemo, type Ref } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import type { SxProps, Theme } from '@mui/material/styles'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import type { Dayjs } from 'dayjs'
import { DatePickersProvider } from './date-localization'
import {
  DATE_FORMAT,
  DATETIME_DISPLAY_FORMAT,
  formatDateValue,
  parseDateValue,
  parseTimeValue,
  TIME_FORMAT,
  type DateFieldValue,
  type DateRangeFieldValue,
  type DateValueFormat,
  type RangeEdge,
} from './date-values'
import { rangeEndWidth } from './field-widths'

type Size = 'small' | 'medium'

const CALENDAR_HEADER_FORMAT = 'YYYY年M月'

interface CommonProps {
  /** The label inside the field (on its border). */
  label?: string
  /** id of an element that names the field instead (a form row's label on the left). */
  labelledBy?: string
  disabled?: boolean
  size?: Size
  /** Marks the field invalid and shows the message under it. */
  error?: string
  onBlur?: () => void
  sx?: SxProps<Theme>
}

export interface DateFieldProps extends CommonProps {
  value: DateFieldValue | undefined
  /** null when cleared. A date typed halfway is not reported until it is whole. */
  onChange: (value: DateFieldValue) => void
  /** Picks a time too (YYYY-MM-DD HH:mm). */
  withTime?: boolean
  /** Default 'date' ('YYYY-MM-DD'); 'datetime' or 'epoch' for a moment. */
  valueFormat?: DateValueFormat
  /** id of the field's input, for a row label's htmlFor. */
  id?: string
  inputRef?: Ref<HTMLInputElement>
  minDate?: Dayjs
  maxDate?: Dayjs
  /** The month the calendar opens at while the field is empty (default: today's). */
  referenceDate?: Dayjs
  /** Without a picked time, which instant of the day the value is (used by ranges). */
  edge?: RangeEdge
  fullWidth?: boolean
}

/** One date (or date and time) in Chinese, with a calendar; MUI X's picker under the hood. */
export function DateField(props: DateFieldProps) {
  return (
    <DatePickersProvider>
      <DatePickerControl {...props} />
    </DatePickersProvider>
  )
}

function DatePickerControl({
  label,
  labelledBy,
  value,
  onChange,
  withTime = false,
  valueFormat = 'date',
  disabled,
  size = 'small',
  error,
  onBlur,
  sx,
  id,
  inputRef,
  minDate,
  maxDate,
  referenceDate,
  edge = 'exact',
  fullWidth,
}: DateFieldProps) {
  // One Dayjs per value: the picker re-syncs its typed sections whenever this object changes.
  const picked = useMemo(() => parseDateValue(value), [value])
  const change = (next: Dayjs | null) => {
    // A half-typed date stays in the field; the form hears of it once it is a real date.
    if (next && !next.isValid()) return
    onChange(formatDateValue(next, valueFormat, withTime ? 'exact' : edge))
  }
  const shared = {
    label,
    value: picked,
    onChange: change,
    disabled,
    minDate,
    maxDate,
    referenceDate,
    inputRef,
    slotProps: {
      // 2024年3月, as Chinese calendars say it (dayjs zh-cn alone gives 三月 2024).
      calendarHeader: { format: CALENDAR_HEADER_FORMAT },
      textField: {
        id,
        size,
        error: !!error,
        helperText: error,
        onBlur,
        fullWidth,
        sx,
        ...labelledByProps(labelledBy),
      },
      field: { clearable: true },
    },
  }
  return withTime ? (
    <DateTimePicker {...shared} format={DATETIME_DISPLAY_FORMAT} ampm={false} />
  ) : (
    <DatePicker {...shared} format={DATE_FORMAT} />
  )
}

export interface DateRangeFieldProps extends CommonProps {
  /** [begin, end], or [] when empty. */
  value: DateRangeFieldValue | undefined
  /**
   * [] once both ends are empty, else [begin, end] with null for an end not picked yet (the
   * caller decides whether half a range is sent; the list kit sends only whole ranges).
   */
  onChange: (value: DateRangeFieldValue) => void
  withTime?: boolean
  valueFormat?: DateValueFormat
  /** Labels of the two ends (default 开始日期 / 结束日期, or 开始时间 / 结束时间 with a time). */
  startLabel?: string
  endLabel?: string
  /** id of the first end's input, for a row label's htmlFor. */
  id?: string
  inputRef?: Ref<HTMLInputElement>
  /** Width of each end (default 160 px; 200 with a time); full width on a phone. */
  endWidth?: number
}

/** Names the field's sections (its role="group" element) by another element's text. */
function labelledByProps(labelledBy: string | undefined) {
  return labelledBy ? { slotProps: { input: { 'aria-labelledby': labelledBy } } } : {}
}

function rangeEnds(value: DateRangeFieldValue | undefined): [DateFieldValue, DateFieldValue] {
  return value && value.length === 2 ? [value[0], value[1]] : [null, null]
}

function isBlank(value: DateFieldValue): boolean {
  return value === null || value === ''
}

/**
 * A date range as two pickers side by side (stacked on a phone): the end cannot be before the
 * begin. Without a time, the begin means the first day's start and the end the last day's end.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  withTime = false,
  valueFormat = 'date',
  startLabel,
  endLabel,
  disabled,
  size = 'small',
  error,
  onBlur,
  sx,
  id,
  labelledBy,
  inputRef,
  endWidth,
}: DateRangeFieldProps) {
  const [begin, end] = rangeEnds(value)
  const beginDay = useMemo(() => parseDateValue(begin), [begin])
  const endDay = useMemo(() => parseDateValue(end), [end])
  const set = (nextBegin: DateFieldValue, nextEnd: DateFieldValue) =>
    onChange(isBlank(nextBegin) && isBlank(nextEnd) ? [] : [nextBegin, nextEnd])
  const width = { xs: '100%', sm: endWidth ?? rangeEndWidth(withTime) }
  const common = { withTime, valueFormat, disabled, size, onBlur, sx: { width, minWidth: 0 } }
  return (
    <DatePickersProvider>
      <Box sx={sx}>
        <Box
          role="group"
          aria-label={labelledBy ? undefined : label}
          aria-labelledby={labelledBy}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            gap: { xs: 1.5, sm: 0.75 },
          }}
        >
          <DatePickerControl
            {...common}
            id={id}
            inputRef={inputRef}
            label={startLabel ?? (withTime ? '开始时间' : '开始日期')}
            value={begin}
            maxDate={endDay ?? undefined}
            edge="start"
            error={error ? ' ' : undefined}
            onChange={(next) => set(next, end)}
          />
          <Box
            component="span"
            aria-hidden
            sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
          >
            至
          </Box>
          <DatePickerControl
            {...common}
            label={endLabel ?? (withTime ? '结束时间' : '结束日期')}
            value={end}
            minDate={beginDay ?? undefined}
            referenceDate={beginDay ?? undefined}
            edge="end"
            error={error ? ' ' : undefined}
            onChange={(next) => set(begin, next)}
          />
        </Box>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </DatePickersProvider>
  )
}

export interface TimeFieldProps extends CommonProps {
  /** 'HH:mm', or '' when empty. */
  value: string | undefined
  onChange: (value: string) => void
  id?: string
  inputRef?: Ref<HTMLInputElement>
  fullWidth?: boolean
}

/** A time of day (HH:mm, 24 h) in Chinese, with a clock. */
export function TimeField({
  label,
  labelledBy,
  value,
  onChange,
  disabled,
  size = 'small',
  error,
  onBlur,
  sx,
  id,
  inputRef,
  fullWidth,
}: TimeFieldProps) {
  const picked = useMemo(() => parseTimeValue(value), [value])
  return (
    <DatePickersProvider>
      <TimePicker
        label={label}
        value={picked}
        onChange={(next) => {
          if (next && !next.isValid()) return
          onChange(next ? next.format(TIME_FORMAT) : '')
        }}
        format={TIME_FORMAT}
        ampm={false}
        disabled={disabled}
        inputRef={inputRef}
        slotProps={{
          textField: {
            id,
            size,
            error: !!error,
            helperText: error,
            onBlur,
            fullWidth,
            sx,
            ...labelledByProps(labelledBy),
          },
          field: { clearable: true },
        }}
      />
    </DatePickersProvider>
  )
}
