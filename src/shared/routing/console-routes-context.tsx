import { createContext, useContext } from 'react'
import type { AppRoute } from './menu-types'

export interface ConsoleRoutes {
  /** Routes derived from the server's menus, filtered to pages the console knows. */
  menuRoutes: AppRoute[]
  /** Constant routes inside the layout (dashboard, profile, hidden detail pages). */
  constantRoutes: AppRoute[]
}

/**
 * The app computes the routes (it owns the page registry) and hands them to the layout, the
 * breadcrumb and, later, the header search through this context, so no feature imports the app.
 */
export const ConsoleRoutesContext = createContext<ConsoleRoutes>({
  menuRoutes: [],
  constantRoutes: [],
})

export function useConsoleRoutes(): ConsoleRoutes {
  return useContext(ConsoleRoutesContext)
}
