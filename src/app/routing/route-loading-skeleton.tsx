import { useAppSelector } from '@/shared/store-hooks'
import { selectToken } from '@/shared/session/session-slice'
import { RouteLoading } from './route-loading'
import './route-loading-skeleton.css'

const MENU_ITEMS = 6
const CARDS = 2

/**
 * The layout's skeleton (sidebar, navbar, tab bar, two cards) while the protected part of the
 * console loads: its chunks, then the session's dictionaries, permission info and menus. Plain
 * CSS, so it shows before MUI has loaded. index.html holds the same markup and styles, so a
 * signed-in reload shows it at first paint; React's first render replaces that copy with this one
 * (a test keeps the two equal).
 */
export function LayoutSkeleton() {
  // Absolutely placed: over the viewport standalone, over the mount point (position: relative)
  // embedded.
  return (
    <div className="museum-skeleton" role="progressbar" aria-label="正在加载控制台">
      <div className="museum-skeleton__side">
        <div className="museum-skeleton__bar museum-skeleton__logo" />
        {Array.from({ length: MENU_ITEMS }, (_, index) => (
          <div key={index} className="museum-skeleton__bar museum-skeleton__item" />
        ))}
      </div>
      <div className="museum-skeleton__main">
        <div className="museum-skeleton__nav">
          <div className="museum-skeleton__bar museum-skeleton__crumb" />
        </div>
        <div className="museum-skeleton__tabs">
          <div className="museum-skeleton__bar museum-skeleton__tab" />
        </div>
        <div className="museum-skeleton__page">
          {Array.from({ length: CARDS }, (_, index) => (
            <div key={index} className="museum-skeleton__bar museum-skeleton__card" />
          ))}
        </div>
      </div>
    </div>
  )
}

/**
 * What the protected part shows while its chunks load: the layout's skeleton with a stored token,
 * the thin bar without one (that visit ends on the login page, which must not flash a layout).
 */
export function ProtectedLoading() {
  const token = useAppSelector(selectToken)
  return token ? <LayoutSkeleton /> : <RouteLoading />
}
