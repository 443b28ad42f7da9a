import { useState, type ReactNode } from 'react'
import { useTheme } from '@mui/material/styles'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Collapse from '@mui/material/Collapse'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { AppRoute } from '@/shared/routing/menu-types'
import { readableShade } from '@/shared/ui/theme/contrast'
import { linkOf } from '../model/menu-links'
import { visibleChildren } from '../model/top-nav'
import { MenuIcon } from '@/shared/ui/menu-icon'
import { menuEntryLinkProps } from './menu-entry-link'
import { SIDEBAR_COLORS, type SideTheme } from './sidebar-colors'

interface Props {
  routes: AppRoute[]
  activePath: string
  collapsed: boolean
  theme: SideTheme
}

function isActiveLeaf(route: AppRoute, activePath: string): boolean {
  return route.path === activePath || linkOf(route) === activePath
}

function containsPath(route: AppRoute, path: string): boolean {
  if (isActiveLeaf(route, path)) return true
  return Boolean(route.children?.some((child) => containsPath(child, path)))
}

/** Paths of the sections holding `path`, from the top down. */
function sectionChain(routes: readonly AppRoute[], path: string): string[] {
  for (const route of routes) {
    if (route.children?.length && containsPath(route, path)) {
      return [route.path, ...sectionChain(route.children, path)]
    }
  }
  return []
}

/** A section of one visible child (and not alwaysShow) is drawn as that child. */
function displayed(route: AppRoute): AppRoute {
  const children = visibleChildren(route)
  return children.length === 1 && !route.alwaysShow ? displayed(children[0]) : route
}

/**
 * The permitted menu tree, unique-opened: opening a section closes its siblings (its ancestors
 * stay open). Collapsed, a section opens as a flyout menu beside the sidebar.
 */
export function SidebarMenu({ routes, activePath, collapsed, theme }: Props) {
  const colors = SIDEBAR_COLORS[theme]
  // The theme colour, as light or dark as this side theme needs for AA (4.5:1) on every row.
  const activeText = readableShade(
    useTheme().palette.brand,
    [colors.bg, colors.subMenuBg, colors.hoverBg, colors.activeBg].filter((c) => c.startsWith('#')),
  )
  const [openKeys, setOpenKeys] = useState(() => sectionChain(routes, activePath))
  const [shown, setShown] = useState({ activePath, routes })
  const [flyout, setFlyout] = useState<{ anchor: HTMLElement; route: AppRoute } | null>(null)

  // The sections holding the active page open whenever the route (or the menu) changes: state
  // adjusted during render, as React recommends for state derived from changing props.
  if (shown.activePath !== activePath || shown.routes !== routes) {
    setShown({ activePath, routes })
    const chain = sectionChain(routes, activePath)
    if (chain.length) setOpenKeys(chain)
  }

  const rowSx = (depth: number, color: string) => ({
    pl: collapsed ? 2.5 : 2.5 + depth * 2,
    minHeight: 50,
    color,
    '&:hover': { bgcolor: colors.hoverBg },
    // A keyboard user sees where focus is: a ring in the active colour, inside the row.
    '&.Mui-focusVisible': { outline: `2px solid ${activeText}`, outlineOffset: -2 },
  })

  const rowContent = (route: AppRoute, trailing?: ReactNode) => (
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
    const selected = isActiveLeaf(route, activePath)
    const item = (
      <ListItemButton
        {...menuEntryLinkProps(route)}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        aria-label={collapsed ? route.meta.title : undefined}
        sx={{
          ...rowSx(depth, selected ? activeText : colors.text),
          '&.Mui-selected, &.Mui-selected:hover': { bgcolor: colors.activeBg, color: activeText },
        }}
      >
        {rowContent(route)}
      </ListItemButton>
    )
    // Every entry is a list item of its list (the navigation is a list of links).
    return (
      <li key={route.path} style={{ listStyle: 'none' }}>
        {collapsed ? (
          <Tooltip title={route.meta.title} placement="right">
            {item}
          </Tooltip>
        ) : (
          item
        )}
      </li>
    )
  }

  const renderNode = (node: AppRoute, depth: number, ancestors: string[]): ReactNode => {
    const route = displayed(node)
    const children = visibleChildren(route)
    if (!children.length) return renderLeaf(route, depth)
    const holdsActive = containsPath(route, activePath)
    const color = holdsActive ? activeText : colors.text
    if (collapsed) {
      return (
        <li key={route.path} style={{ listStyle: 'none' }}>
          <ListItemButton
            aria-label={route.meta.title}
            aria-haspopup="menu"
            onClick={(event) => setFlyout({ anchor: event.currentTarget, route })}
            sx={rowSx(depth, color)}
          >
            {rowContent(route)}
          </ListItemButton>
        </li>
      )
    }
    const open = openKeys.includes(route.path)
    const toggle = () => setOpenKeys(open ? ancestors : [...ancestors, route.path])
    return (
      <li key={route.path} style={{ listStyle: 'none' }}>
        <ListItemButton onClick={toggle} aria-expanded={open} sx={rowSx(depth, color)}>
          {rowContent(
            route,
            open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />,
          )}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding sx={{ bgcolor: colors.subMenuBg }}>
            {children.map((child) => renderNode(child, depth + 1, [...ancestors, route.path]))}
          </List>
        </Collapse>
      </li>
    )
  }

  const renderFlyoutItems = (list: AppRoute[], depth: number): ReactNode[] =>
    list.flatMap((node) => {
      const route = displayed(node)
      const children = visibleChildren(route)
      if (children.length) {
        return [
          <ListSubheader key={route.path} sx={{ pl: 2 + depth * 2, lineHeight: '36px' }}>
            {route.meta.title}
          </ListSubheader>,
          ...renderFlyoutItems(children, depth + 1),
        ]
      }
      return [
        <MenuItem
          key={route.path}
          {...menuEntryLinkProps(route)}
          selected={isActiveLeaf(route, activePath)}
          onClick={() => setFlyout(null)}
          sx={{ pl: 2 + depth * 2, minWidth: 160 }}
        >
          {route.meta.title}
        </MenuItem>,
      ]
    })

  return (
    <>
      <nav aria-label="主菜单">
        <List disablePadding>
          {routes.filter((route) => !route.hidden).map((route) => renderNode(route, 0, []))}
        </List>
      </nav>
      <Menu
        anchorEl={flyout?.anchor}
        open={Boolean(flyout) && collapsed}
        onClose={() => setFlyout(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ list: { 'aria-label': flyout?.route.meta.title } }}
      >
        {flyout ? renderFlyoutItems(visibleChildren(flyout.route), 0) : null}
      </Menu>
    </>
  )
}
