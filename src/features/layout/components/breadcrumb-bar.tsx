import { Link as RouterLink, useLocation } from 'react-router-dom'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { findRouteTrail } from '../model/route-lookup'

export function BreadcrumbBar() {
  const { menuRoutes, constantRoutes } = useConsoleRoutes()
  const { pathname } = useLocation()
  const trail = findRouteTrail([...constantRoutes, ...menuRoutes], pathname)
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
        trail.map((route) => (
          <Typography key={route.path} sx={{ color: 'text.secondary', fontSize: 14 }}>
            {route.meta.title}
          </Typography>
        ))}
    </Breadcrumbs>
  )
}
