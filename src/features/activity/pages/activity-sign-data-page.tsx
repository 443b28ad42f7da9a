import { useState } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useParams } from 'react-router-dom'
import { ListPage } from '@/shared/list-kit'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { SignDataHeader } from '../components/sign-data-header'
import { SignScreen } from '../components/sign-screen'
import { signDataTabTitle } from '../model/activity-status'
import { activityApiOf } from '../resources/activity-resource'

/**
 * 报名数据 (page key 'activity/sign/data', route /activity/sign/data/:activityId): one activity's
 * sign-ups under its head. The id is read once at mount: a cached tab stays mounted while the URL
 * moves to other pages and must keep its activity. The tab is named after the activity.
 */
export default function ActivitySignDataPage() {
  const params = useParams()
  const [activityId] = useState(() => Number(params.activityId))
  const { data: activity, isError, isLoading } = activityApiOf.useGetQuery(activityId)
  usePageTabTitle(activity ? signDataTabTitle(activity.title) : null)

  if (!activity) {
    return (
      <ListPage label="报名数据">
        {isError || !isLoading ? (
          <Typography color="text.secondary">活动不存在</Typography>
        ) : (
          <LinearProgress aria-label="加载中" />
        )}
      </ListPage>
    )
  }
  return (
    <Box>
      <Box sx={{ px: 2, pt: 2 }}>
        <SignDataHeader activity={activity} />
      </Box>
      <SignScreen activityId={activityId} />
    </Box>
  )
}
