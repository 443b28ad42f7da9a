import Typography from '@mui/material/Typography'

/** 我的流程: placeholder until SCREENS lands the real page. */
export default function MyProcessPage() {
  return <Typography variant="h6">我的流程</Typography>
}
