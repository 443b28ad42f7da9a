import Box from '@mui/material/Box'
import { Gauge } from '@mui/x-charts/Gauge'
import { PieChart } from '@mui/x-charts/PieChart'
import { memoryGauge, type RedisMonitorInfo } from '../model/redis-info'

/** The pie shows the most called commands; the rest add up to one slice. */
const PIE_SLICES = 10

/** 命令统计 and 内存信息 (their own lazy chunk: the charts library is large). */
export default function RedisCharts({ monitor }: { monitor: RedisMonitorInfo }) {
  const top = monitor.commandStats.slice(0, PIE_SLICES)
  const rest = monitor.commandStats.slice(PIE_SLICES).reduce((sum, stat) => sum + stat.calls, 0)
  const slices = [
    ...top.map((stat, index) => ({ id: index, label: stat.command, value: stat.calls })),
    ...(rest > 0 ? [{ id: PIE_SLICES, label: '其它', value: rest }] : []),
  ]
  const { usedMb, maxMb } = memoryGauge(monitor)
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Box component="section" aria-label="命令统计">
        <Box component="h2" sx={{ fontSize: 16, m: 0, mb: 1 }}>
          命令统计
        </Box>
        <Box
          role="img"
          aria-label={`命令统计：${slices.map((s) => `${s.label} ${s.value} 次`).join('，')}`}
        >
          <PieChart
            height={300}
            series={[{ data: slices, innerRadius: 40, paddingAngle: 1 }]}
            localeText={{ noData: '暂无数据' }}
          />
        </Box>
      </Box>
      <Box component="section" aria-label="内存信息">
        <Box component="h2" sx={{ fontSize: 16, m: 0, mb: 1 }}>
          内存信息
        </Box>
        <Box role="img" aria-label={`内存信息：已用 ${usedMb.toFixed(2)} MB`}>
          <Gauge
            height={300}
            value={Number(usedMb.toFixed(2))}
            valueMax={Number(maxMb.toFixed(2))}
            startAngle={-110}
            endAngle={110}
            text={`${usedMb.toFixed(2)} MB`}
          />
        </Box>
      </Box>
    </Box>
  )
}
