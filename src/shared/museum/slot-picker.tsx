import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import dayjs from 'dayjs'
import { DateField, type DateFieldValue } from '@/shared/ui/date-fields'
import { useListSlotsByDateQuery } from './museum-api'
import type { SlotItem, SlotKind } from './museum-types'
import { placesLeft, slotTimeText, slotUnavailableReason } from './slot-places'

export interface SlotPickerProps {
  /** Personal places or the team share of each slot. */
  kind: SlotKind
  /** The picked slot's id, or null. */
  value: number | null
  /** The picked slot (null when the day changes or nothing is picked). */
  onChange: (slot: SlotItem | null) => void
  /** Shown under the slots, e.g. 请选择参观场次. */
  error?: string
  /** The day shown first ('YYYY-MM-DD'); default today. */
  defaultDate?: string
  disabled?: boolean
}

const TODAY_FORMAT = 'YYYY-MM-DD'

/**
 * 参观日期 then the slots of that day as choices, each with its time and the places left;
 * stopped and full slots cannot be picked and say why. Days before today cannot be picked.
 */
export function SlotPicker({
  kind,
  value,
  onChange,
  error,
  defaultDate,
  disabled,
}: SlotPickerProps) {
  const [date, setDate] = useState<string>(defaultDate ?? dayjs().format(TODAY_FORMAT))
  const [today] = useState(() => dayjs().startOf('day'))
  const slotsLabelId = useId()
  const errorId = useId()

  const changeDate = (next: DateFieldValue) => {
    setDate(typeof next === 'string' ? next : '')
    if (value !== null) onChange(null)
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DateField
        label="参观日期"
        value={date || null}
        onChange={changeDate}
        minDate={today}
        disabled={disabled}
        sx={{ width: 200 }}
      />
      <Box>
        <Typography id={slotsLabelId} variant="body2" sx={{ mb: 0.75, color: 'text.secondary' }}>
          参观场次
        </Typography>
        {date ? (
          <SlotChoices
            kind={kind}
            date={date}
            value={value}
            onChange={onChange}
            labelledBy={slotsLabelId}
            describedBy={error ? errorId : undefined}
            disabled={disabled}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            请先选择参观日期
          </Typography>
        )}
        {error && (
          <FormHelperText id={errorId} error>
            {error}
          </FormHelperText>
        )}
      </Box>
    </Box>
  )
}

interface SlotChoicesProps {
  kind: SlotKind
  date: string
  value: number | null
  onChange: (slot: SlotItem | null) => void
  labelledBy: string
  describedBy?: string
  disabled?: boolean
}

function SlotChoices({
  kind,
  date,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: SlotChoicesProps) {
  const { data, isFetching, isError, refetch } = useListSlotsByDateQuery(date)
  if (isFetching && !data) {
    return (
      <Typography variant="body2" color="text.secondary">
        场次加载中…
      </Typography>
    )
  }
  if (isError) {
    return (
      <Typography variant="body2" color="error">
        场次加载失败，
        <Box
          component="button"
          type="button"
          onClick={() => void refetch()}
          sx={{ border: 0, p: 0, background: 'none', color: 'primary.main', cursor: 'pointer' }}
        >
          重试
        </Box>
      </Typography>
    )
  }
  const slots = data ?? []
  if (slots.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        当日没有可预约的场次
      </Typography>
    )
  }
  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}
    >
      {slots.map((slot) => (
        <SlotChoice
          key={slot.id}
          slot={slot}
          kind={kind}
          checked={slot.id === value}
          disabled={disabled}
          onPick={() => onChange(slot)}
        />
      ))}
    </Box>
  )
}

interface SlotChoiceProps {
  slot: SlotItem
  kind: SlotKind
  checked: boolean
  disabled?: boolean
  onPick: () => void
}

function SlotChoice({ slot, kind, checked, disabled, onPick }: SlotChoiceProps) {
  const reason = slotUnavailableReason(slot, kind)
  const left = placesLeft(slot, kind)
  const time = slotTimeText(slot)
  const detail = reason ?? `剩余 ${left}`
  const unavailable = reason !== null || disabled
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.25,
        py: 0.75,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : unavailable ? 'action.hover' : 'background.paper',
        color: unavailable ? 'text.disabled' : 'text.primary',
        cursor: unavailable ? 'not-allowed' : 'pointer',
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <input
        type="radio"
        name={`slot-${kind}`}
        value={slot.id}
        checked={checked}
        disabled={unavailable}
        aria-label={`${time} ${detail}`}
        onChange={onPick}
        style={{ margin: 0 }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
        <Box component="span" sx={{ fontSize: 14, fontWeight: 500 }}>
          {time}
        </Box>
        <Box
          component="span"
          sx={{
            fontSize: 12,
            color: reason ? 'error.main' : left <= 5 ? 'warning.dark' : 'text.secondary',
          }}
        >
          {detail}
        </Box>
      </Box>
    </Box>
  )
}
