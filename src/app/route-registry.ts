import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { asLazyFactoryResult, loadModule, whenBoth } from '@/shared/utils/module-cache'

type PageModule = { default: ComponentType }

/**
 * The one table of pages the console can show, keyed by the page key a server menu names in its
 * `component` field. Server menus only select and decorate entries of this table: the console never
 * imports a string the server sent. Every page is a lazy chunk, so the login page stays small.
 */
const pageLoaders = {
  'auth/login': () => import('@/features/auth/pages/login-page'),
  'auth/sso': () => import('@/features/auth/pages/sso-page'),
  'auth/social-login': () => import('@/features/auth/pages/social-login-page'),
  'host-bridge/sso-handoff': () => import('@/features/host-bridge/pages/sso-handoff-page'),
  'dashboard/index': () => import('@/features/dashboard/pages/dashboard-page'),
  'user/profile': () => import('@/features/profile/pages/profile-page'),
  'system/user/index': () => import('@/features/system/pages/user-page'),
  'system/menu/index': () => import('@/features/system/pages/menu-page'),
  'system/dept/index': () => import('@/features/system/pages/dept-page'),
  'system/role/index': () => import('@/features/system/pages/role-page'),
  'system/dict/index': () => import('@/features/system/pages/dict-type-page'),
  'system/sms/channel/index': () => import('@/features/system-sms/pages/sms-channel-page'),
  'system/sms/template/index': () => import('@/features/system-sms/pages/sms-template-page'),
  'system/sms/log/index': () => import('@/features/system-sms/pages/sms-log-page'),
  'system/dict/data': () => import('@/features/system/pages/dict-data-page'),
  'infra/config/index': () => import('@/features/system/pages/config-page'),
  'infra/fileConfig/index': () => import('@/features/infra-file/pages/file-config-page'),
  'infra/file/index': () => import('@/features/infra-file/pages/file-page'),
  'infra/apiAccessLog/index': () => import('@/features/infra-log/pages/api-access-log-page'),
  'infra/apiErrorLog/index': () => import('@/features/infra-log/pages/api-error-log-page'),
  'infra/redis/index': () => import('@/features/infra-redis/pages/redis-page'),
  'system/notify/message/index': () => import('@/features/system/pages/notify-message-page'),
  'system/operatelog/index': () => import('@/features/system/pages/operate-log-page'),
  'system/loginlog/index': () => import('@/features/system/pages/login-log-page'),
  'system/oauth2/token/index': () => import('@/features/system/pages/token-page'),
  'infra/job/index': () => import('@/features/infra-job/pages/job-page'),
  'infra/job/logger/index': () => import('@/features/infra-job/pages/job-log-page'),
  'system/oauth2/client/index': () => import('@/features/system-oauth2/pages/oauth2-client-page'),
  'system/notify/my/index': () => import('@/features/notify/pages/my-notify-message-page'),
  'system/post/index': () => import('@/features/system/pages/post-page'),
  'system/notice/index': () => import('@/features/system/pages/notice-page'),
  'system/notify/template/index': () => import('@/features/system/pages/notify-template-page'),
  'layout/inner-link': () => import('@/features/layout/pages/inner-link-page'),
  'help/index': () => import('@/features/help/pages/help-page'),
  'bpm/form/index': () => import('@/features/bpm-form/pages/form-list-page'),
  'bpm/form/formEditor': () => import('@/features/bpm-form/pages/form-editor-page'),
  'infra/swagger/index': () => import('@/features/infra-swagger/pages/swagger-page'),
  'infra/build/index': () => import('@/features/bpm-form/pages/form-build-page'),
  'infra/codegen/index': () => import('@/features/infra-codegen/pages/codegen-list-page'),
  'infra/codegen/editTable': () => import('@/features/infra-codegen/pages/codegen-edit-page'),
  'infra/dataSourceConfig/index': () =>
    import('@/features/infra-data-source/pages/data-source-page'),
  'bpm/model/modelEditor': () => import('@/features/bpm-designer/pages/model-designer-page'),
  'bpm/model/index': () => import('@/features/bpm-model/pages/model-list-page'),
  'bpm/definition/index': () => import('@/features/bpm-model/pages/definition-page'),
  'bpm/group/index': () => import('@/features/bpm-user-group/pages/user-group-page'),
  'bpm/processInstance/index': () => import('@/features/bpm-runtime/pages/my-process-page'),
  'bpm/processInstance/create': () => import('@/features/bpm-runtime/pages/process-create-page'),
  'bpm/processInstance/detail': () => import('@/features/bpm-runtime/pages/process-detail-page'),
  'bpm/task/todo/index': () => import('@/features/bpm-runtime/pages/todo-task-page'),
  'bpm/task/done/index': () => import('@/features/bpm-runtime/pages/done-task-page'),
  'bpm/oa/leave/index': () => import('@/features/bpm-oa/pages/leave-list-page'),
  'bpm/oa/leave/create': () => import('@/features/bpm-oa/pages/leave-create-page'),
  'bpm/oa/leave/detail': () => import('@/features/bpm-oa/pages/leave-detail-page'),
  'reserve/personal/index': () => import('@/features/reserve/pages/personal-page'),
  'reserve/slot/index': () => import('@/features/reserve/pages/slot-page'),
  'reserve/rule/index': () => import('@/features/reserve/pages/rule-page'),
  'reserve/team/index': () => import('@/features/reserve/pages/team-page'),
  'reserve/team/detail': () => import('@/features/reserve/pages/team-detail-page'),
  'reserve/notice/index': () => import('@/features/museum-notice/pages/reserve-notice-page'),
  'reserve/announcement/index': () => import('@/features/museum-notice/pages/announcement-page'),
  'ticket/list/index': () => import('@/features/ticket/pages/ticket-list-page'),
  'ticket/check/index': () => import('@/features/ticket/pages/ticket-check-page'),
  'ticket/card/index': () => import('@/features/ticket/pages/card-page'),
  'volunteer/info/index': () => import('@/features/volunteer/pages/volunteer-info-page'),
  'volunteer/audit/index': () => import('@/features/volunteer/pages/volunteer-audit-page'),
  'volunteer/serviceRecord/index': () => import('@/features/volunteer/pages/service-record-page'),
  'activity/list/index': () => import('@/features/activity/pages/activity-list-page'),
  'activity/sign/index': () => import('@/features/activity/pages/activity-sign-page'),
  'activity/sign/data': () => import('@/features/activity/pages/activity-sign-data-page'),
  'mall/product/category/index': () => import('@/features/product/pages/category-page'),
  'mall/product/brand/index': () => import('@/features/product/pages/brand-page'),
  'mall/product/property/index': () => import('@/features/product/pages/property-page'),
  'mall/product/property/value': () => import('@/features/product/pages/property-value-page'),
  'mall/product/spu/index': () => import('@/features/product/pages/spu-list-page'),
  'mall/product/spu/form': () => import('@/features/product/pages/spu-form-page'),
  'mall/trade/order/index': () => import('@/features/trade/pages/order-list-page'),
  'mall/trade/order/detail': () => import('@/features/trade/pages/order-detail-page'),
  'mall/trade/afterSale/index': () => import('@/features/trade/pages/after-sale-list-page'),
  'mall/trade/afterSale/detail': () => import('@/features/trade/pages/after-sale-detail-page'),
  'mall/trade/delivery/pickUpStore/index': () =>
    import('@/features/trade/pages/pick-up-store-page'),
  'pay/app/index': () => import('@/features/pay/pages/pay-app-page'),
  'pay/order/index': () => import('@/features/pay/pages/pay-order-page'),
  'pay/refund/index': () => import('@/features/pay/pages/pay-refund-page'),
  'pay/notify/index': () => import('@/features/pay/pages/pay-notify-page'),
  'pay/cashier/index': () => import('@/features/pay/pages/cashier-page'),
} satisfies Record<string, () => Promise<PageModule>>

export type PageKey = keyof typeof pageLoaders

/** A page's chunk, loaded once per page; settled once it is in (shared/utils/module-cache.ts). */
export function loadPage(key: PageKey): PromiseLike<PageModule> {
  return loadModule(`page:${key}`, pageLoaders[key])
}

export function isKnownPage(key: string): key is PageKey {
  return Object.prototype.hasOwnProperty.call(pageLoaders, key)
}

/**
 * Pages that need no admin-api slice in the store: the login page keeps its bytes small, and the
 * SSO hand-off (the login page of an embedded console) signs in before RTK Query is needed.
 */
const PAGES_WITHOUT_ADMIN_API: ReadonlySet<PageKey> = new Set<PageKey>([
  'auth/login',
  'host-bridge/sso-handoff',
])

export type PageComponent = LazyExoticComponent<ComponentType>

/**
 * Lazy page components of one mount. Before any page other than the login page renders, the
 * mount's store gets RTK Query's admin-api slice and the dictionaries (`attach`). A page whose
 * chunk is in and whose store is attached renders without suspending.
 */
export function createPageResolver(
  attach: () => PromiseLike<void>,
): (key: PageKey) => PageComponent {
  const pages = new Map<PageKey, PageComponent>()
  return (key) => {
    let page = pages.get(key)
    if (!page) {
      page = PAGES_WITHOUT_ADMIN_API.has(key)
        ? lazy(() => asLazyFactoryResult(loadPage(key)))
        : lazy(() =>
            asLazyFactoryResult(whenBoth(loadPage(key), attach()).then(([module]) => module)),
          )
      pages.set(key, page)
    }
    return page
  }
}
