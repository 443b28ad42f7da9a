// Runs in the password hashing pool's worker threads (see password-hasher.ts). Plain JavaScript
// so that node, tsx and vitest all load it without a TypeScript loader in the worker.
// scryptSync on purpose: the async scrypt would queue on libuv's 4-thread pool, which this
// process shares with fs and dns, and that is exactly what this pool exists to keep free.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
// Cost of new hashes; stored hashes carry their own (scrypt$N$salt$hash) and keep working.
const COST = 16384

function derive(password, salt, cost) {
  // maxmem: N=16384, r=8 needs 16 MiB, right at node's default limit of 32 MiB for larger N.
  return scryptSync(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 * 2 })
}

function hash(password) {
  const salt = randomBytes(16)
  const key = derive(password, salt, COST)
  return `scrypt$${COST}$${salt.toString('hex')}$${key.toString('hex')}`
}

function verify(password, stored) {
  const [scheme, cost, saltHex, hashHex] = String(stored).split('$')
  const n = Number(cost)
  // Only powers of two up to 2^20 are valid scrypt costs; anything else is not our hash.
  if (scheme !== 'scrypt' || !Number.isInteger(n) || n < 2 || n > 1 << 20 || (n & (n - 1)) !== 0)
    return false
  if (!saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = derive(password, Buffer.from(saltHex, 'hex'), n)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** @param {{op: 'hash', password: string} | {op: 'verify', password: string, stored: string}} task */
export default function run(task) {
  return task.op === 'hash' ? hash(task.password) : verify(task.password, task.stored)
}
