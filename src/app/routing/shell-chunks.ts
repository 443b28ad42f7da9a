import { loadModule } from '@/shared/utils/module-cache'

// The chunks between a mount and its first signed-in page, each loaded once per page (see
// shared/utils/module-cache.ts): the router renders them, a mount may fetch them ahead.

export const loadMuiShell = () =>
  loadModule('mui-shell', () => import('@/shared/ui/theme/mui-shell'))

export const loadProtectedApp = () => loadModule('protected-app', () => import('./protected-app'))

export const loadMenuRoutePage = () =>
  loadModule('menu-route-page', () => import('./menu-route-page'))

export { loadConsoleLayout } from './layout-chunk'
