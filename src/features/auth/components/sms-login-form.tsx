import { useState } from 'react'
import { popup } from '@/shared/ui/popups'
import type { AuthTokens } from '@/shared/session/session-types'
import { loginWithSms, sendSmsCode } from '../api/login-requests'
import { useCountdown } from '../hooks/use-countdown'
import { useLoginForm } from '../hooks/use-login-form'
import {
  SMS_CODE_LENGTH,
  validateMobile,
  validateSmsLogin,
  type SmsLoginValues,
} from '../model/login-validation'
import styles from '../styles/login.module.css'
import { LoginTextField } from './login-text-field'

const RESEND_SECONDS = 60

export function SmsLoginForm({ onSuccess }: { onSuccess: (tokens: AuthTokens) => void }) {
  const { values, errors, setErrors, busy, change, submit } = useLoginForm<SmsLoginValues>(
    { mobile: '', code: '' },
    validateSmsLogin,
  )
  const [sending, setSending] = useState(false)
  const countdown = useCountdown(RESEND_SECONDS)
  const counting = countdown.remaining > 0

  async function requestCode() {
    const { mobile, error } = validateMobile(values.mobile)
    setErrors((current) => ({ ...current, mobile: error }))
    if (error) return
    setSending(true)
    try {
      await sendSmsCode(mobile)
      popup.message.success('验证码已发送')
      countdown.start()
    } catch {
      // The error policy already showed why; the user may try again.
    } finally {
      setSending(false)
    }
  }

  const onSubmit = submit(async (checked) => onSuccess(await loginWithSms(checked)))

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="短信登录"
      onSubmit={(event) => void onSubmit(event)}
    >
      <LoginTextField
        label="手机号"
        name="mobile"
        icon="phone"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        maxLength={20}
        value={values.mobile}
        onChange={(value) => change('mobile', value)}
        error={errors.mobile}
      />
      <div className={styles.row}>
        <LoginTextField
          label="验证码"
          name="code"
          icon="sms"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={SMS_CODE_LENGTH}
          value={values.code}
          onChange={(value) => change('code', value)}
          error={errors.code}
        />
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => void requestCode()}
          disabled={counting || sending}
        >
          {counting ? `${countdown.remaining}s后重新获取` : '获取验证码'}
        </button>
      </div>
      <button type="submit" className={styles.primaryButton} disabled={busy}>
        登录
      </button>
    </form>
  )
}
