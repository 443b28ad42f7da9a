import Typography from '@mui/material/Typography'

/** 发起流程: placeholder until SCREENS lands the real page. */
export default function ProcessCreatePage() {
  return <Typography variant="h6">发起流程</Typography>
}
