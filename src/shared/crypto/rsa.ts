// Obfuscation, not protection: the remembered password is RSA-encrypted in localStorage only so that
// it is not stored as plain text. The private key ships in the bundle, so anyone who can read the
// storage can also decrypt it. Only the login page's remember-me code reaches this module, which
// keeps jsencrypt (about 19 KB gzip) out of chunks that never touch the remembered password.
import { JSEncrypt } from 'jsencrypt'
import { DEFAULT_RSA_PRIVATE_KEY, DEFAULT_RSA_PUBLIC_KEY } from './default-keys'

let encryptor: JSEncrypt | null = null
let decryptor: JSEncrypt | null = null

function getEncryptor(): JSEncrypt {
  if (!encryptor) {
    encryptor = new JSEncrypt()
    encryptor.setPublicKey(import.meta.env.VITE_RSA_PUBLIC_KEY || DEFAULT_RSA_PUBLIC_KEY)
  }
  return encryptor
}

function getDecryptor(): JSEncrypt {
  if (!decryptor) {
    decryptor = new JSEncrypt()
    decryptor.setPrivateKey(import.meta.env.VITE_RSA_PRIVATE_KEY || DEFAULT_RSA_PRIVATE_KEY)
  }
  return decryptor
}

/** PKCS#1 v1.5 with the public key; base64 output. Throws for text too long for the key (>245 bytes). */
export function rsaEncrypt(text: string): string {
  const encrypted = getEncryptor().encrypt(text)
  if (encrypted === false)
    throw new Error('RSA encryption failed: the text is too long for the key')
  return encrypted
}

/** Null when the text was not encrypted with the matching key (e.g. after a key change). */
export function rsaDecrypt(text: string): string | null {
  if (!text) return null
  const decrypted = getDecryptor().decrypt(text)
  return decrypted === false ? null : decrypted
}
