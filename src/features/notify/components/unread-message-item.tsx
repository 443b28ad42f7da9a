import Box from '@mui/material/Box'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import type { NotifyMessage } from '@/shared/notify'
import { formatDate, formatRelativeTime } from '@/shared/utils'

/** One unread message: sender and relative time, its type tag, then the content. */
export function UnreadMessageItem({ message }: { message: NotifyMessage }) {
  return (
    <ListItem divider sx={{ display: 'block', px: 2, py: 1.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography component="span" sx={{ fontSize: 14, fontWeight: 600 }}>
          {message.templateNickname}
        </Typography>
        <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={message.templateType} />
        <Box sx={{ flex: 1 }} />
        <Typography
          component="time"
          dateTime={formatDate(message.createTime, 'YYYY-MM-DDTHH:mm:ss')}
          title={formatDate(message.createTime)}
          sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          {formatRelativeTime(message.createTime)}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: 13, color: 'text.primary', wordBreak: 'break-all' }}>
        {message.templateContent}
      </Typography>
    </ListItem>
  )
}
