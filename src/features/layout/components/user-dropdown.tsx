import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import { useNavigate } from 'react-router-dom'
import Avatar from '@mui/material/Avatar'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import Divider from '@mui/material/Divider'
import ArrowDropDown from '@mui/icons-material/ArrowDropDown'
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined'
import PersonOutline from '@mui/icons-material/PersonOutlined'
import Logout from '@mui/icons-material/Logout'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import defaultAvatar from '@/shared/assets/default-avatar.svg'
import { sessionApi } from '@/shared/session/session-api'
import { logoutLocally, selectUser } from '@/shared/session/session-slice'
import { popup } from '@/shared/ui/popups'

interface Props {
  /** Offers 布局设置 when given (the settings' showSettings flag). */
  onOpenSettings?: () => void
  /** Phones show the avatar only. */
  compact?: boolean
}

/** The avatar menu: 个人中心, 使用文档 (the console's own guide), 布局设置 and 退出登录. */
export function UserDropdown({ onOpenSettings, compact = false }: Props) {
  const user = useAppSelector(selectUser)
  // The thunk dispatch type is spelled out because features cannot import the app's store type.
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [logout] = sessionApi.useLogoutMutation()
  /** A menu choice closes the menu first, then does its thing. */
  const choose = (action: () => void) => () => {
    setAnchor(null)
    action()
  }

  const onLogout = async () => {
    setAnchor(null)
    const ok = await popup.confirm('确定注销并退出系统吗？', { type: 'warning' })
    if (!ok) return
    // The server call may fail (network, expired token); the local session ends regardless.
    await logout().catch(() => undefined)
    await dispatch(logoutLocally())
    navigate('/login', { replace: true })
  }

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label="用户菜单"
        color="inherit"
        sx={{ gap: 1, px: 1 }}
      >
        <Avatar
          src={user?.avatar || defaultAvatar}
          alt=""
          sx={{ width: 36, height: 36, borderRadius: '10px' }}
        />
        {!compact && <span>{user?.nickname}</span>}
        <ArrowDropDown fontSize="small" />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(() => navigate('/user/profile'))}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          个人中心
        </MenuItem>
        <MenuItem onClick={choose(() => navigate('/help'))}>
          <ListItemIcon>
            <MenuBookOutlined fontSize="small" />
          </ListItemIcon>
          使用文档
        </MenuItem>
        {onOpenSettings && (
          <MenuItem onClick={choose(onOpenSettings)}>
            <ListItemIcon>
              <SettingsOutlined fontSize="small" />
            </ListItemIcon>
            布局设置
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => void onLogout()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          退出登录
        </MenuItem>
      </Menu>
    </>
  )
}
