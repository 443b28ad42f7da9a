import { Link as RouterLink, useLocation } from 'react-router-dom'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { findLinkTrail, findRouteTrail, innerLinkUrlOf } from '../model/route-lookup'

/** 首页 followed by the sections down to the current page (an inner link: down to its menu). */
export function BreadcrumbBar() {
  const { menuRoutes, constantRoutes } = useConsoleRoutes()
  const { pathname, search } = useLocation()
  const innerUrl = innerLinkUrlOf(pathname, search)
  const titles = innerUrl
    ? findLinkTrail(menuRoutes, innerUrl).map((route) => route.meta.title)
    : findRouteTrail([...constantRoutes, ...menuRoutes], pathname).map((route) => route.meta.title)
  const isHome = pathname === '/index'
  return (
    <Breadcrumbs aria-label="面包屑" sx={{ fontSize: 14 }}>
      {isHome ? (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>首页</Typography>
      ) : (
        <Link
          component={RouterLink}
          to="/index"
          underline="hover"
          sx={{ color: 'text.primary', fontSize: 14 }}
        >
          首页
        </Link>
      )}
      {!isHome &&
        titles.map((title, index) => (
          <Typography key={`${index}-${title}`} sx={{ color: 'text.secondary', fontSize: 14 }}>
            {title}
          </Typography>
        ))}
    </Breadcrumbs>
  )
}
