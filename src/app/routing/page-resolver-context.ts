import { createContext, useContext } from 'react'
import type { PageComponent, PageKey } from '../route-registry'

export type PageResolver = (key: PageKey) => PageComponent

export const PageResolverContext = createContext<PageResolver | null>(null)

export function usePageComponent(key: PageKey): PageComponent {
  const resolve = useContext(PageResolverContext)
  if (!resolve) throw new Error('PageResolverContext is missing')
  return resolve(key)
}
