import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import type { ApiAccessLogItem, ApiErrorLogItem } from '../model/api-log-types'

const DICT_ENTRIES: DictEntries = {
  user_type: { '1': ['会员', 'primary'], '2': ['管理员', 'success'] },
  infra_api_error_log_process_status: {
    '0': ['未处理', 'primary'],
    '1': ['已处理', 'success'],
    '2': ['已忽略', 'danger'],
  },
}

/** A log page on its route, signed in with `permissions`. */
export function renderApiLogPage(page: ReactElement, path: string, permissions: string[]) {
  return renderSignedInPage(page, {
    path,
    url: path,
    permissions,
    dicts: dictOptionsFrom(DICT_ENTRIES),
    elsewhere: <div data-testid="elsewhere" />,
  })
}

const request = {
  traceId: '5f0c3a0e9b7d4c1a8e2f6b3d9c0a1e7f',
  userId: 1,
  userType: 2,
  applicationName: 'museum-sandbox',
  requestParams: '{"query":{"pageNo":"1"},"body":null}',
  userIp: '10.0.0.8',
  userAgent: 'Mozilla/5.0 Chrome',
  createTime: new Date(2026, 10, 27, 9, 30, 5).getTime(),
}

export const ACCESS_LOGS: ApiAccessLogItem[] = [
  {
    ...request,
    id: 41,
    requestMethod: 'GET',
    requestUrl: '/prod-api/admin-api/system/dict-type/page',
    beginTime: new Date(2026, 10, 27, 9, 30, 5).getTime(),
    endTime: new Date(2026, 10, 27, 9, 30, 5).getTime() + 12,
    duration: 12,
    resultCode: 0,
    resultMsg: '',
  },
  {
    ...request,
    id: 40,
    userId: 7,
    userType: 1,
    requestMethod: 'POST',
    requestUrl: '/prod-api/app-api/trade/order/create',
    requestParams: '{"query":{},"body":{"password":"******"}}',
    beginTime: new Date(2026, 10, 27, 9, 29, 0).getTime(),
    endTime: new Date(2026, 10, 27, 9, 29, 0).getTime() + 340,
    duration: 340,
    resultCode: 1_008_007_002,
    resultMsg: '商品库存不足',
  },
]

export const ERROR_LOGS: ApiErrorLogItem[] = [
  {
    ...request,
    id: 9,
    requestMethod: 'GET',
    requestUrl: '/prod-api/admin-api/system/notice/page',
    exceptionTime: new Date(2026, 10, 27, 10, 0, 0).getTime(),
    exceptionName: 'SqliteError',
    exceptionMessage: 'no such table: system_notice',
    exceptionRootCauseMessage: 'no such table: system_notice',
    exceptionStackTrace:
      'SqliteError: no such table: system_notice\n    at Database.prepare (database.js:77:21)',
    exceptionClassName: 'Database',
    exceptionFileName: 'database.js',
    exceptionMethodName: 'prepare',
    exceptionLineNumber: 77,
    processStatus: 0,
    processTime: null,
    processUserId: null,
  },
  {
    ...request,
    id: 8,
    requestMethod: 'POST',
    requestUrl: '/prod-api/admin-api/pay/order/submit',
    exceptionTime: new Date(2026, 10, 27, 9, 0, 0).getTime(),
    exceptionName: 'TypeError',
    exceptionMessage: "Cannot read properties of undefined (reading 'id')",
    exceptionRootCauseMessage: "Cannot read properties of undefined (reading 'id')",
    exceptionStackTrace: 'TypeError: x',
    exceptionClassName: '',
    exceptionFileName: 'pay-order.ts',
    exceptionMethodName: 'submit',
    exceptionLineNumber: 12,
    processStatus: 1,
    processTime: new Date(2026, 10, 27, 9, 5, 0).getTime(),
    processUserId: 1,
  },
]
