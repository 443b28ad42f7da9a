import { randomBytes } from 'node:crypto'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function stamp(now: number): string {
  const d = new Date(now)
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
}

/**
 * A submit's (or refund's) number: readable time first, then 64 random bits. The mock pay page
 * is opened and confirmed by this number alone, so it must not be guessable from another one.
 */
export function newPayNo(prefix: 'P' | 'R', now: number): string {
  return `${prefix}${stamp(now)}${randomBytes(8).toString('hex')}`
}
