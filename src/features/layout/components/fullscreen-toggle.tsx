import { useSyncExternalStore } from 'react'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Fullscreen from '@mui/icons-material/Fullscreen'
import FullscreenExit from '@mui/icons-material/FullscreenExit'
import { popup } from '@/shared/ui/popups'
import { useConsoleMount } from '@/shared/ui/theme/mount-context'

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange)
  return () => document.removeEventListener('fullscreenchange', onChange)
}

const isFullscreen = () => Boolean(document.fullscreenElement)

/** Full-screen toggle; warns when the browser cannot go full screen. */
export function FullscreenToggle() {
  const mount = useConsoleMount()
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false)
  const label = fullscreen ? '退出全屏' : '全屏'

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      popup.message.warning('你的浏览器不支持全屏')
      return
    }
    // A refusal (no user gesture, a frame without allowfullscreen) leaves the page as it was.
    const change = fullscreen
      ? document.exitFullscreen()
      : // Embedded, only the console goes full screen: the host's page is not ours to enlarge.
        (mount.embedded ? mount.container : document.documentElement).requestFullscreen()
    void change.catch(() => undefined)
  }

  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggle}>
        {fullscreen ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  )
}
