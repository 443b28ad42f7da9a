import { useEffect, useRef, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { ApiError } from '@/shared/http/request-types'
import { useSocialLoginMutation } from '../api/auth-api'
import { LoginBackdrop, LoginCard } from '../components/login-backdrop'
import { LoginCardHeader } from '../components/login-card-header'
import { useCompleteLogin } from '../hooks/use-login-success'

interface SocialCallback {
  type: number
  code: string
  state: string
  redirect: string | null
}

function readCallback(params: URLSearchParams): SocialCallback | null {
  const type = Number(params.get('type'))
  const code = params.get('code')
  if (!Number.isInteger(type) || type <= 0 || !code) return null
  return { type, code, state: params.get('state') ?? '', redirect: params.get('redirect') }
}

function errorText(error: unknown): string {
  const msg = (error as Partial<ApiError> | undefined)?.msg
  return msg || '第三方登录失败，请重新登录'
}

/** The social provider's callback: exchanges the one-time code for tokens, then goes on. */
export default function SocialLoginPage() {
  const [searchParams] = useSearchParams()
  // The query is read once: the code is single-use, and this page must never retry on its own.
  const [callback] = useState(() => readCallback(searchParams))
  const [socialLogin] = useSocialLoginMutation()
  const completeLogin = useCompleteLogin()
  const [failure, setFailure] = useState<string | null>(
    callback ? null : '登录参数不完整，请重新登录',
  )
  const started = useRef(false)

  useEffect(() => {
    if (!callback || started.current) return
    started.current = true
    const { type, code, state, redirect } = callback
    socialLogin({ type, code, state })
      .then((result) => {
        if ('error' in result) setFailure(errorText(result.error))
        else completeLogin(result.data, redirect ?? '/')
      })
      .catch((error: unknown) => setFailure(errorText(error)))
  }, [callback, socialLogin, completeLogin])

  return (
    <LoginBackdrop>
      <LoginCard centered>
        <LoginCardHeader />
        {failure ? (
          <>
            <Alert severity="error" sx={{ textAlign: 'left', mb: 3 }}>
              {failure}
            </Alert>
            <Button component={RouterLink} to="/login" variant="contained" fullWidth>
              返回登录
            </Button>
          </>
        ) : (
          <>
            <CircularProgress size={32} sx={{ mb: 2 }} />
            <Typography color="text.secondary">正在登录…</Typography>
          </>
        )}
      </LoginCard>
    </LoginBackdrop>
  )
}
