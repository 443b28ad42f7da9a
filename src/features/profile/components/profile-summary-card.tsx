import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import Box from '@mui/material/Box'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined'
import EmailOutlined from '@mui/icons-material/EmailOutlined'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import GroupsOutlined from '@mui/icons-material/GroupsOutlined'
import EventOutlined from '@mui/icons-material/EventOutlined'
import { formatDate } from '@/shared/utils/format-date'
import type { UserProfile } from '../api/profile-api'
import { AvatarPicker } from './avatar-picker'

function InfoRow({
  icon,
  label,
  value,
  last = false,
}: {
  icon: ReactNode
  label: string
  value: ReactNode
  last?: boolean
}) {
  // A line under each row but the last: a list holds list items only (no separator items).
  return (
    <ListItem disableGutters divider={!last} sx={{ py: 1.25, gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', pt: '1px' }}>{icon}</Box>
      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ ml: 'auto', textAlign: 'right', wordBreak: 'break-all' }}>
        {value || '—'}
      </Typography>
    </ListItem>
  )
}

function deptAndPosts(profile: UserProfile): string {
  const dept = profile.dept?.name ?? ''
  const posts = (profile.posts ?? []).map((post) => post.name).join('，')
  if (dept && posts) return `${dept} / ${posts}`
  return dept || posts
}

export function ProfileSummaryCard({ profile }: { profile: UserProfile }) {
  const roles = (profile.roles ?? []).map((role) => role.name).join('，')
  return (
    <Card variant="outlined">
      <CardHeader
        title="个人信息"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 600 } } }}
      />
      <Divider />
      <CardContent>
        <AvatarPicker avatar={profile.avatar} name={profile.nickname} />
        <Typography variant="h6" sx={{ textAlign: 'center', mt: 1.5 }}>
          {profile.nickname}
        </Typography>
        <List dense sx={{ mt: 1 }}>
          <InfoRow
            icon={<PersonOutlined fontSize="small" />}
            label="用户名称"
            value={profile.username}
          />
          <InfoRow
            icon={<PhoneIphoneOutlined fontSize="small" />}
            label="手机号码"
            value={profile.mobile}
          />
          <InfoRow
            icon={<EmailOutlined fontSize="small" />}
            label="用户邮箱"
            value={profile.email}
          />
          <InfoRow
            icon={<AccountTreeOutlined fontSize="small" />}
            label="所属部门"
            value={deptAndPosts(profile)}
          />
          <InfoRow icon={<GroupsOutlined fontSize="small" />} label="所属角色" value={roles} />
          <InfoRow
            icon={<EventOutlined fontSize="small" />}
            label="创建日期"
            value={formatDate(profile.createTime)}
            last
          />
        </List>
      </CardContent>
    </Card>
  )
}
