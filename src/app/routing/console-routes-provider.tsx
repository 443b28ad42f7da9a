import { useMemo, type ReactNode } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import { selectMenus } from '@/shared/session/session-slice'
import { ConsoleRoutesContext } from '@/shared/routing/console-routes-context'
import { menusToRoutes } from '@/shared/routing/menu-routes'
import { CONSTANT_LAYOUT_ROUTES } from '../constant-routes'
import { isKnownPage } from '../route-registry'

/** Turns the server's menus into routes the registry can show, once per menu change. */
export function ConsoleRoutesProvider({ children }: { children: ReactNode }) {
  const menus = useAppSelector(selectMenus)
  const value = useMemo(
    () => ({
      menuRoutes: menusToRoutes(menus, isKnownPage),
      constantRoutes: CONSTANT_LAYOUT_ROUTES,
    }),
    [menus],
  )
  return <ConsoleRoutesContext.Provider value={value}>{children}</ConsoleRoutesContext.Provider>
}
