import { randomBytes } from 'node:crypto'

/** An opaque, unguessable token: 32 random bytes as hex. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex')
}
