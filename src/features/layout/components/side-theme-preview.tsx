import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Check from '@mui/icons-material/Check'
import type { SideTheme } from '@/shared/layout-settings/layout-defaults'
import { SIDEBAR_COLORS } from './sidebar-colors'

const LABELS: Record<SideTheme, string> = {
  'theme-dark': '暗色主题',
  'theme-light': '亮色主题',
}

/** A thumbnail of the console in one side theme; choosing it switches the sidebar's colours. */
export function SideThemePreview({
  theme,
  selected,
  onSelect,
}: {
  theme: SideTheme
  selected: boolean
  onSelect: () => void
}) {
  const colors = SIDEBAR_COLORS[theme]
  return (
    <ButtonBase
      aria-label={LABELS[theme]}
      aria-pressed={selected}
      onClick={onSelect}
      sx={{
        position: 'relative',
        width: 56,
        height: 48,
        borderRadius: 1,
        overflow: 'hidden',
        boxShadow: '0 1px 2.5px 0 rgba(0,0,0,.18)',
        outline: selected ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      {/* A button cannot be a grid container in every browser: the thumbnail is drawn inside. */}
      <Box
        aria-hidden
        sx={{
          width: '100%',
          height: '100%',
          display: 'grid',
          gridTemplateColumns: '30% 1fr',
          gridTemplateRows: '30% 1fr',
        }}
      >
        <Box sx={{ gridRow: '1 / 3', bgcolor: colors.bg }} />
        <Box sx={{ bgcolor: '#fff', borderBottom: '1px solid #eee' }} />
        <Box sx={{ bgcolor: '#f0f2f5' }} />
      </Box>
      {selected && (
        <Check
          fontSize="small"
          sx={{ position: 'absolute', right: 6, bottom: 6, color: 'primary.main' }}
        />
      )}
    </ButtonBase>
  )
}
