import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import type { DateFieldProps, DateRangeFieldProps, TimeFieldProps } from './date-pickers'
import { rangeEndWidth } from './field-widths'

// MUI X's pickers are a chunk of their own, fetched by the first screen that shows a date field:
// the login page, the dashboard and screens without dates never load them.
const pickers = () => import('./date-pickers')
const LazyDateField = lazy(() => pickers().then((m) => ({ default: m.DateField })))
const LazyDateRangeField = lazy(() => pickers().then((m) => ({ default: m.DateRangeField })))
const LazyTimeField = lazy(() => pickers().then((m) => ({ default: m.TimeField })))

/** Holds the field's place (same size, same label) while the pickers' chunk arrives. */
function Placeholder({ label, width, size }: { label?: string; width: number; size?: string }) {
  return (
    <TextField
      size={size === 'medium' ? 'medium' : 'small'}
      label={label}
      disabled
      aria-busy
      sx={{ width: { xs: '100%', sm: width }, minWidth: 0 }}
    />
  )
}

export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <Placeholder label={props.label} size={props.size} width={props.withTime ? 210 : 160} />
      }
    >
      <LazyDateField {...props} />
    </Suspense>
  )
}

export function DateRangeField(props: DateRangeFieldProps) {
  const width = props.endWidth ?? rangeEndWidth(props.withTime)
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Placeholder
            label={props.startLabel ?? (props.withTime ? '开始时间' : '开始日期')}
            size={props.size}
            width={width}
          />
          <Placeholder
            label={props.endLabel ?? (props.withTime ? '结束时间' : '结束日期')}
            size={props.size}
            width={width}
          />
        </Box>
      }
    >
      <LazyDateRangeField {...props} />
    </Suspense>
  )
}

export function TimeField(props: TimeFieldProps) {
  return (
    <Suspense fallback={<Placeholder label={props.label} size={props.size} width={160} />}>
      <LazyTimeField {...props} />
    </Suspense>
  )
}

/** Starts fetching the pickers' chunk (e.g. when a form that has dates is about to open). */
export function preloadDatePickers(): void {
  void pickers()
}
