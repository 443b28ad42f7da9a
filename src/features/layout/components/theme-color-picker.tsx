import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Check from '@mui/icons-material/Check'
import { getContrastRatio } from '@mui/material/styles'
import { THEME_COLOR_PRESETS } from '@/shared/layout-settings/layout-defaults'

/** '#abc' -> '#aabbcc': the native colour input only takes the long form. */
function longHex(color: string): string {
  return color.length === 4 ? `#${[...color.slice(1)].map((c) => c + c).join('')}` : color
}

const same = (a: string, b: string) => longHex(a).toLowerCase() === longHex(b).toLowerCase()

/** The theme colour: the eight presets (the first is the default) or any. */
export function ThemeColorPicker({
  value,
  onChange,
}: {
  value: string
  onChange: (color: string) => void
}) {
  const custom = !THEME_COLOR_PRESETS.some((preset) => same(preset, value))
  return (
    <Box
      role="group"
      aria-label="主题颜色"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {THEME_COLOR_PRESETS.map((preset) => {
        const selected = same(preset, value)
        return (
          <ButtonBase
            key={preset}
            aria-label={preset}
            aria-pressed={selected}
            onClick={() => onChange(preset)}
            sx={{
              width: 24,
              height: 24,
              borderRadius: 0.5,
              bgcolor: preset,
              color: getContrastRatio(preset, '#fff') >= 2.5 ? '#fff' : '#303133',
            }}
          >
            {selected && <Check sx={{ fontSize: 16 }} />}
          </ButtonBase>
        )
      })}
      <Box
        component="label"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}
      >
        <Box
          component="input"
          type="color"
          aria-label="自定义主题颜色"
          value={longHex(value)}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          sx={{
            width: 28,
            height: 28,
            p: 0,
            border: custom ? 2 : 1,
            borderColor: custom ? 'primary.main' : 'divider',
            borderRadius: 0.5,
            bgcolor: 'transparent',
            cursor: 'pointer',
          }}
        />
        自定义
      </Box>
    </Box>
  )
}
