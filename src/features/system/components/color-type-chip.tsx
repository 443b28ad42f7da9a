import Chip from '@mui/material/Chip'
import { dictChipColor } from '@/shared/dict'

/** A preview of how a dictionary entry with this colorType looks in tables. */
export function ColorTypeChip({ colorType, label }: { colorType: string; label: string }) {
  return <Chip size="small" variant="outlined" color={dictChipColor(colorType)} label={label} />
}
