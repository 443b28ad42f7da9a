import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import { idCheckChar } from '@/shared/wire/museum-fields'

const DICT_ENTRIES: DictEntries = {
  reserve_status: {
    '0': ['待审核', 'warning'],
    '1': ['预约成功', 'success'],
    '2': ['已取消', 'info'],
    '3': ['已核销', 'primary'],
    '4': ['已过期', 'info'],
    '5': ['未通过', 'danger'],
  },
  ticket_status: {
    '0': ['待使用', 'primary'],
    '1': ['已使用', 'success'],
    '2': ['已过期', 'info'],
    '3': ['已取消', 'warning'],
    '4': ['已退票', 'danger'],
  },
  word_card_type: {
    '1': ['居民身份证', 'primary'],
    '2': ['护照', 'success'],
  },
  overall_rule_type: {
    '1': ['个人预约规则', 'primary'],
    '2': ['团队预约规则', 'success'],
    '3': ['活动预约规则', 'warning'],
  },
  temp_amount_take: { '0': ['不开放', 'info'], '1': ['开放领取', 'success'] },
}

export const RESERVE_DICTS = dictOptionsFrom(DICT_ENTRIES)

export const ADMIN = ['*:*:*']

/** A reservation page on its route, signed in with `permissions` and the museum dictionaries. */
export function renderReservePage(
  page: ReactElement,
  options: { path: string; url?: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    path: options.path,
    url: options.url ?? options.path,
    permissions: options.permissions,
    dicts: RESERVE_DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}

/** A made-up resident ID number with a valid check character (born `birth`, 'YYYYMMDD'). */
export function idNumber(birth: string, serial = '123'): string {
  const first17 = `110101${birth}${serial}`
  return `${first17}${idCheckChar(first17)}`
}
