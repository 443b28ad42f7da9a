import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useGetVolunteerServiceSummaryQuery } from '../api/volunteer-api'
import { hoursText } from '../model/service-hours'
import type { VolunteerServiceSummaryQuery } from '../model/volunteer-types'

/** "2026-11-01 至 2026-11-27", or 全部日期 without a range. */
function periodText(range: VolunteerServiceSummaryQuery['serviceDate']): string {
  if (!range || range.length < 2) return '全部日期'
  return `${range[0].slice(0, 10)} 至 ${range[1].slice(0, 10)}`
}

/**
 * 服务时长汇总: each volunteer's total hours and number of records for the list's applied filters
 * (the same period and volunteer as the records above), largest totals first.
 */
export function ServiceSummaryPanel({ filters }: { filters: VolunteerServiceSummaryQuery }) {
  const { data = [], isFetching } = useGetVolunteerServiceSummaryQuery(filters)
  // Sum of tenths, so the total is exact (0.1 + 0.2 in floating point is not 0.3).
  const totalTenths = data.reduce((sum, row) => sum + Math.round(row.totalHours * 10), 0)
  const records = data.reduce((sum, row) => sum + row.recordCount, 0)
  return (
    <Box component="section" aria-labelledby="volunteer-summary-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id="volunteer-summary-title"
          component="h2"
          sx={{ fontSize: 16, fontWeight: 600 }}
        >
          服务时长汇总
        </Typography>
        <Typography variant="body2" color="text.secondary">
          统计时段：{periodText(filters.serviceDate)}（与上方筛选条件一致）；{data.length}{' '}
          位志愿者，
          {records} 条记录，共 {hoursText(totalTenths / 10)}
        </Typography>
      </Box>
      {isFetching && <LinearProgress aria-label="汇总加载中" />}
      {/* It scrolls on its own: a keyboard user reaches it with Tab and scrolls with the arrows. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="服务时长汇总（可滚动）"
        sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label="服务时长汇总">
          <TableHead>
            <TableRow>
              <TableCell>志愿者</TableCell>
              <TableCell align="right">服务次数</TableCell>
              <TableCell align="right">服务时长</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.volunteerId}>
                <TableCell>{row.volunteerName}</TableCell>
                <TableCell align="right">{row.recordCount}</TableCell>
                <TableCell align="right">{hoursText(row.totalHours)}</TableCell>
              </TableRow>
            ))}
            {data.length === 0 && !isFetching && (
              <TableRow>
                <TableCell colSpan={3} align="center" sx={{ color: 'text.secondary' }}>
                  所选时段没有服务记录
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  )
}
