import { IDBFactory } from 'fake-indexeddb'
import { clearRememberedLogin, loadRememberedLogin, saveRememberedLogin } from '../remembered-login'

// jsdom has no IndexedDB: each test gets a fresh in-memory one (a fresh browser profile).
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The key as the browser keeps it, read straight from IndexedDB. */
function storedKey(): Promise<CryptoKey | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('museum-console-keys')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const get = open.result.transaction('keys').objectStore('keys').get('remembered-login')
      get.onerror = () => reject(get.error)
      get.onsuccess = () => {
        open.result.close()
        resolve(get.result as CryptoKey | undefined)
      }
    }
  })
}

/** A later page load: the module graph is built anew, only storage and IndexedDB carry over. */
async function reloadedModule() {
  vi.resetModules()
  return import('../remembered-login')
}

describe('remember me', () => {
  it('stores the password sealed, never as text, and reads it back after a reload', async () => {
    expect(await loadRememberedLogin()).toBeNull()
    await saveRememberedLogin({ username: 'admin', password: 'admin123 密码', rememberMe: true })
    expect(localStorage.getItem('USERNAME')).toBe('admin')
    expect(localStorage.getItem('REMEMBER_ME')).toBe('true')
    const stored = localStorage.getItem('PASSWORD')!
    const sealed = JSON.parse(stored) as { v: number; iv: string; ct: string }
    expect(sealed.v).toBe(2)
    for (const field of [stored, atob(sealed.ct), atob(sealed.iv)]) {
      expect(field).not.toContain('admin123')
      expect(field).not.toContain(btoa('admin123'))
    }

    const { loadRememberedLogin: loadAfterReload } = await reloadedModule()
    expect(await loadAfterReload()).toEqual({
      username: 'admin',
      password: 'admin123 密码',
      rememberMe: true,
    })
  })

  it('keeps the key non-extractable, so its bytes cannot leave the browser', async () => {
    await saveRememberedLogin({ username: 'admin', password: 'admin123', rememberMe: true })
    const key = await storedKey()
    expect(key?.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', key!)).rejects.toThrow()
  })

  it('a sealed value is worthless without the key (site data cleared, another profile)', async () => {
    await saveRememberedLogin({ username: 'admin', password: 'admin123', rememberMe: true })
    expect(localStorage.getItem('PASSWORD')).not.toBeNull()
    vi.stubGlobal('indexedDB', new IDBFactory())

    const { loadRememberedLogin: loadElsewhere } = await reloadedModule()
    expect(await loadElsewhere()).toEqual({ username: 'admin', password: '', rememberMe: true })
    expect(localStorage.getItem('PASSWORD')).toBeNull()
  })

  it('a sealed value does not open under another user name', async () => {
    await saveRememberedLogin({ username: 'admin', password: 'admin123', rememberMe: true })
    localStorage.setItem('USERNAME', 'keeper')
    expect(await loadRememberedLogin()).toEqual({
      username: 'keeper',
      password: '',
      rememberMe: true,
    })
  })

  it('drops an RSA-encrypted password of an earlier build instead of decrypting it', async () => {
    // What the RSA build stored: base64 of a 2048-bit PKCS#1 block.
    const rsaValue = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(256))))
    localStorage.setItem('USERNAME', 'admin')
    localStorage.setItem('PASSWORD', rsaValue)
    localStorage.setItem('REMEMBER_ME', 'true')
    expect(await loadRememberedLogin()).toEqual({
      username: 'admin',
      password: '',
      rememberMe: true,
    })
    expect(localStorage.getItem('PASSWORD')).toBeNull()
    expect(localStorage.getItem('USERNAME')).toBe('admin')
  })

  it.each([
    ['there is no IndexedDB', () => vi.stubGlobal('indexedDB', undefined)],
    [
      'IndexedDB refuses to open (private mode)',
      () =>
        vi.stubGlobal('indexedDB', {
          open: () => {
            throw new DOMException('A mutation operation was attempted', 'InvalidStateError')
          },
        }),
    ],
    [
      'WebCrypto is missing (plain http)',
      () => vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) }),
    ],
  ])('remembers the user name only when %s', async (_, breakStorage) => {
    breakStorage()
    await saveRememberedLogin({ username: 'admin', password: 'admin123', rememberMe: true })
    expect(localStorage.getItem('USERNAME')).toBe('admin')
    expect(localStorage.getItem('REMEMBER_ME')).toBe('true')
    expect(localStorage.getItem('PASSWORD')).toBeNull()
    expect(await loadRememberedLogin()).toEqual({
      username: 'admin',
      password: '',
      rememberMe: true,
    })
  })

  it('clears all three keys', async () => {
    await saveRememberedLogin({ username: 'admin', password: 'x', rememberMe: false })
    expect(await loadRememberedLogin()).toEqual({
      username: 'admin',
      password: 'x',
      rememberMe: false,
    })
    clearRememberedLogin()
    expect(localStorage.getItem('USERNAME')).toBeNull()
    expect(localStorage.getItem('PASSWORD')).toBeNull()
    expect(localStorage.getItem('REMEMBER_ME')).toBeNull()
    expect(await loadRememberedLogin()).toBeNull()
  })
})
