import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { CenteredScreen } from '@/shared/ui/layout/centered-screen'

export function ErrorPageFrame({
  code,
  title,
  message,
  children,
}: {
  code: string
  title: string
  message: string
  children?: ReactNode
}) {
  return (
    <CenteredScreen>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography sx={{ fontSize: 96, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}>
          {code}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{message}</Typography>
        {children}
        <Button component={RouterLink} to="/" variant="contained">
          返回首页
        </Button>
      </Box>
    </CenteredScreen>
  )
}
