import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import type { ActivityItem } from '../model/activity-types'
import { timeRangeText } from '../model/time-text'

/** 报名数据's head: which activity, when, its sign-up window and the places left. */
export function SignDataHeader({ activity }: { activity: ActivityItem }) {
  const left = Math.max(0, activity.limitCount - activity.signedCount)
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
          {activity.title}
        </Typography>
        <DictTag type={DICT_TYPE.ACTIVITY_STATUS} value={activity.status} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: 14,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>活动时间</dt>
        <dd>{timeRangeText(activity.startTime, activity.endTime)}</dd>
        <dt>报名时间</dt>
        <dd>{timeRangeText(activity.signStartTime, activity.signEndTime)}</dd>
        <dt>剩余名额</dt>
        <dd aria-label="剩余名额">
          {left} / {activity.limitCount}（已报名 {activity.signedCount} 人）
        </dd>
      </Box>
    </Paper>
  )
}
