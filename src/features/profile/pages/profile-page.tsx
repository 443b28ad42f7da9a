import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { ApiError } from '@/shared/http/request-types'
import { useGetProfileQuery } from '../api/profile-api'
import { ProfileSummaryCard } from '../components/profile-summary-card'
import { BasicInfoForm } from '../components/basic-info-form'
import { ChangePasswordForm } from '../components/change-password-form'

type ProfileTab = 'basic' | 'password'

/** Personal centre (/user/profile): the user's card on the left, editable settings on the right. */
export default function ProfilePage() {
  const { data: profile, error, isLoading } = useGetProfileQuery()
  const [tab, setTab] = useState<ProfileTab>('basic')

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="加载中" />
      </Box>
    )
  }

  if (!profile) {
    const msg = (error as Partial<ApiError> | undefined)?.msg
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">{msg || '获取个人信息失败'}</Alert>
      </Box>
    )
  }

  return (
    <Box sx={{ p: { xs: 1.5, md: 2.5 } }}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <ProfileSummaryCard profile={profile} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Card variant="outlined">
            <Tabs
              value={tab}
              onChange={(_, value: ProfileTab) => setTab(value)}
              aria-label="个人资料设置"
              sx={{ px: 2 }}
            >
              <Tab value="basic" label="基本资料" sx={{ minHeight: 56 }} />
              <Tab value="password" label="修改密码" sx={{ minHeight: 56 }} />
            </Tabs>
            <Divider />
            <CardContent sx={{ p: { xs: 2, md: 3 } }}>
              {/* Both forms stay mounted so switching tabs keeps what was typed. */}
              <Box role="tabpanel" hidden={tab !== 'basic'}>
                <BasicInfoForm key={profile.id} profile={profile} />
              </Box>
              <Box role="tabpanel" hidden={tab !== 'password'}>
                <ChangePasswordForm />
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  )
}
