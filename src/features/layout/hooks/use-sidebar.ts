import { useCallback, useEffect, useState } from 'react'
import { getSidebarStatus, setSidebarStatus } from '@/shared/storage/layout-storage'

/** SPEC.md section 9: the console treats a body narrower than 992 px as a mobile device. */
export const MOBILE_BREAKPOINT = 992

function isMobileWidth(): boolean {
  return document.body.getBoundingClientRect().width - 1 < MOBILE_BREAKPOINT
}

/** Sidebar open / collapsed (stored) and the device kind, re-evaluated on resize. */
export function useSidebar() {
  const [opened, setOpened] = useState(() => getSidebarStatus() !== '0')
  const [mobile, setMobile] = useState(isMobileWidth)

  useEffect(() => {
    const onResize = () => setMobile(isMobileWidth())
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  const toggle = useCallback(() => {
    setOpened((value) => {
      setSidebarStatus(value ? '0' : '1')
      return !value
    })
  }, [])

  const close = useCallback(() => setOpened(false), [])

  return { opened, mobile, toggle, close }
}
