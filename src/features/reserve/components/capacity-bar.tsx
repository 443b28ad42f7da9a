import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'

export interface CapacityBarProps {
  /** What the places are, e.g. 个人名额 (the bar's accessible name). */
  label: string
  reserved: number
  capacity: number
}

function fillColor(ratio: number): 'error' | 'warning' | 'primary' {
  if (ratio >= 1) return 'error'
  if (ratio >= 0.8) return 'warning'
  return 'primary'
}

/** How full a slot is: a bar and "reserved / capacity" (red when full, amber from 80 %). */
export function CapacityBar({ label, reserved, capacity }: CapacityBarProps) {
  const ratio = capacity > 0 ? reserved / capacity : reserved > 0 ? 1 : 0
  const percent = Math.min(100, Math.round(ratio * 100))
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 150 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={fillColor(ratio)}
        aria-label={label}
        aria-valuetext={`已约 ${reserved} / ${capacity}`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Box
        component="span"
        sx={{ fontSize: 13, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {reserved} / {capacity}
      </Box>
    </Box>
  )
}
