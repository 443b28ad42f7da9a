import type { ReactNode } from 'react'
import 'dayjs/locale/zh-cn'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { zhCN } from '@mui/x-date-pickers/locales'

/**
 * MUI X's Chinese texts, with the empty field's placeholders in Chinese too (年-月-日 时:分, not
 * YYYY-MM-DD), so nothing on a date field is in English.
 */
const LOCALE_TEXT = {
  ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => '年',
  fieldMonthPlaceholder: () => '月',
  fieldDayPlaceholder: () => '日',
  fieldHoursPlaceholder: () => '时',
  fieldMinutesPlaceholder: () => '分',
  fieldSecondsPlaceholder: () => '秒',
}

/** dayjs in zh-cn (weeks start on Monday, 一 二 三 … in the calendar) and MUI X's Chinese texts. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn" localeText={LOCALE_TEXT}>
      {children}
    </LocalizationProvider>
  )
}
