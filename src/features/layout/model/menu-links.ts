import { isExternalLink } from '@/shared/routing/menu-routes'
import type { AppRoute } from '@/shared/routing/menu-types'

/** The in-console page that shows an inner link in a frame (route registry key 'layout/inner-link'). */
export const INNER_LINK_PATH = '/inner-link'

/** Menu `component` value of a link the console shows inside itself instead of a new tab. */
export const INNER_LINK_COMPONENT = 'InnerLink'

/** Where choosing a menu entry (sidebar, top navigation, header search) leads. */
export type MenuTarget =
  { kind: 'external'; url: string } | { kind: 'inner'; to: string } | { kind: 'route'; to: string }

/** The in-console location of an inner link: '/inner-link?url=…&title=…'. */
export function innerLinkPath(url: string, title: string): string {
  const query = new URLSearchParams({ url, title })
  return `${INNER_LINK_PATH}?${query.toString()}`
}

/** The http(s) address a route links to, if it is a link at all. */
export function linkOf(route: AppRoute): string | null {
  const link = route.meta.link ?? (isExternalLink(route.path) ? route.path : null)
  return link && isExternalLink(link) ? link : null
}

export function menuTarget(route: AppRoute): MenuTarget {
  const link = linkOf(route)
  if (!link) return { kind: 'route', to: route.path }
  if (route.component === INNER_LINK_COMPONENT) {
    return { kind: 'inner', to: innerLinkPath(link, route.meta.title) }
  }
  return { kind: 'external', url: link }
}

/** Opens an external address in a new tab, without handing it this window (no opener). */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}
