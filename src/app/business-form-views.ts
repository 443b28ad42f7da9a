import { lazy } from 'react'
import type { BusinessFormViews } from '@/shared/bpm/business-form-views'

/**
 * The business forms' read-only views, by the view path a model names (formCustomViewPath). The
 * approval page (流程详情) shows the one its process names under 申请信息, with the record id taken
 * from the instance's business key. Each entry is a lazy component, so the views stay in their own
 * chunks until an approval page needs one.
 */
export const BUSINESS_FORM_VIEWS: BusinessFormViews = {
  '/bpm/oa/leave/detail': lazy(() => import('@/features/bpm-oa/pages/leave-detail-page')),
  '/reserve/team/detail': lazy(() => import('@/features/reserve/pages/team-detail-page')),
}
