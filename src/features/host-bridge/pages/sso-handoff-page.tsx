import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { APP_TITLE } from '@/shared/config/env'
import { useHostBridge } from '@/shared/host/host-bridge-context'
import { CenteredScreen } from '@/shared/ui/layout/centered-screen'
import { selectSso, ssoRetryRequested, type HostBridgeState } from '../model/host-bridge-slice'
import { exchangeSsoToken } from '../model/sso-exchange'

function signedOutText(by: HostBridgeState['sso']['signedOutBy']): string {
  return by === 'host' ? '门户已退出登录，请在门户重新登录后再使用本系统。' : '您已退出登录。'
}

/**
 * Embedded in a host that can sign its user in, this page takes the place of the login page: it
 * exchanges the host's SSO token once and lets the session guard take the user to the page they
 * asked for (the `redirect` query). A refused token shows why and waits for the user or the host.
 */
export default function SsoHandoffPage() {
  const bridge = useHostBridge()
  const sso = useAppSelector(selectSso)
  const dispatch = useAppDispatch()

  useEffect(() => {
    if (sso.status === 'idle' && bridge) void dispatch(exchangeSsoToken(bridge))
  }, [sso.status, bridge, dispatch])

  const retry = () => dispatch(ssoRetryRequested())
  const busy = sso.status === 'idle' || sso.status === 'exchanging' || sso.status === 'signed-in'

  return (
    <CenteredScreen>
      <Paper
        component="section"
        aria-label="门户单点登录"
        variant="outlined"
        sx={{ width: '100%', maxWidth: 420, p: 4, textAlign: 'center' }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
          {APP_TITLE}
        </Typography>
        {busy && (
          <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2 }}>
            <CircularProgress size={32} />
            <Typography sx={{ color: 'text.secondary' }}>正在通过门户登录，请稍候…</Typography>
          </Box>
        )}
        {sso.status === 'failed' && (
          <>
            <Alert severity="error" sx={{ textAlign: 'left', mb: 3 }}>
              {sso.message}
            </Alert>
            <Button variant="contained" onClick={retry}>
              重新认证
            </Button>
          </>
        )}
        {sso.status === 'signed-out' && (
          <>
            <Typography sx={{ mb: 3, color: 'text.secondary' }}>
              {signedOutText(sso.signedOutBy)}
            </Typography>
            <Button variant="contained" onClick={retry}>
              重新登录
            </Button>
          </>
        )}
      </Paper>
    </CenteredScreen>
  )
}
