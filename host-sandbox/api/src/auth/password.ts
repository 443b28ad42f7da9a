import { randomBytes, scrypt } from 'node:crypto'

const KEY_LENGTH = 64
// N=16384, r=8, p=1: node's defaults, about 50-120 ms per hash on these machines.
const COST = 16384

/**
 * `scrypt$<N>$<salt hex>$<hash hex>`, for seeding a database before the server runs. Requests
 * hash and verify through ctx.passwords (password-hasher.ts), off libuv's shared thread pool.
 */
export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: COST, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(`scrypt$${COST}$${salt.toString('hex')}$${key.toString('hex')}`),
    )
  })
}
