// AES-GCM sealing of a short secret with the browser-held device key (device-key-store.ts). The
// sealed form is versioned JSON so that a value written in any other format (the RSA-encrypted
// passwords of earlier builds) is recognised and dropped, never guessed at.
import { obtainDeviceKey, readDeviceKey } from './device-key-store'

export const SEALED_VERSION = 2

interface SealedText {
  v: typeof SEALED_VERSION
  iv: string
  ct: string
}

const IV_BYTES = 12

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function parseSealed(text: string): SealedText | null {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return null
    const { v, iv, ct } = value as Record<string, unknown>
    if (v !== SEALED_VERSION || typeof iv !== 'string' || typeof ct !== 'string') return null
    return { v, iv, ct }
  } catch {
    return null
  }
}

/**
 * Seals `text` for this browser profile; `context` (e.g. the user name) is bound in as associated
 * data, so a sealed value only opens next to the context it was sealed with. Null when the browser
 * has no WebCrypto or cannot keep the key.
 */
export async function sealText(text: string, context: string): Promise<string | null> {
  const key = await obtainDeviceKey()
  if (!key) return null
  try {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
    const encoder = new TextEncoder()
    const ciphertext = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
      key,
      encoder.encode(text),
    )
    const sealed: SealedText = {
      v: SEALED_VERSION,
      iv: toBase64(iv),
      ct: toBase64(new Uint8Array(ciphertext)),
    }
    return JSON.stringify(sealed)
  } catch {
    return null
  }
}

/**
 * The text `sealText` sealed, or null when it does not open: another format (an old RSA value), a
 * lost key (site data cleared), a different context, or tampering.
 */
export async function openSealedText(sealedText: string, context: string): Promise<string | null> {
  const sealed = parseSealed(sealedText)
  if (!sealed) return null
  const key = await readDeviceKey()
  if (!key) return null
  try {
    const plaintext = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64(sealed.iv),
        additionalData: new TextEncoder().encode(context),
      },
      key,
      fromBase64(sealed.ct),
    )
    return new TextDecoder().decode(plaintext)
  } catch {
    return null
  }
}
