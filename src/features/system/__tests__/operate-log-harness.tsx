import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'

// Shared by the 操作日志, 登录日志 and 令牌管理 tests.

const DICT_ENTRIES: DictEntries = {
  user_type: { '1': ['会员', 'primary'], '2': ['管理员', 'success'] },
  system_operate_type: {
    '0': ['其它', 'default'],
    '2': ['新增', 'primary'],
    '3': ['修改', 'warning'],
    '4': ['删除', 'danger'],
    '5': ['导出', 'default'],
  },
  system_login_type: {
    '100': ['账号登录', 'primary'],
    '200': ['主动登出', 'primary'],
    '202': ['强制登出', 'danger'],
  },
  system_login_result: {
    '0': ['成功', 'success'],
    '10': ['账号或密码不正确', 'danger'],
    '40': ['账号被锁定', 'danger'],
  },
}

/** A log or token page on its route, signed in with `permissions`. */
export function renderLogPage(page: ReactElement, path: string, permissions: string[]) {
  return renderSignedInPage(page, {
    path,
    url: path,
    permissions,
    dicts: dictOptionsFrom(DICT_ENTRIES),
    elsewhere: <div data-testid="elsewhere" />,
  })
}

/**
 * jsdom saves no files: the names of downloads are collected from the download link instead.
 * Call in beforeEach; `restore` in afterEach.
 */
export function captureDownloads() {
  const saved: string[] = []
  const { createObjectURL, revokeObjectURL } = URL
  URL.createObjectURL = () => 'blob:x'
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download)
  })
  return {
    saved,
    restore: () => {
      vi.restoreAllMocks()
      URL.createObjectURL = createObjectURL
      URL.revokeObjectURL = revokeObjectURL
    },
  }
}
