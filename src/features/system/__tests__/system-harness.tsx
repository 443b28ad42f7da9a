import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { ReactElement } from 'react'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'

/** Per dictionary type, its entries in order: value -> [label, colorType]. */
const DICT_ENTRIES: DictEntries = {
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  infra_config_type: { '1': ['系统内置', 'danger'], '2': ['自定义', 'primary'] },
  user_type: { '1': ['会员', 'primary'], '2': ['管理员', 'success'] },
  system_notify_template_type: { '1': ['通知公告', 'primary'], '2': ['系统消息', 'success'] },
  infra_boolean_string: { true: ['是', 'danger'], false: ['否', 'info'] },
}

/** The dictionaries the system screens show, as list-all-simple would load them. */
export const SYSTEM_DICTS = dictOptionsFrom(DICT_ENTRIES)

export const ADMIN = ['*:*:*']

/** A system page on its route, signed in with `permissions` and the system dictionaries. */
export function renderPage(
  page: ReactElement,
  options: { path: string; url: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    ...options,
    dicts: SYSTEM_DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}
