import { useState } from 'react'
import { useHref } from 'react-router-dom'
import styles from '../styles/login.module.css'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../model/social-providers'
import { getSocialAuthRedirect } from '../api/login-requests'
import { leaveConsoleFor } from '../model/leave-console'

/**
 * The "other ways to sign in" row. A click asks the server for the provider's authorize URL and
 * leaves the console for it: a full-page redirect is how the OAuth flow works.
 */
export function SocialLoginButtons({ redirect }: { redirect: string }) {
  const [pendingType, setPendingType] = useState<number | null>(null)
  // useHref adds the router's basename, so the callback URL is right when embedded under a prefix.
  const callbackPath = useHref('/social-login')

  async function signInWith(provider: SocialProvider) {
    setPendingType(provider.type)
    const query = new URLSearchParams({ type: String(provider.type), redirect })
    const redirectUri = `${window.location.origin}${callbackPath}?${query.toString()}`
    const url = await getSocialAuthRedirect({ type: provider.type, redirectUri }).catch(() => null)
    if (!url) {
      setPendingType(null)
      return
    }
    leaveConsoleFor(url)
  }

  return (
    <>
      <div className={styles.divider}>其他登录方式</div>
      <div className={styles.socialRow}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider.type}
            type="button"
            className={styles.socialButton}
            aria-label={`使用${provider.label}登录`}
            disabled={pendingType !== null}
            onClick={() => void signInWith(provider)}
          >
            <span
              className={styles.socialMark}
              style={{ background: provider.color }}
              aria-hidden="true"
            >
              {provider.glyph}
            </span>
            {provider.label}
          </button>
        ))}
      </div>
    </>
  )
}
