import type { ReactNode } from 'react'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import CloseIcon from '@mui/icons-material/Close'
import HighlightOffIcon from '@mui/icons-material/HighlightOff'
import RefreshIcon from '@mui/icons-material/Refresh'
import type { TabCommands } from '../hooks/use-tab-commands'
import { tabMenuState } from '../model/close-tabs'
import type { TabView } from '../model/tab-view'

/** The tab context menu is 105 px wide. */
export const TAB_MENU_WIDTH = 105

export interface TabMenuTarget {
  view: TabView
  x: number
  y: number
}

function Item({
  icon,
  label,
  disabled,
  onClick,
}: {
  icon: ReactNode
  label: string
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <MenuItem
      dense
      disabled={disabled}
      onClick={onClick}
      sx={{ minHeight: 0, px: 1.25, py: 0.75, fontSize: 12 }}
    >
      <ListItemIcon sx={{ minWidth: '20px !important', '& svg': { fontSize: 14 } }}>
        {icon}
      </ListItemIcon>
      {label}
    </MenuItem>
  )
}

/** The right-click menu of a tab; commands that would close nothing are disabled. */
export function TabContextMenu({
  target,
  views,
  commands,
  onClose,
}: {
  target: TabMenuTarget | null
  views: readonly TabView[]
  commands: TabCommands
  onClose: () => void
}) {
  const enabled = target ? tabMenuState(views, target.view.key) : null
  const run = (command: (view: TabView) => void) => () => {
    onClose()
    if (target) command(target.view)
  }
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.y, left: target.x } : undefined}
      slotProps={{
        paper: { sx: { width: TAB_MENU_WIDTH } },
        list: { dense: true, 'aria-label': '标签页操作' },
      }}
    >
      <Item icon={<RefreshIcon />} label="刷新页面" onClick={run(commands.refresh)} />
      <Item
        icon={<CloseIcon />}
        label="关闭当前"
        disabled={!enabled?.current}
        onClick={run(commands.close)}
      />
      <Item
        icon={<HighlightOffIcon />}
        label="关闭其他"
        disabled={!enabled?.others}
        onClick={run(commands.closeOthers)}
      />
      <Item
        icon={<ArrowBackIcon />}
        label="关闭左侧"
        disabled={!enabled?.left}
        onClick={run(commands.closeLeft)}
      />
      <Item
        icon={<ArrowForwardIcon />}
        label="关闭右侧"
        disabled={!enabled?.right}
        onClick={run(commands.closeRight)}
      />
      <Item
        icon={<HighlightOffIcon />}
        label="全部关闭"
        disabled={!enabled?.all}
        onClick={run(() => commands.closeAll())}
      />
    </Menu>
  )
}
