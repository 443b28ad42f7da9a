// Timer values are the other text language of BPMN attributes besides ${...}; kept here so the
// designer's checks and the sandbox engine agree on it.
// ISO 8601 forms the sandbox engine's timers accept: durations (PT48H, P2D), date-times
// (2026-01-31T09:00:00Z) and repeating intervals (R3/PT10M, R/2026-01-31T09:00:00Z/P1D).

const NUMBER = '\\d+(?:[.,]\\d+)?'
const DURATION = new RegExp(
  `^P(?=\\d|T\\d)(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?` +
    `(?:T(?=\\d)(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
)
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/

export function isIsoDuration(text: string): boolean {
  return DURATION.test(text)
}

export function isIsoDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text)
  if (!match) return false
  const [
    ,
    year,
    month,
    day,
    hour = '0',
    minute = '0',
    second = '0',
    offsetHour = '0',
    offsetMinute = '0',
  ] = match
  const monthNumber = Number(month)
  if (monthNumber < 1 || monthNumber > 12) return false
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(Number(year), monthNumber, 0)).getUTCDate()
  const dayNumber = Number(day)
  return (
    dayNumber >= 1 &&
    dayNumber <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHour) <= 23 &&
    Number(offsetMinute) <= 59
  )
}

/** Rn/duration, Rn/start/duration or Rn/duration/end (n may be left out: repeat forever). */
export function isIsoRepeatingInterval(text: string): boolean {
  const parts = text.split('/')
  if (!/^R\d*$/.test(parts[0])) return false
  if (parts.length === 2) return isIsoDuration(parts[1])
  if (parts.length === 3) {
    return (
      (isIsoDateTime(parts[1]) && isIsoDuration(parts[2])) ||
      (isIsoDuration(parts[1]) && isIsoDateTime(parts[2]))
    )
  }
  return false
}
