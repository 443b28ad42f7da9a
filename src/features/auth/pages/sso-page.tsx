import { useEffect, useRef, useState } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Typography from '@mui/material/Typography'
import { logoutLocally, selectSessionStatus, selectToken } from '@/shared/session/session-slice'
import { checkStoredSession, type StoredSessionVerdict } from '@/shared/routing/stored-session'
import type { ApiError } from '@/shared/http/request-types'
import {
  useGetOAuth2AuthorizeQuery,
  usePostOAuth2AuthorizeMutation,
  type OAuth2AuthorizeArgs,
} from '../api/auth-api'
import { LoginBackdrop, LoginCard } from '../components/login-backdrop'
import { leaveConsoleFor } from '../model/leave-console'
import { parseScopeParam, scopeLabel, toScopeDecision } from '../model/oauth2-scopes'

interface AuthorizeRequest {
  clientId: string
  redirectUri: string
  responseType: string
  state?: string
  scopes: string[]
}

function readRequest(params: URLSearchParams): AuthorizeRequest | null {
  const clientId = params.get('client_id')
  if (!clientId) return null
  return {
    clientId,
    redirectUri: params.get('redirect_uri') ?? '',
    responseType: params.get('response_type') ?? 'code',
    state: params.get('state') ?? undefined,
    scopes: parseScopeParam(params.get('scope')),
  }
}

function PageCard({ children }: { children: React.ReactNode }) {
  return (
    <LoginBackdrop>
      <LoginCard>{children}</LoginCard>
    </LoginBackdrop>
  )
}

type SessionCheck = 'checking' | StoredSessionVerdict

/**
 * OAuth2 consent page: a third-party client asks the logged-in user for access. Without a session
 * (none, or stored tokens the server refuses) it says so and offers the way to log in and back.
 */
export default function SsoPage() {
  const [searchParams] = useSearchParams()
  const token = useAppSelector(selectToken)
  const status = useAppSelector(selectSessionStatus)
  const dispatch = useAppDispatch()
  const [request] = useState(() => readRequest(searchParams))
  // Stored tokens are checked quietly first: a stale session gets this page's words, no dialog.
  const [check, setCheck] = useState<SessionCheck>(() =>
    token && status !== 'ready' ? 'checking' : 'valid',
  )
  const mustCheck = check === 'checking' && token !== null && request !== null

  useEffect(() => {
    if (!mustCheck) return
    let live = true
    void checkStoredSession(dispatch).then((answer) => {
      if (!live) return
      if (answer === 'expired') dispatch(logoutLocally('expired'))
      setCheck(answer)
    })
    return () => {
      live = false
    }
  }, [mustCheck, dispatch])

  if (!request) {
    return (
      <PageCard>
        <Alert severity="error">
          授权请求缺少 client_id 参数，无法完成授权。请返回第三方应用重新发起。
        </Alert>
      </PageCard>
    )
  }
  if (!token) return <SignInFirst clientId={request.clientId} expired={check === 'expired'} />
  if (mustCheck) return <Loading />
  return <ConsentView request={request} />
}

function Loading() {
  return (
    <PageCard>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={32} aria-label="加载中" />
      </Box>
    </PageCard>
  )
}

/** Why no consent is asked: nobody is logged in, or the stored login has expired. */
function SignInFirst({ clientId, expired }: { clientId: string; expired: boolean }) {
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  return (
    <PageCard>
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
        {expired ? '登录状态已过期' : '请先登录'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {expired
          ? `第三方应用（${clientId}）请求使用您的控制台账号授权，但此浏览器保存的登录状态已过期或已失效。请重新登录，登录后会回到此页面继续授权。`
          : `第三方应用（${clientId}）请求使用您的控制台账号授权。您还没有登录，请先登录，登录后会回到此页面继续授权。`}
      </Typography>
      <Button
        component={RouterLink}
        to={`/login?redirect=${encodeURIComponent(here)}`}
        variant="contained"
        fullWidth
      >
        {expired ? '重新登录' : '前往登录'}
      </Button>
    </PageCard>
  )
}

/** The consent itself, for a signed-in user. */
function ConsentView({ request }: { request: AuthorizeRequest }) {
  const { data, error, isLoading } = useGetOAuth2AuthorizeQuery({ clientId: request.clientId })
  const [authorize] = usePostOAuth2AuthorizeMutation()
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(() => new Set())
  const [submitting, setSubmitting] = useState<'approve' | 'deny' | null>(null)
  const autoApproveTried = useRef(false)

  // A client the user approved before needs no consent: try a silent auto-approval first.
  useEffect(() => {
    if (request.scopes.length === 0 || autoApproveTried.current) return
    autoApproveTried.current = true
    authorize({
      ...request,
      autoApprove: true,
      scopes: toScopeDecision(request.scopes, request.scopes),
      silent: true,
    })
      .then((result) => {
        if ('data' in result && result.data) leaveConsoleFor(result.data)
      })
      .catch(() => undefined)
  }, [request, authorize])

  if (isLoading) return <Loading />

  if (error || !data) {
    const msg = (error as Partial<ApiError> | undefined)?.msg
    return (
      <PageCard>
        <Alert severity="error">{msg || '获取授权信息失败'}</Alert>
      </PageCard>
    )
  }

  // Only the scopes the client asked for (all of the client's scopes when it named none).
  const shownScopes =
    request.scopes.length > 0
      ? data.scopes.filter((scope) => request.scopes.includes(scope.key))
      : data.scopes
  const shownKeys = shownScopes.map((scope) => scope.key)

  async function submit(approved: boolean) {
    setSubmitting(approved ? 'approve' : 'deny')
    const checked = approved ? shownKeys.filter((key) => !unchecked.has(key)) : []
    const args: OAuth2AuthorizeArgs = {
      ...request,
      autoApprove: false,
      scopes: toScopeDecision(shownKeys, checked),
    }
    const result = await authorize(args)
    if ('data' in result && result.data) {
      leaveConsoleFor(result.data)
      return
    }
    setSubmitting(null)
  }

  function toggle(key: string, checked: boolean) {
    setUnchecked((previous) => {
      const next = new Set(previous)
      if (checked) next.delete(key)
      else next.add(key)
      return next
    })
  }

  return (
    <PageCard>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
        <Avatar
          src={data.client.logo || undefined}
          alt={data.client.name}
          variant="rounded"
          sx={{ width: 64, height: 64, mb: 1.5, bgcolor: 'primary.main', fontSize: 28 }}
        >
          {data.client.name.slice(0, 1)}
        </Avatar>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {data.client.name}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        此第三方应用请求获得以下权限：
      </Typography>
      <FormGroup sx={{ mb: 3, pl: 1 }}>
        {shownScopes.map((scope) => (
          <FormControlLabel
            key={scope.key}
            label={scopeLabel(scope.key)}
            control={
              <Checkbox
                size="small"
                checked={!unchecked.has(scope.key)}
                onChange={(_, checked) => toggle(scope.key, checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button
          variant="contained"
          fullWidth
          loading={submitting === 'approve'}
          disabled={submitting !== null}
          onClick={() => {
            void submit(true)
          }}
        >
          同意授权
        </Button>
        <Button
          variant="outlined"
          fullWidth
          loading={submitting === 'deny'}
          disabled={submitting !== null}
          onClick={() => {
            void submit(false)
          }}
        >
          拒绝
        </Button>
      </Box>
    </PageCard>
  )
}
