import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { OaLeave } from '../model/oa-leave-types'

/** The dictionaries the OA leave screens show. */
export const OA_DICTS = dictOptionsFrom({
  bpm_oa_leave_type: {
    '1': ['病假', 'primary'],
    '2': ['事假', 'info'],
    '3': ['婚假', 'warning'],
  },
  bpm_process_instance_result: {
    '1': ['处理中', 'primary'],
    '2': ['通过', 'success'],
    '3': ['不通过', 'danger'],
    '4': ['已取消', 'info'],
  },
})

/** What the seeded staff account may do with leaves. */
export const LEAVE_USER = ['bpm:oa-leave:query', 'bpm:oa-leave:create']

/** An OA page on its route, signed in with `permissions`; other paths show where the router went. */
export function renderOaPage(
  page: ReactElement,
  options: { path: string; url: string; permissions?: string[] },
) {
  return renderSignedInPage(page, { permissions: LEAVE_USER, ...options, dicts: OA_DICTS })
}

export function leave(id: number, overrides: Partial<OaLeave> = {}): OaLeave {
  return {
    id,
    type: 2,
    reason: `原因${id}`,
    startTime: new Date(2026, 4, 6, 9, 0, 0).getTime(),
    endTime: new Date(2026, 4, 8, 18, 0, 0).getTime(),
    day: 2,
    result: 1,
    createTime: new Date(2026, 4, 1, 10, 20, 30).getTime(),
    processInstanceId: `pi-${id}`,
    ...overrides,
  }
}
