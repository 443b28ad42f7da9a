import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { AppRoute } from '@/shared/routing/menu-types'
import { useWindowWidth } from '../hooks/use-window-width'
import { splitTopMenus, topNavVisibleCount, TOP_MENU_ITEM_WIDTH } from '../model/top-nav'
import { MenuIcon } from '@/shared/ui/menu-icon'

interface Props {
  /** Top-level menus, in menu order. */
  menus: AppRoute[]
  /** Path of the top menu whose children the sidebar shows. */
  activePath: string | null
  onSelect: (menu: AppRoute) => void
}

/**
 * Top navigation (settings: 开启顶部导航): as many top menus as one third of the window width
 * holds at 85 px each, the rest under 更多菜单.
 */
export function TopNav({ menus, activePath, onSelect }: Props) {
  const width = useWindowWidth()
  const { shown, more } = splitTopMenus(menus, topNavVisibleCount(width))
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null)
  const moreActive = more.some((menu) => menu.path === activePath)

  const itemSx = (active: boolean) => ({
    minWidth: TOP_MENU_ITEM_WIDTH,
    height: '100%',
    px: 1.5,
    borderRadius: 0,
    whiteSpace: 'nowrap',
    flexShrink: 0,
    color: active ? 'primary.main' : 'text.secondary',
    borderBottom: 2,
    borderColor: active ? 'primary.main' : 'transparent',
  })

  return (
    <Box
      component="nav"
      aria-label="顶部导航"
      sx={{ display: 'flex', alignItems: 'stretch', height: '100%', overflow: 'hidden' }}
    >
      {shown.map((menu) => {
        const active = menu.path === activePath
        return (
          <Button
            key={menu.path}
            onClick={() => onSelect(menu)}
            aria-current={active ? 'true' : undefined}
            startIcon={<MenuIcon name={menu.meta.icon} />}
            sx={itemSx(active)}
          >
            {menu.meta.title}
          </Button>
        )
      })}
      {more.length > 0 && (
        <>
          <Button
            onClick={(event) => setMoreAnchor(event.currentTarget)}
            aria-haspopup="menu"
            aria-expanded={Boolean(moreAnchor)}
            aria-current={moreActive ? 'true' : undefined}
            endIcon={<ExpandMore fontSize="small" />}
            sx={itemSx(moreActive)}
          >
            更多菜单
          </Button>
          <Menu
            anchorEl={moreAnchor}
            open={Boolean(moreAnchor)}
            onClose={() => setMoreAnchor(null)}
            slotProps={{ list: { 'aria-label': '更多菜单' } }}
          >
            {more.map((menu) => (
              <MenuItem
                key={menu.path}
                selected={menu.path === activePath}
                onClick={() => {
                  setMoreAnchor(null)
                  onSelect(menu)
                }}
              >
                <ListItemIcon>
                  <MenuIcon name={menu.meta.icon} />
                </ListItemIcon>
                {menu.meta.title}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  )
}
