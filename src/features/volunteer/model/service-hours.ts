import { serviceTenths, tenthsToHours } from '@/shared/wire/museum-volunteer-service'

/** "2.5 小时": how hours read on every volunteer screen. */
export const hoursText = (hours: number): string => `${hours} 小时`

/**
 * The hours the server will compute for these times (to 0.1 h), or null while the times are
 * incomplete or the end is not after the start. Shown in the form before saving.
 */
export function previewHours(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
) {
  const tenths = serviceTenths(startTime ?? '', endTime ?? '')
  return tenths === null ? null : tenthsToHours(tenths)
}
