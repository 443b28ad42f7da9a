import dayjs from 'dayjs'

/** The museum's wire days are epoch ms of the local midnight; forms hold 'YYYY-MM-DD'. */
export function dayStartMs(day: string): number {
  return dayjs(day).startOf('day').valueOf()
}

/** 'YYYY-MM-DD' of a wire day (epoch ms). */
export function dayText(ms: number): string {
  return dayjs(ms).format('YYYY-MM-DD')
}

const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const

/** '2026-11-27 周五' of a wire day. */
export function dayWithWeekday(ms: number): string {
  const day = dayjs(ms)
  return `${day.format('YYYY-MM-DD')} ${WEEKDAY_NAMES[day.day()]}`
}
