import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { formatDate } from '@/shared/utils'
import type { TradeLog } from '../model/trade-types'

/** trade log userType: 1 member, 2 admin, 0 the system's own timers. */
const OPERATOR = { 0: '系统', 1: '用户', 2: '管理员' } as Record<number, string>

/** 操作日志: what happened to an order or after-sale, oldest first, as the server wrote it. */
export function TradeLogTimeline({ logs }: { logs: readonly TradeLog[] }) {
  if (logs.length === 0) {
    return <Typography color="text.secondary">暂无操作日志</Typography>
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {logs.map((log, index) => (
        <Box
          component="li"
          key={`${log.createTime}-${index}`}
          sx={{
            display: 'flex',
            gap: 1.5,
            pb: index === logs.length - 1 ? 0 : 2,
            position: 'relative',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: index === logs.length - 1 ? 'primary.main' : 'grey.400',
              mt: 0.75,
              flexShrink: 0,
              position: 'relative',
              '&::after':
                index === logs.length - 1
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      left: 4,
                      top: 12,
                      width: 2,
                      height: 'calc(100% + 24px)',
                      bgcolor: 'grey.300',
                    },
            }}
          />
          <Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatDate(log.createTime)} · {OPERATOR[log.userType] ?? '未知'}
            </Typography>
            <Typography variant="body2">{log.content}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
