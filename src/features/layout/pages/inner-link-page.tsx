import { useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import { consoleAssetOrigin } from '@/shared/config/env'
import { resolveApiBaseUrl } from '@/shared/http/ky-client'
import { isExternalLink } from '@/shared/routing/menu-routes'
import { FramedPage } from '@/shared/ui/framed-page'

export const INNER_LINK_LOADING_TEXT = '正在加载页面，请稍候…'

/** Only http(s) addresses are framed: a javascript: or data: URL from a link would run here. */
function frameableUrl(raw: string | null): string | null {
  if (!raw || !isExternalLink(raw)) return null
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** What every framed page may do: run its scripts, submit its forms, open windows. */
const BASE_SANDBOX = 'allow-scripts allow-forms allow-popups'

/** The origins the console's code and data live on: the page's, its files', its API's. */
function consoleOrigins(): Set<string> {
  const origins = new Set([window.location.origin, new URL(resolveApiBaseUrl()).origin])
  const assets = consoleAssetOrigin()
  if (assets) origins.add(assets)
  return origins
}

/**
 * The frame's sandbox: a page of another origin keeps its own origin (its cookies and storage,
 * which many sites need), still walled off from the console by the same-origin policy. A page of
 * one of the console's origins does not: scripts together with allow-same-origin would reach the
 * console's storage and DOM, and could even lift the sandbox itself. It runs with an opaque origin.
 */
export function innerLinkSandbox(url: string, ownOrigins: ReadonlySet<string>): string {
  return ownOrigins.has(new URL(url).origin) ? BASE_SANDBOX : `${BASE_SANDBOX} allow-same-origin`
}

/**
 * An inner-link menu entry shown inside the console: the page at ?url= in a frame filling the
 * content area.
 */
export default function InnerLinkPage() {
  const [params] = useSearchParams()
  const url = frameableUrl(params.get('url'))
  const title = params.get('title') || '外部页面'

  if (!url) {
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        无法打开该页面：只支持以 http:// 或 https:// 开头的链接。
      </Alert>
    )
  }

  return (
    <FramedPage
      url={url}
      title={title}
      sandbox={innerLinkSandbox(url, consoleOrigins())}
      loadingText={INNER_LINK_LOADING_TEXT}
    />
  )
}
