// The browser-held key that seals the remembered password. It is generated with extractable=false
// and kept as a CryptoKey object in IndexedDB (CryptoKey is structured-cloneable), so neither
// script on the page nor anyone reading the profile's storage files can get its bytes: the stored
// ciphertext is only useful to this origin's WebCrypto. See docs/security.md.

const DB_NAME = 'museum-console-keys'
const STORE = 'keys'
const KEY_ID = 'remembered-login'

const AES_GCM: AesKeyGenParams = { name: 'AES-GCM', length: 256 }

/** WebCrypto is missing outside secure contexts (plain http on a non-localhost host). */
function subtleCrypto(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null
}

/** Private modes and some embedded browsers have no IndexedDB, or one that refuses to open. */
function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined' || !indexedDB) {
      reject(new Error('IndexedDB is not available'))
      return
    }
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'))
  })
}

function isAesKey(value: unknown): value is CryptoKey {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as CryptoKey).type === 'secret' &&
    (value as CryptoKey).algorithm?.name === AES_GCM.name
  )
}

/**
 * Runs one transaction over the key store and resolves with what `body` decided once it has
 * committed (a key that was put is only returned when it is really stored).
 */
async function withStore<T>(
  mode: IDBTransactionMode,
  body: (store: IDBObjectStore, done: (value: T) => void) => void,
): Promise<T> {
  const db = await openDatabase()
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      let result: { value: T } | null = null
      transaction.oncomplete = () =>
        result ? resolve(result.value) : reject(new Error('key store gave no answer'))
      transaction.onerror = () => reject(transaction.error ?? new Error('key store failed'))
      transaction.onabort = () => reject(transaction.error ?? new Error('key store aborted'))
      body(transaction.objectStore(STORE), (value) => {
        result = { value }
      })
    })
  } finally {
    db.close()
  }
}

/** The stored key, or null when there is none or the browser cannot keep one. */
export async function readDeviceKey(): Promise<CryptoKey | null> {
  if (!subtleCrypto()) return null
  try {
    return await withStore<CryptoKey | null>('readonly', (store, done) => {
      const request = store.get(KEY_ID)
      request.onsuccess = () => done(isAesKey(request.result) ? request.result : null)
    })
  } catch {
    return null
  }
}

/**
 * The stored key, created on first use. Null when the browser cannot generate or keep one: the
 * caller then remembers nothing secret.
 */
export async function obtainDeviceKey(): Promise<CryptoKey | null> {
  const subtle = subtleCrypto()
  if (!subtle) return null
  try {
    // Generated before the transaction: an IndexedDB transaction commits as soon as it waits on
    // anything but its own requests. Read-or-put in one transaction keeps two tabs that remember
    // at the same moment from each storing a different key.
    const fresh = await subtle.generateKey(AES_GCM, false, ['encrypt', 'decrypt'])
    return await withStore<CryptoKey>('readwrite', (store, done) => {
      const request = store.get(KEY_ID)
      request.onsuccess = () => {
        if (isAesKey(request.result)) {
          done(request.result)
          return
        }
        store.put(fresh, KEY_ID).onsuccess = () => done(fresh)
      }
    })
  } catch {
    return null
  }
}
