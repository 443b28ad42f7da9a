import Box from '@mui/material/Box'
import Chip, { type ChipProps } from '@mui/material/Chip'
import { useAppSelector } from '@/shared/store-hooks'
import { findDictOption, type DictValue } from './dict-option'

const CHIP_COLORS: Record<string, ChipProps['color']> = {
  default: 'default',
  primary: 'primary',
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
}

/** The MUI colour of a dictionary colorType; '' and unknown types are 'default'. */
export function dictChipColor(colorType: string | null | undefined): ChipProps['color'] {
  return (colorType && CHIP_COLORS[colorType]) || 'default'
}

export interface DictTagProps {
  type: string
  /** One value or several (one tag each); null, undefined and '' render nothing. */
  value: DictValue | readonly DictValue[] | null | undefined
}

/** Shows a dictionary value as its label in a small coloured chip. */
export function DictTag({ type, value }: DictTagProps) {
  const byType = useAppSelector((state) => state.dict.byType)
  const values = (Array.isArray(value) ? value : [value]).filter(
    (v): v is DictValue => v !== null && v !== undefined && v !== '',
  )
  if (values.length === 0) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((v, index) => {
        const option = findDictOption(byType, type, v)
        // The dictionary lacks this value: show it raw rather than hide data.
        if (!option) return <span key={`${String(v)}-${index}`}>{String(v)}</span>
        return (
          <Chip
            key={`${option.value}-${index}`}
            size="small"
            variant="outlined"
            label={option.label}
            color={dictChipColor(option.colorType)}
            className={option.cssClass || undefined}
          />
        )
      })}
    </Box>
  )
}
