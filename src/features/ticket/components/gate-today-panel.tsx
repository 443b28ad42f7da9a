import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { formatDate } from '@/shared/utils'
import { maskIdNumber } from '@/shared/wire/museum-fields'
import { useGetTicketTodaySummaryQuery } from '../api/ticket-api'
import { slotText } from '../model/ticket-text'

/** 今日入馆: checked / expected tickets of today and the last checks, refreshed after each check. */
export function GateTodayPanel() {
  const { data, isLoading, isError } = useGetTicketTodaySummaryQuery()
  const checked = data?.checked ?? 0
  const expected = data?.expected ?? 0
  return (
    <Paper variant="outlined" component="section" aria-label="今日入馆" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        今日入馆
      </Typography>
      <Box component="dl" sx={{ display: 'flex', gap: 4, m: 0, mb: 1 }}>
        <Figure label="已检" value={isLoading ? '…' : checked} />
        <Figure label="应到" value={isLoading ? '…' : expected} />
      </Box>
      <LinearProgress
        variant="determinate"
        aria-label="入馆进度"
        value={expected > 0 ? Math.min(100, (checked / expected) * 100) : 0}
        sx={{ height: 8, borderRadius: 4, mb: 2 }}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        最近核销
      </Typography>
      {isError && <Typography color="error">今日数据加载失败</Typography>}
      {data && data.recent.length === 0 && (
        <Typography color="text.secondary">今日尚无核销记录</Typography>
      )}
      <Box component="ol" aria-label="最近核销" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.recent.map((ticket) => (
          <Box
            component="li"
            key={ticket.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 1.5,
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              fontSize: 15,
            }}
          >
            <Box
              component="span"
              sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}
            >
              {formatDate(ticket.checkTime, 'HH:mm:ss')}
            </Box>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {ticket.visitorName}
            </Box>
            <Box component="span">{maskIdNumber(ticket.idNumber)}</Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {slotText(ticket)}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div>
      <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}>
        {value}
      </Typography>
    </div>
  )
}
