import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
// N=16384, r=8, p=1: node's defaults, about 50 ms per hash on these machines.
const COST = 16384

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    )
  })
}

/** `scrypt$<N>$<salt hex>$<hash hex>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return `scrypt$${COST}$${salt.toString('hex')}$${key.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, saltHex, hashHex] = stored.split('$')
  if (scheme !== 'scrypt' || !cost || !saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), Number(cost))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
