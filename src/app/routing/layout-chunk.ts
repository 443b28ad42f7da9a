import { loadModule } from '@/shared/utils/module-cache'

/** The signed-in layout's chunk (rendered by the protected app, fetched ahead by a mount). */
export const loadConsoleLayout = () =>
  loadModule('console-layout', () =>
    import('@/features/layout/components/console-layout').then((m) => ({
      default: m.ConsoleLayout,
    })),
  )
