import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Collapse from '@mui/material/Collapse'
import Tooltip from '@mui/material/Tooltip'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { AppRoute } from '@/shared/routing/menu-types'
import { MenuIcon } from './menu-icon'
import type { SideTheme } from './sidebar-colors'
import { SIDEBAR_COLORS } from './sidebar-colors'

interface Props {
  routes: AppRoute[]
  activePath: string
  collapsed: boolean
  theme: SideTheme
}

function containsPath(route: AppRoute, path: string): boolean {
  if (route.path === path) return true
  return Boolean(route.children?.some((child) => containsPath(child, path)))
}

function visibleChildren(route: AppRoute): AppRoute[] {
  return (route.children ?? []).filter((child) => !child.hidden)
}

/**
 * The permitted menu tree, unique-opened: opening a section closes its siblings. External http(s)
 * links open in a new tab.
 */
export function SidebarMenu({ routes, activePath, collapsed, theme }: Props) {
  const colors = SIDEBAR_COLORS[theme]
  const ownerOf = (path: string) =>
    routes.find((route) => route.children?.length && containsPath(route, path))?.path ?? null
  const [openPath, setOpenPath] = useState<string | null>(() => ownerOf(activePath))
  const [shownPath, setShownPath] = useState(activePath)

  // The section holding the active page opens whenever the route changes (state adjusted during
  // render, as React recommends for state derived from a changing prop).
  if (shownPath !== activePath) {
    setShownPath(activePath)
    const owner = ownerOf(activePath)
    if (owner) setOpenPath(owner)
  }

  const rowSx = (depth: number, color: string) => ({
    pl: collapsed ? 2.5 : 2.5 + depth * 2,
    minHeight: 50,
    color,
    '&:hover': { bgcolor: colors.hoverBg },
  })

  const rowContent = (route: AppRoute, trailing?: React.ReactNode) => (
    <>
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 32, color: 'inherit' }}>
        <MenuIcon name={route.meta.icon} />
      </ListItemIcon>
      {!collapsed && (
        <>
          <ListItemText
            primary={route.meta.title}
            slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }}
          />
          {trailing}
        </>
      )}
    </>
  )

  const renderLeaf = (route: AppRoute, depth: number) => {
    const external = route.meta.link
    const selected = route.path === activePath
    const linkProps = external
      ? { component: 'a' as const, href: external, target: '_blank', rel: 'noopener noreferrer' }
      : { component: RouterLink, to: route.path }
    const item = (
      <ListItemButton
        key={route.path}
        {...linkProps}
        selected={selected}
        sx={{
          ...rowSx(depth, selected ? colors.activeText : colors.text),
          '&.Mui-selected, &.Mui-selected:hover': {
            bgcolor: colors.activeBg,
            color: colors.activeText,
          },
        }}
      >
        {rowContent(route)}
      </ListItemButton>
    )
    return collapsed ? (
      <Tooltip key={route.path} title={route.meta.title} placement="right">
        {item}
      </Tooltip>
    ) : (
      item
    )
  }

  const renderNode = (route: AppRoute, depth: number): React.ReactNode => {
    const children = visibleChildren(route)
    if (!children.length) return renderLeaf(route, depth)
    if (children.length === 1 && !route.alwaysShow) return renderNode(children[0], depth)
    const open =
      !collapsed && (openPath === route.path || (depth > 0 && containsPath(route, activePath)))
    return (
      <li key={route.path} style={{ listStyle: 'none' }}>
        <ListItemButton
          onClick={() => setOpenPath(open ? null : route.path)}
          aria-expanded={open}
          sx={rowSx(depth, containsPath(route, activePath) ? colors.activeText : colors.text)}
        >
          {rowContent(
            route,
            open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />,
          )}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding sx={{ bgcolor: colors.subMenuBg }}>
            {children.map((child) => renderNode(child, depth + 1))}
          </List>
        </Collapse>
      </li>
    )
  }

  return (
    <List component="nav" aria-label="主菜单" disablePadding>
      {routes.filter((route) => !route.hidden).map((route) => renderNode(route, 0))}
    </List>
  )
}
