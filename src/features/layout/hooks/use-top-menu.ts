import { useState } from 'react'
import type { AppRoute } from '@/shared/routing/menu-types'
import { findTopMenu } from '../model/top-nav'

/**
 * The top menu of top-navigation mode: the one holding the current page, until the user picks
 * another to see its children in the sidebar. A page outside every top menu (the personal
 * centre) keeps the last one.
 */
export function useTopMenu(tops: readonly AppRoute[], activePath: string) {
  const [chosen, setChosen] = useState<string | null>(
    () => findTopMenu(tops, activePath)?.path ?? null,
  )
  const [seen, setSeen] = useState({ tops, activePath })

  // Adjusted during render when the route or the menus change (React's pattern for state that
  // follows a prop), so the sidebar never shows the previous section for a frame.
  if (seen.activePath !== activePath || seen.tops !== tops) {
    setSeen({ tops, activePath })
    const owner = findTopMenu(tops, activePath)
    if (owner && (seen.activePath !== activePath || chosen === null)) setChosen(owner.path)
  }

  const top = tops.find((menu) => menu.path === chosen)
  return { top, choose: setChosen }
}
