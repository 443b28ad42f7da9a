import { LineChart } from '@mui/x-charts/LineChart'
import dayjs from 'dayjs'
import type { MuseumTrendPoint } from '@/shared/wire/museum-statistics'

const SERIES = [
  { key: 'reserved', label: '预约人数' },
  { key: 'checkedIn', label: '入馆人数' },
  { key: 'teamPersons', label: '团队人数' },
] as const

/**
 * The trend as a line chart. Its own lazy chunk (the charts library is large): the dashboard shows
 * its figures at once and the chart when this chunk has arrived. Only the series the user may see
 * (not null) are drawn.
 */
export default function TrendChart({ points }: { points: readonly MuseumTrendPoint[] }) {
  const series = SERIES.filter(({ key }) => points.some((point) => point[key] !== null)).map(
    ({ key, label }) => ({
      label,
      data: points.map((point) => point[key]),
      showMark: false,
      // Monotone: a smooth line that never swings past the day's figure (below 0 on closed days).
      curve: 'monotoneX' as const,
    }),
  )
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: points.map((point) => dayjs(point.date).format('M/D')) }]}
      series={series}
      localeText={{ loading: '加载中…', noData: '暂无数据' }}
      margin={{ left: 8, right: 16 }}
    />
  )
}
