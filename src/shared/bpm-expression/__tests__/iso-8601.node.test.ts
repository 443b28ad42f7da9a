import { describe, expect, it } from 'vitest'
import { isIsoDateTime, isIsoDuration, isIsoRepeatingInterval } from '..'

describe('ISO 8601 timer values', () => {
  it.each(['PT48H', 'P2D', 'PT10M', 'PT30S', 'P1W', 'P1Y2M3DT4H5M6S', 'PT0.5S', 'P1DT12H'])(
    'duration %s is valid',
    (text) => expect(isIsoDuration(text)).toBe(true),
  )

  it.each(['', 'P', 'PT', 'P1DT', '48H', 'PT48', 'pt48h', 'PT-1H', 'P1H', '2 days', 'PT48H '])(
    'duration %j is not',
    (text) => expect(isIsoDuration(text)).toBe(false),
  )

  it.each([
    '2026-01-31',
    '2026-01-31T09:00',
    '2026-01-31T09:00:00',
    '2026-01-31T09:00:00.250Z',
    '2026-01-31T09:00:00+08:00',
    '2028-02-29T00:00:00Z',
  ])('date-time %s is valid', (text) => expect(isIsoDateTime(text)).toBe(true))

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-04-31T00:00:00Z',
    '2026-01-31T24:00:00Z',
    '2026-01-31T09:60',
    '2026/01/31',
    '31-01-2026',
    'tomorrow',
  ])('date-time %s is not', (text) => expect(isIsoDateTime(text)).toBe(false))

  it.each(['R3/PT10M', 'R/P1D', 'R2/2026-01-31T09:00:00Z/PT1H', 'R/PT1H/2026-12-31T00:00:00Z'])(
    'repeating interval %s is valid',
    (text) => expect(isIsoRepeatingInterval(text)).toBe(true),
  )

  it.each(['PT10M', 'R3', 'R3/', 'Rx/PT1M', 'R3/PT1M/PT1M', '0 0/5 * * * ?'])(
    'repeating interval %j is not',
    (text) => expect(isIsoRepeatingInterval(text)).toBe(false),
  )
})
