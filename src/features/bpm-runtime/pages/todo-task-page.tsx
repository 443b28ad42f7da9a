import Typography from '@mui/material/Typography'

/** 待办任务: placeholder until SCREENS lands the real page. */
export default function TodoTaskPage() {
  return <Typography variant="h6">待办任务</Typography>
}
