/**
 * Wall-clock time in a named IANA zone through Intl only, so the browser and the server agree
 * whatever zone their process runs in.
 */

export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type in wall) wall[part.type as keyof WallClock] = Number(part.value)
  }
  return wall
}

/** The wall clock read as if it were UTC: the arithmetic base for offsets. */
export function wallAsUtc(wall: WallClock): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
}

function offsetAt(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000
  return wallAsUtc(wallClockAt(whole, timeZone)) - whole
}

const HALF_DAY_MS = 12 * 3600 * 1000

/**
 * The instant a wall-clock time names. Of two instants (the hour repeated when clocks go back) the
 * earlier wins; a time skipped when clocks go forward is read with the offset before the jump, so
 * it lands just after the gap, as a lenient calendar would.
 */
export function epochOfWallClock(wall: WallClock, timeZone: string): number {
  const local = wallAsUtc(wall)
  const earlyOffset = offsetAt(local - HALF_DAY_MS, timeZone)
  const lateOffset = offsetAt(local + HALF_DAY_MS, timeZone)
  const candidates = [local - earlyOffset, local - lateOffset]
    .filter((epoch) => offsetAt(epoch, timeZone) === local - epoch)
    .sort((a, b) => a - b)
  return candidates[0] ?? local - earlyOffset
}
