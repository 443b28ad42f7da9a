import { lazy, Suspense } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import RefreshIcon from '@mui/icons-material/Refresh'
import { useGetRedisMonitorInfoQuery } from '../api/redis-api'
import { basicInfoItems } from '../model/redis-info'

const RedisCharts = lazy(() => import('../components/redis-charts'))

function errorText(error: unknown): string {
  const msg = (error as { msg?: unknown } | undefined)?.msg
  return typeof msg === 'string' && msg ? msg : '读取 Redis 监控信息失败'
}

/** Redis 监控 (page key 'infra/redis/index'): the Redis REDIS_URL names, read on demand. */
export default function RedisPage() {
  const monitor = useGetRedisMonitorInfoQuery(undefined, { refetchOnMountOrArgChange: true })
  const data = monitor.isError ? undefined : monitor.data
  return (
    <Box
      component="section"
      aria-label="Redis 监控"
      sx={{ p: 2, display: 'grid', gap: 2, width: '100%', boxSizing: 'border-box' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {/* Contained: on the page's grey background an outlined button's blue text is too faint. */}
        <Button
          variant="contained"
          startIcon={monitor.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          disabled={monitor.isFetching}
          onClick={() => void monitor.refetch()}
        >
          刷新
        </Button>
      </Box>
      {monitor.isError && <Alert severity="warning">{errorText(monitor.error)}</Alert>}
      {monitor.isLoading && <CircularProgress aria-label="加载中" />}
      {data && (
        <>
          <Paper component="section" aria-label="基本信息" variant="outlined" sx={{ p: 2 }}>
            <Box component="h2" sx={{ fontSize: 16, m: 0, mb: 1 }}>
              基本信息
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto 1fr)' },
                columnGap: 2,
                rowGap: 1,
                m: 0,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0 },
              }}
            >
              {basicInfoItems(data).map((item) => (
                <Box key={item.label} sx={{ display: 'contents' }}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </Box>
              ))}
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Suspense fallback={<CircularProgress aria-label="图表加载中" />}>
              <RedisCharts monitor={data} />
            </Suspense>
          </Paper>
        </>
      )}
    </Box>
  )
}
