import { useMemo } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import Chip from '@mui/material/Chip'
import Avatar from '@mui/material/Avatar'
import dayjs from 'dayjs'
import defaultAvatar from '@/shared/assets/default-avatar.svg'
import { DictTag } from '@/shared/dict/dict-tag'
import { DICT_TYPE } from '@/shared/dict/dict-types'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { flattenRoutes } from '@/shared/routing/menu-routes'
import { selectPermissions, selectRoles, selectUser } from '@/shared/session/session-slice'
import { formatRelativeTime } from '@/shared/utils/relative-time'
import {
  UNREAD_COUNT_POLL_INTERVAL,
  useGetUnreadCountQuery,
  useGetUnreadListQuery,
} from '@/shared/notify'
import { MuseumOverview } from '../components/museum-overview'
import { StatCard } from '../components/stat-card'
import { MUSEUM_FIGURE_PERMISSIONS } from '../model/museum-figures'
import {
  useGetDashboardConfigTotalQuery,
  useGetDashboardDictTypeTotalQuery,
} from '../api/dashboard-api'
import { usePermission } from '@/shared/permissions'

// Stat cards: two to a row on phones and tablets, as many as fit on a wide screen.
const STAT_SIZE = { xs: 6, md: 4, lg: 'grow' } as const

function greeting(hour: number): string {
  if (hour < 6) return '凌晨好'
  if (hour < 12) return '上午好'
  if (hour < 14) return '中午好'
  if (hour < 18) return '下午好'
  return '晚上好'
}

export default function DashboardPage() {
  const user = useAppSelector(selectUser)
  const roles = useAppSelector(selectRoles)
  const permissions = useAppSelector(selectPermissions)
  const { menuRoutes } = useConsoleRoutes()
  const unreadCount = useGetUnreadCountQuery()
  // Like the bell's count, the list follows new messages: on focus and every poll interval.
  const unreadList = useGetUnreadListQuery(5, {
    refetchOnFocus: true,
    pollingInterval: UNREAD_COUNT_POLL_INTERVAL,
  })
  const { hasPermi } = usePermission()
  const canSeeDicts = hasPermi(['system:dict:query'])
  const canSeeConfigs = hasPermi(['infra:config:query'])
  // Without any museum module the page stays a plain welcome: no figure to ask for.
  const canSeeMuseum = hasPermi(MUSEUM_FIGURE_PERMISSIONS)
  const dictTypes = useGetDashboardDictTypeTotalQuery(undefined, { skip: !canSeeDicts })
  const configs = useGetDashboardConfigTotalQuery(undefined, { skip: !canSeeConfigs })
  const pages = useMemo(
    () => flattenRoutes(menuRoutes).filter((route) => !route.hidden),
    [menuRoutes],
  )
  const now = dayjs()

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Avatar src={user?.avatar || defaultAvatar} alt="" sx={{ width: 64, height: 64 }} />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h6" component="h2">
              {greeting(now.hour())}，{user?.nickname}，祝你开心每一天！
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              今天是 {now.format('YYYY年M月D日')}，
              {['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'][now.day()]}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {roles.map((role) => (
              <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
            ))}
          </Box>
        </CardContent>
      </Card>

      {canSeeMuseum && <MuseumOverview />}

      <Grid container spacing={2}>
        <Grid size={STAT_SIZE}>
          <StatCard label="未读消息" value={unreadCount.data} loading={unreadCount.isLoading} />
        </Grid>
        {canSeeDicts && (
          <Grid size={STAT_SIZE}>
            <StatCard label="字典类型" value={dictTypes.data} loading={dictTypes.isLoading} />
          </Grid>
        )}
        {canSeeConfigs && (
          <Grid size={STAT_SIZE}>
            <StatCard label="参数配置" value={configs.data} loading={configs.isLoading} />
          </Grid>
        )}
        <Grid size={STAT_SIZE}>
          <StatCard label="可访问的功能页面" value={pages.length} />
        </Grid>
        <Grid size={STAT_SIZE}>
          <StatCard
            label="已授予的操作权限"
            value={permissions.includes('*:*:*') ? '全部' : permissions.length}
          />
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title="最新未读消息"
              slotProps={{ title: { sx: { fontSize: 16, fontWeight: 600 } } }}
            />
            <CardContent sx={{ pt: 0 }}>
              {unreadList.isLoading ? (
                <Skeleton variant="rectangular" height={120} />
              ) : unreadList.data?.length ? (
                <List dense disablePadding aria-label="最新未读消息">
                  {unreadList.data.map((message) => (
                    <ListItem key={message.id} divider sx={{ gap: 1, alignItems: 'flex-start' }}>
                      <ListItemText
                        primary={message.templateContent}
                        secondary={`${message.templateNickname} · ${formatRelativeTime(message.createTime)}`}
                      />
                      <DictTag
                        type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE}
                        value={message.templateType}
                      />
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>暂无未读消息</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title="快捷入口"
              slotProps={{ title: { sx: { fontSize: 16, fontWeight: 600 } } }}
            />
            <CardContent sx={{ pt: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {pages.length ? (
                pages.map((route) => (
                  <Chip
                    key={route.path}
                    label={route.meta.title}
                    component={RouterLink}
                    to={route.path}
                    clickable
                  />
                ))
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>暂无可访问的功能页面</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  )
}
