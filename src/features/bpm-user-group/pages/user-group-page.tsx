import Typography from '@mui/material/Typography'

/** 用户分组: placeholder until RULES lands the real page. */
export default function UserGroupPage() {
  return <Typography variant="h6">用户分组</Typography>
}
