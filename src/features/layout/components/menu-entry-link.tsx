import { Link as RouterLink } from 'react-router-dom'
import type { AppRoute } from '@/shared/routing/menu-types'
import { menuTarget } from '../model/menu-links'

/**
 * Props that make a ListItemButton or MenuItem a real link to a menu entry (so middle-click and
 * "open in new tab" work): a router link for pages and inner links, an anchor opening a new tab
 * for external http(s) links.
 */
export function menuEntryLinkProps(route: AppRoute) {
  const target = menuTarget(route)
  if (target.kind === 'external') {
    return {
      component: 'a' as const,
      href: target.url,
      target: '_blank',
      rel: 'noopener noreferrer',
    }
  }
  return { component: RouterLink, to: target.to }
}
