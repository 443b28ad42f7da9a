import { useId, useState } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import { Navigate } from 'react-router-dom'
import { selectToken } from '@/shared/session/session-slice'
import type { AuthTokens } from '@/shared/session/session-types'
import { LoginBackdrop, LoginCard } from '../components/login-backdrop'
import { LoginCardHeader } from '../components/login-card-header'
import { LoginModeTabs } from '../components/login-mode-tabs'
import { PasswordLoginForm } from '../components/password-login-form'
import { SmsLoginForm } from '../components/sms-login-form'
import { SocialLoginButtons } from '../components/social-login-buttons'
import { useCompleteLogin, useRedirectTarget } from '../hooks/use-login-success'

type LoginMode = 'password' | 'sms'

export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('password')
  const panelId = useId()
  const redirect = useRedirectTarget()
  const completeLogin = useCompleteLogin()
  const token = useAppSelector(selectToken)
  // Only a user who arrives already logged in is sent on; after a login here the form navigates.
  const [arrivedLoggedIn] = useState(() => Boolean(token))

  if (arrivedLoggedIn) return <Navigate to={redirect} replace />

  const onSuccess = (tokens: AuthTokens) => completeLogin(tokens, redirect)

  return (
    <LoginBackdrop>
      <LoginCard>
        <LoginCardHeader />
        <LoginModeTabs
          value={mode}
          onChange={setMode}
          options={[
            { value: 'password', label: '账号密码登录', panelId: `${panelId}-password` },
            { value: 'sms', label: '短信登录', panelId: `${panelId}-sms` },
          ]}
        />
        {/* Both stay mounted so a running SMS countdown survives switching tabs. */}
        <div role="tabpanel" id={`${panelId}-password`} hidden={mode !== 'password'}>
          <PasswordLoginForm onSuccess={onSuccess} />
        </div>
        <div role="tabpanel" id={`${panelId}-sms`} hidden={mode !== 'sms'}>
          <SmsLoginForm onSuccess={onSuccess} />
        </div>
        <SocialLoginButtons redirect={redirect} />
      </LoginCard>
    </LoginBackdrop>
  )
}
