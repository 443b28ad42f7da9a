import { useEffect } from 'react'
import { APP_TITLE } from '@/shared/config/env'

/** '<page title> - 票务预约管理系统' with the dynamic-title setting on; else the console's title. */
export function documentTitleFor(pageTitle: string | undefined, dynamicTitle: boolean): string {
  return dynamicTitle && pageTitle ? `${pageTitle} - ${APP_TITLE}` : APP_TITLE
}

/**
 * Sets document.title while the layout is mounted and gives the previous title back when it
 * unmounts (embedded, the title belongs to the host portal once the console is gone).
 */
export function useDocumentTitle(pageTitle: string | undefined, dynamicTitle: boolean): void {
  useEffect(() => {
    const previous = document.title
    return () => {
      document.title = previous
    }
  }, [])
  useEffect(() => {
    document.title = documentTitleFor(pageTitle, dynamicTitle)
  }, [pageTitle, dynamicTitle])
}
