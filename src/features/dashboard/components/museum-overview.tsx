import { lazy, Suspense, useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import dayjs from 'dayjs'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { flattenRoutes } from '@/shared/routing/menu-routes'
import {
  REFRESH_WHEN_SHOWN_AFTER_S,
  useGetMuseumSummaryQuery,
  useGetMuseumTrendQuery,
} from '../api/museum-statistics-api'
import { FIGURE_CARDS, figureLink } from '../model/museum-figures'
import { SlotFillList } from './slot-fill-list'
import { StatCard } from './stat-card'

const TrendChart = lazy(() => import('./trend-chart'))

/** Days the trend covers, today included. */
export const TREND_DAYS = 30

/** Figure cards share a wide row when there are several; one or two keep a card's width. */
const figureSize = (count: number) => ({ xs: 6, md: 4, lg: count >= 4 ? 'grow' : 3 }) as const
const CARD_TITLE = { title: { sx: { fontSize: 16, fontWeight: 600 } } } as const
const QUERY_OPTIONS = { refetchOnMountOrArgChange: REFRESH_WHEN_SHOWN_AFTER_S }

/**
 * The museum's day at a glance: today's figures (each leading to its list), the slots' fill and
 * the trend. The server answers null for what the user may not see; those parts are left out.
 */
export function MuseumOverview() {
  const today = dayjs().format('YYYY-MM-DD')
  const beginDate = dayjs()
    .subtract(TREND_DAYS - 1, 'day')
    .format('YYYY-MM-DD')
  const summary = useGetMuseumSummaryQuery(today, QUERY_OPTIONS)
  const trend = useGetMuseumTrendQuery({ beginDate, endDate: today }, QUERY_OPTIONS)
  const { menuRoutes } = useConsoleRoutes()
  const openable = useMemo(
    () => new Set(flattenRoutes(menuRoutes).map((route) => route.path)),
    [menuRoutes],
  )
  const canOpen = (path: string) => openable.has(path)

  if (summary.isLoading) {
    return <Skeleton variant="rectangular" height={112} aria-label="今日数据加载中" />
  }
  if (!summary.data) {
    return (
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>今日数据加载失败</Typography>
          <Button size="small" onClick={() => void summary.refetch()}>
            重试
          </Button>
        </CardContent>
      </Card>
    )
  }
  const figures = summary.data
  const cards = FIGURE_CARDS.filter((card) => figures[card.key] !== null)
  const trendShown = trend.data?.some(
    (point) => point.reserved !== null || point.checkedIn !== null || point.teamPersons !== null,
  )

  return (
    <Box
      component="section"
      aria-label="今日概况"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {cards.length > 0 && (
        <Grid container spacing={2}>
          {cards.map((card) => (
            <Grid key={card.key} size={figureSize(cards.length)}>
              <StatCard
                label={card.label}
                value={figures[card.key] ?? undefined}
                to={figureLink(card, today, canOpen)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {(figures.slots !== null || trendShown || trend.isLoading) && (
        <Grid container spacing={2}>
          {figures.slots !== null && (
            <Grid size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardHeader title="今日场次" slotProps={CARD_TITLE} />
                <CardContent sx={{ pt: 0 }}>
                  <SlotFillList slots={figures.slots} />
                </CardContent>
              </Card>
            </Grid>
          )}
          {(trendShown || trend.isLoading) && (
            <Grid size={{ xs: 12, md: figures.slots !== null ? 8 : 12 }}>
              <Card sx={{ height: '100%' }}>
                <CardHeader title={`近 ${TREND_DAYS} 天趋势`} slotProps={CARD_TITLE} />
                <CardContent sx={{ pt: 0 }}>
                  <Suspense fallback={<TrendLoading />}>
                    {trend.data ? <TrendChart points={trend.data} /> : <TrendLoading />}
                  </Suspense>
                </CardContent>
              </Card>
            </Grid>
          )}
        </Grid>
      )}
    </Box>
  )
}

function TrendLoading() {
  return (
    <Box sx={{ height: 280, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>趋势图加载中…</Typography>
    </Box>
  )
}
