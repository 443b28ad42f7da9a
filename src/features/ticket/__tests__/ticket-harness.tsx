import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import type { TicketItem } from '../model/ticket-types'

const DICT_ENTRIES: DictEntries = {
  ticket_status: {
    '0': ['待使用', 'primary'],
    '1': ['已使用', 'success'],
    '2': ['已过期', 'info'],
    '3': ['已取消', 'warning'],
    '4': ['已退票', 'danger'],
  },
  reserve_type: { '1': ['个人预约', 'primary'], '2': ['团队预约', 'success'] },
  word_card_type: { '1': ['居民身份证', 'primary'], '2': ['护照', 'success'] },
  card_type: { '1': ['老年证', 'primary'], '2': ['学生证', 'success'] },
  use_status: { '0': ['未使用', 'primary'], '1': ['已使用', 'success'], '2': ['已作废', 'danger'] },
}

export const ADMIN = ['*:*:*']

export function renderTicketPage(
  page: ReactElement,
  options: { path: string; url?: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    url: options.path,
    ...options,
    dicts: dictOptionsFrom(DICT_ENTRIES),
    elsewhere: <div data-testid="elsewhere" />,
  })
}

/** Local midnight of today, `offset` days away. */
export function dayStart(offset = 0): number {
  const d = new Date()
  d.setHours(0, 0, 0, 0)
  d.setDate(d.getDate() + offset)
  return d.getTime()
}

export function ticket(overrides: Partial<TicketItem> = {}): TicketItem {
  return {
    id: 7,
    ticketNo: 'M20261127000007',
    reserveType: 1,
    reservationId: 3,
    reservationNo: 'P20261127000003',
    slotId: 11,
    visitorName: '林晓东',
    idType: 1,
    idNumber: '320102199003071234',
    visitDate: dayStart(),
    startTime: '09:00',
    endTime: '10:30',
    status: 0,
    checkTime: null,
    checkUserNickname: null,
    createTime: dayStart(-2),
    ...overrides,
  }
}
