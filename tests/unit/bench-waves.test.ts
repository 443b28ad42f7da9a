/**
 * The bench's "serial waves" of a page load (scripts/lib/reload-bench.ts, method in
 * docs/testing.md#bench-npm-run-bench): overlapping requests are one wave, a request that starts
 * after another has finished is the next one.
 */
import { describe, expect, it } from 'vitest'
import { serialWaves } from '../../scripts/lib/reload-bench'

const request = (start: number, end: number) => ({ start, end })

describe('serial waves of a page load', () => {
  it('counts many chunks fetched side by side as one wave', () => {
    const chunks = Array.from({ length: 37 }, (_, i) => request(40 + i, 200 + i))
    expect(serialWaves([request(0, 20), ...chunks])).toBe(2)
  })

  it('counts calls made one after the other once each, and parallel calls once', () => {
    const document = request(0, 20)
    const entry = request(30, 90)
    const serial = [request(100, 150), request(160, 210), request(220, 260)]
    expect(serialWaves([document, entry, ...serial])).toBe(5)
    const parallel = [request(100, 150), request(101, 160), request(102, 155)]
    expect(serialWaves([document, entry, ...parallel])).toBe(3)
  })

  it('follows the longest chain, whatever order the requests were recorded in', () => {
    const recorded = [request(300, 320), request(0, 10), request(50, 200), request(20, 40)]
    expect(serialWaves(recorded)).toBe(4)
    expect(serialWaves([])).toBe(0)
  })
})
