import { constants, createPrivateKey, createPublicKey, publicEncrypt } from 'node:crypto'
import { DEFAULT_RSA_PRIVATE_KEY, DEFAULT_RSA_PUBLIC_KEY } from '../default-keys'
import { rsaDecrypt, rsaEncrypt } from '../rsa'

it('round-trips text, including Chinese', () => {
  const encrypted = rsaEncrypt('admin123 密码')
  expect(encrypted).not.toContain('admin123')
  expect(rsaDecrypt(encrypted)).toBe('admin123 密码')
})

it('uses the bundled 2048-bit key pair: 256-byte ciphertext', () => {
  const publicKey = createPublicKey(DEFAULT_RSA_PUBLIC_KEY)
  expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048)
  // The private key belongs to the public one.
  expect(
    createPublicKey(createPrivateKey(DEFAULT_RSA_PRIVATE_KEY)).export({ format: 'jwk' }),
  ).toEqual(publicKey.export({ format: 'jwk' }))
  expect(Buffer.from(rsaEncrypt('secret'), 'base64')).toHaveLength(256)
})

it('decrypts what another PKCS#1 v1.5 implementation encrypted with the public key', () => {
  const encrypted = publicEncrypt(
    { key: DEFAULT_RSA_PUBLIC_KEY, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from('from node'),
  ).toString('base64')
  expect(rsaDecrypt(encrypted)).toBe('from node')
})

it('gives null for text it cannot decrypt', () => {
  expect(rsaDecrypt('')).toBeNull()
  expect(rsaDecrypt('bm90IGVuY3J5cHRlZA==')).toBeNull()
})
