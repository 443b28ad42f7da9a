import Typography from '@mui/material/Typography'

/** 已办任务: placeholder until SCREENS lands the real page. */
export default function DoneTaskPage() {
  return <Typography variant="h6">已办任务</Typography>
}
