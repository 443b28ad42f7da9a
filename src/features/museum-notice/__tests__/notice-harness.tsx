import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'

const DICT_ENTRIES: DictEntries = {
  notice_type: {
    '1': ['闭馆公告', 'danger'],
    '2': ['展览公告', 'primary'],
    '3': ['活动公告', 'success'],
  },
  notice_status: { '0': ['已发布', 'success'], '1': ['已撤回', 'info'] },
  reserve_notice_type: {
    '1': ['个人预约须知', 'primary'],
    '2': ['团队预约须知', 'success'],
    '3': ['活动报名须知', 'warning'],
  },
  reserve_notice_status: { '0': ['草稿', 'info'], '1': ['已发布', 'success'] },
}

/** A notice screen on its route with the notice dictionaries loaded. */
export function renderNoticePage(
  page: ReactElement,
  options: { path: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    path: options.path,
    url: options.path,
    permissions: options.permissions,
    dicts: dictOptionsFrom(DICT_ENTRIES),
    elsewhere: <div data-testid="elsewhere" />,
  })
}
