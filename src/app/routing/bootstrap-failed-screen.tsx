import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { CenteredScreen } from '@/shared/ui/layout/centered-screen'

interface Props {
  /** The error policy's text: 后端接口连接异常, 系统接口请求超时, 系统接口{status}异常, … */
  message: string
  /** A retry is running: the button waits instead of the whole screen flashing away. */
  retrying: boolean
  onRetry: () => void
  onLogout: () => void
}

/**
 * What a signed-in reload shows when the server could not be reached: the session is kept, so
 * the user only retries once the server is back. 退出登录 is there for a user who wants out.
 */
export function BootstrapFailedScreen({ message, retrying, onRetry, onLogout }: Props) {
  return (
    <CenteredScreen>
      <Box
        role="alert"
        aria-labelledby="bootstrap-failed-title"
        sx={{ textAlign: 'center', maxWidth: 480 }}
      >
        <CloudOffOutlined sx={{ fontSize: 72, color: 'text.disabled' }} aria-hidden />
        <Typography
          id="bootstrap-failed-title"
          variant="h5"
          component="h1"
          sx={{ mt: 2, fontWeight: 600 }}
        >
          {message}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          暂时无法加载系统数据。登录状态已保留，请检查网络后点击“重试”。
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" startIcon={<Refresh />} loading={retrying} onClick={onRetry}>
            重试
          </Button>
          <Button variant="text" disabled={retrying} onClick={onLogout}>
            退出登录
          </Button>
        </Stack>
      </Box>
    </CenteredScreen>
  )
}
