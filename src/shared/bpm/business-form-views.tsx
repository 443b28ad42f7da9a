import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/** How a business form shows one of its records read-only, e.g. a leave request by its id. */
export type BusinessFormView = ComponentType<{ id: number }>

/**
 * The business forms' view components by the route a model names as its form's view path
 * (formCustomViewPath, e.g. '/bpm/oa/leave/detail'). The app lists them (src/app/business-form-views.ts):
 * the approval page belongs to one feature and the business forms to others, which may not import
 * each other.
 */
export type BusinessFormViews = Readonly<Record<string, BusinessFormView>>

const NO_VIEWS: BusinessFormViews = {}

const BusinessFormViewsContext = createContext<BusinessFormViews>(NO_VIEWS)

export function BusinessFormViewsProvider({
  views,
  children,
}: {
  views: BusinessFormViews
  children: ReactNode
}) {
  return (
    <BusinessFormViewsContext.Provider value={views}>{children}</BusinessFormViewsContext.Provider>
  )
}

/** '/bpm/oa/leave/detail/', 'bpm/oa/leave/detail' and '/bpm/oa/leave/detail?x' name the same view. */
export function normaliseViewPath(path: string): string {
  const bare = path.trim().split(/[?#]/)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * The view component registered for a model's view path; undefined when the path is empty or no
 * business form registered it. The components are usually lazy: render them inside Suspense.
 */
export function useBusinessFormView(path: string | null | undefined): BusinessFormView | undefined {
  const views = useContext(BusinessFormViewsContext)
  if (!path) return undefined
  const wanted = normaliseViewPath(path)
  return Object.prototype.hasOwnProperty.call(views, wanted) ? views[wanted] : undefined
}
