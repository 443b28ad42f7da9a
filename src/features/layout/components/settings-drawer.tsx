import { memo } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import type { LayoutSettings, SideTheme } from '@/shared/layout-settings/layout-defaults'
import {
  selectLayoutSettings,
  settingsChanged,
  settingsReset,
  settingsSaved,
} from '@/shared/layout-settings/layout-slice'
import { popup } from '@/shared/ui/popups'
import { SideThemePreview } from './side-theme-preview'
import { ThemeColorPicker } from './theme-color-picker'

export const SETTINGS_DRAWER_WIDTH = 300

/** How long the "saving" veil stays: long enough to be read, short enough not to be waited for. */
const SAVE_FEEDBACK_MS = 400

const SWITCHES: { key: keyof LayoutSettings; label: string }[] = [
  { key: 'topNav', label: '开启顶部导航' },
  { key: 'tagsView', label: '开启标签页' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '显示Logo' },
  { key: 'dynamicTitle', label: '动态标题' },
]

const SIDE_THEMES: SideTheme[] = ['theme-dark', 'theme-light']

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600, mb: 1.5 }}>
      {children}
    </Typography>
  )
}

/**
 * 布局设置 (docs/architecture.md#layout-settings): every change applies at once; 保存配置 keeps it in this
 * browser ('layout-setting'), 重置配置 goes back to the defaults.
 */
export const SettingsDrawer = memo(function SettingsDrawer({
  open,
  onClose,
}: {
  open: boolean
  onClose: () => void
}) {
  const settings = useAppSelector(selectLayoutSettings)
  const dispatch = useAppDispatch()
  const change = (patch: Partial<LayoutSettings>) => dispatch(settingsChanged(patch))

  const save = () => {
    popup.loading('正在保存到本地，请稍候...')
    dispatch(settingsSaved())
    window.setTimeout(() => {
      popup.closeLoading()
      popup.message.success('保存成功')
    }, SAVE_FEEDBACK_MS)
  }

  const reset = () => {
    dispatch(settingsReset())
    popup.message.success('已恢复默认配置')
  }

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': '布局设置',
          sx: { width: SETTINGS_DRAWER_WIDTH, maxWidth: '100vw' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, height: 56 }}>
        <Typography component="h2" sx={{ flex: 1, fontSize: 16, fontWeight: 600 }}>
          布局设置
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose} size="small">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <section>
          <SectionTitle>主题风格设置</SectionTitle>
          <Box sx={{ display: 'flex', gap: 2 }}>
            {SIDE_THEMES.map((theme) => (
              <SideThemePreview
                key={theme}
                theme={theme}
                selected={settings.sideTheme === theme}
                onSelect={() => change({ sideTheme: theme })}
              />
            ))}
          </Box>
        </section>
        <section>
          <SectionTitle>主题颜色</SectionTitle>
          <ThemeColorPicker value={settings.theme} onChange={(theme) => change({ theme })} />
        </section>
        <section>
          <SectionTitle>系统布局配置</SectionTitle>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            {SWITCHES.map(({ key, label }) => (
              <FormControlLabel
                key={key}
                label={label}
                labelPlacement="start"
                sx={{ justifyContent: 'space-between', ml: 0 }}
                control={
                  <Switch
                    checked={Boolean(settings[key])}
                    onChange={(event) => change({ [key]: event.target.checked })}
                  />
                }
              />
            ))}
          </Box>
        </section>
        <Divider />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" onClick={save} sx={{ flex: 1 }}>
            保存配置
          </Button>
          <Button variant="outlined" onClick={reset} sx={{ flex: 1 }}>
            重置配置
          </Button>
        </Box>
      </Box>
    </Drawer>
  )
})
