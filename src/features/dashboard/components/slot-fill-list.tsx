import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { MuseumSlotFill } from '@/shared/wire/museum-statistics'
import { fillPercent } from '../model/museum-figures'

/** Above this share a slot is nearly full: its bar turns to the warning colour. */
const NEARLY_FULL = 90

/** Today's slots, each a bar of its places held (personal and team share together). */
export function SlotFillList({ slots }: { slots: readonly MuseumSlotFill[] }) {
  if (!slots.length) {
    return <Typography sx={{ color: 'text.secondary' }}>今日没有开放场次</Typography>
  }
  return (
    <Box component="ul" aria-label="今日场次" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {slots.map((slot) => {
        const name = `${slot.startTime}-${slot.endTime}`
        const percent = fillPercent(slot.reservedCount, slot.capacity)
        return (
          <Box component="li" key={name} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 14, mb: 0.5 }}>
              <span>{name}</span>
              <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary' }}>
                {slot.reservedCount} / {slot.capacity}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={percent >= NEARLY_FULL ? 'warning' : 'primary'}
              aria-label={`${name} 已预约 ${slot.reservedCount} / ${slot.capacity}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        )
      })}
    </Box>
  )
}
