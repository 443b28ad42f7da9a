import { randomBytes, randomInt } from 'node:crypto'

/** An opaque, unguessable token: 32 random bytes as hex. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex')
}

/** A numeric code of `length` digits (SMS). */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('')
}
