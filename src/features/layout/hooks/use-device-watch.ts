import { useLayoutEffect } from 'react'
import { useAppDispatch } from '@/shared/store-hooks'
import { detectDevice } from '@/shared/layout-settings/device'
import { deviceChanged, sidebarClosed } from '@/shared/layout-settings/layout-slice'

/**
 * Keeps the slice's device in step with the body width (docs/architecture.md#layout-settings):
 * becoming, or starting as, a phone closes the sidebar at once, without animation.
 */
export function useDeviceWatch(): void {
  const dispatch = useAppDispatch()
  useLayoutEffect(() => {
    const update = () => {
      // A hidden page (another browser tab) reports sizes that say nothing about the user's view.
      if (document.hidden) return
      const device = detectDevice()
      dispatch(deviceChanged(device))
      if (device === 'mobile') dispatch(sidebarClosed({ withoutAnimation: true }))
    }
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [dispatch])
}
