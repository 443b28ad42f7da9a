import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, rawCall, STAFF } from './support/http'

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const HTML = '<!doctype html><script>fetch("/steal?t=" + localStorage.getItem("token"))</script>'
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'

interface Answer {
  code: number
  data: string | null
  msg: string
}

describe('uploads: who may upload, what type is stored, how files are served', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const send = async (path: string, field: string, blob: Blob, name: string, token: string) => {
    const form = new FormData()
    form.append(field, blob, name)
    const response = await rawCall(sandbox.apiUrl, path, { method: 'POST', token, body: form })
    expect(response.status).toBe(200)
    return (await response.json()) as Answer
  }
  const upload = (blob: Blob, name: string, token = admin.token) =>
    send('/infra/file/upload', 'file', blob, name, token)
  const uploadAvatar = (blob: Blob, name: string, token = admin.token) =>
    send('/system/user/profile/update-avatar', 'avatarFile', blob, name, token)
  const fileCount = () => {
    const db = new BetterSqlite3(sandbox.dbPath, { readonly: true })
    try {
      return (db.prepare('SELECT COUNT(*) AS n FROM infra_file').get() as { n: number }).n
    } finally {
      db.close()
    }
  }

  it('refuses uploads to users without infra:file:upload (staff: 403)', async () => {
    const before = fileCount()
    expect(await upload(new Blob([PNG]), 'a.png', staff.token)).toEqual(FORBIDDEN)
    expect(fileCount()).toBe(before)
  })

  it('serves a real PNG inline as image/png, sandboxed and not sniffable', async () => {
    const result = await upload(new Blob([PNG], { type: 'application/pdf' }), 'photo.pdf')
    expect(result.code).toBe(0)
    expect(result.data).toMatch(/\.png$/)
    const file = await fetch(result.data as string)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toBe('inline')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG)
  })

  it.each([
    ['HTML declared as a PNG', HTML, 'image/png', 'x.png'],
    ['HTML', HTML, 'text/html', 'x.html'],
    ['SVG', SVG, 'image/svg+xml', 'x.svg'],
  ])('stores %s as plain text and serves it as a download', async (_, text, type, name) => {
    const result = await upload(new Blob([text], { type }), name)
    expect(result.code).toBe(0)
    expect(result.data).toMatch(/\.txt$/)
    const file = await fetch(result.data as string)
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${name}`)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
  })

  it('refuses a file over 10 MB with a Chinese message and keeps nothing of it', async () => {
    const before = fileCount()
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x61)
    expect(await upload(new Blob([big]), 'big.txt')).toEqual({
      code: 400,
      data: null,
      msg: '文件大小不能超过 10 MB',
    })
    expect(fileCount()).toBe(before)
    // Exactly the limit still fits.
    expect((await upload(new Blob([big.subarray(1)]), 'limit.txt')).code).toBe(0)
  })

  it('takes only real raster images as avatars, whatever the declared type', async () => {
    for (const [content, type, name] of [
      [SVG, 'image/svg+xml', 'me.svg'],
      [HTML, 'image/png', 'me.png'],
      ['%PDF-1.4 a document, not an image', 'image/jpeg', 'me.jpg'],
    ]) {
      expect(await uploadAvatar(new Blob([content], { type }), name), name).toEqual({
        code: 400,
        data: null,
        msg: '请求参数不正确:头像必须是图片文件',
      })
    }
    const ok = await uploadAvatar(new Blob([PNG], { type: 'application/octet-stream' }), 'me')
    expect(ok.code).toBe(0)
    expect(ok.data).toMatch(/\.png$/)
  })

  it('refuses an avatar over 2 MB with a Chinese message and keeps nothing of it', async () => {
    const before = fileCount()
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 0)])
    expect(await uploadAvatar(new Blob([big], { type: 'image/png' }), 'big.png')).toEqual({
      code: 400,
      data: null,
      msg: '头像文件大小不能超过 2 MB',
    })
    expect(fileCount()).toBe(before)
  })
})
