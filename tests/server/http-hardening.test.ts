import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toCsv } from '../../host-sandbox/api/src/lib/csv'
import { parseInput } from '../../host-sandbox/api/src/lib/validation'
import { loginAdmin } from './support/http'
import { startSandbox, tempDir, type RunningSandbox } from './support/sandbox'

const PORTAL = 'http://127.0.0.1:48081'
const INLINE = 'window.__qiankun_boot = 1'
const INDEX = `<!doctype html><title>票务预约管理系统</title><script>${INLINE}</script><script type="module" src="/assets/app.js"></script>`

/** Sends `head` as the raw request head and returns the whole raw answer. */
function rawHttp(sandbox: RunningSandbox, head: string): Promise<string> {
  const { port } = new URL(sandbox.origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('HTTP hardening: Chinese envelopes for every error, security headers', () => {
  const tmp = tempDir()
  let sandbox: RunningSandbox
  let token: string

  beforeAll(async () => {
    const staticDir = `${tmp.dir}/dist`
    mkdirSync(`${staticDir}/assets`, { recursive: true })
    writeFileSync(`${staticDir}/index.html`, INDEX)
    writeFileSync(`${staticDir}/assets/app.js`, 'console.log("app")')
    sandbox = await startSandbox(`${tmp.dir}/sandbox.db`, { staticDir, corsOrigins: [PORTAL] })
    token = await loginAdmin(sandbox)
  })
  afterAll(async () => {
    await sandbox.stop()
    tmp.remove()
  })

  const post = async (path: string, body: BodyInit, contentType: string) => {
    const response = await fetch(`${sandbox.apiUrl}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body,
    })
    return { status: response.status, json: (await response.json()) as unknown }
  }

  it('answers a body over 1 MB with a Chinese envelope (HTTP 200, like every API failure)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) })
    expect(await post('/system/dict-type/create', big, 'application/json')).toEqual({
      status: 200,
      json: { code: 400, data: null, msg: '请求参数不正确:请求体过大，不能超过 1 MB' },
    })
  })

  it('refuses content types it does not read, plain text included (415)', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      expect(await post('/system/dict-type/create', '{"name":"x"}', type)).toEqual({
        status: 200,
        json: {
          code: 400,
          data: null,
          msg: `请求参数不正确:不支持的请求类型 ${type}，请使用 application/json`,
        },
      })
    }
  })

  it('answers JSON arrays, bare strings and malformed JSON in Chinese', async () => {
    for (const body of ['[1,2]', '"abc"', '42']) {
      expect(await post('/system/dict-type/create', body, 'application/json'), body).toEqual({
        status: 200,
        json: { code: 400, data: null, msg: '请求参数不正确:请求参数格式不正确，应为 JSON 对象' },
      })
    }
    expect((await post('/system/dict-type/create', '{"name":', 'application/json')).json).toEqual({
      code: 400,
      data: null,
      msg: '请求参数不正确:请求体不是合法的 JSON',
    })
  })

  it('names the field in Chinese where a schema has no message of its own', () => {
    const schema = z.object({ user: z.object({ age: z.number() }) })
    expect(() => parseInput(schema, { user: {} })).toThrow('请求参数不正确:字段 user.age 不能为空')
    expect(() => parseInput(schema, { user: { age: 'x' } })).toThrow(
      '请求参数不正确:字段 user.age 格式不正确',
    )
  })

  it('answers oversize request headers (refused by Node before routing) with a Chinese envelope', async () => {
    const answer = await rawHttp(
      sandbox,
      `GET /prod-api/admin-api/system/dict-type/page HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true)
    expect(answer).toMatch(/content-type: application\/json; charset=utf-8/i)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 431,
      data: null,
      msg: '请求头过大，不能超过 16 KB',
    })
  })

  it('answers unknown API paths with a Chinese 404 envelope', async () => {
    const response = await fetch(`${sandbox.apiUrl}/no/such/thing`)
    expect(await response.json()).toEqual({
      code: 404,
      data: null,
      msg: '请求地址不存在:/prod-api/admin-api/no/such/thing',
    })
  })

  it('API answers: no-store, nosniff, no referrer, a CSP that loads nothing', async () => {
    const response = await fetch(`${sandbox.apiUrl}/system/dict-type/page`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('console pages: a CSP allowing its own scripts (inline ones by hash) and the portal as framer', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64')
    for (const url of [`${sandbox.origin}/`, `${sandbox.origin}/system/dict`]) {
      const response = await fetch(url, { headers: { Accept: 'text/html' } })
      expect(response.status, url).toBe(200)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(csp, url).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp, url).toContain("img-src 'self' data: blob:")
      expect(csp, url).toContain(`connect-src 'self' ${PORTAL}`)
      expect(csp, url).toContain(`frame-ancestors 'self' ${PORTAL}`)
      expect(csp, url).toContain("object-src 'none'")
      expect(csp, url).not.toContain('unsafe-eval')
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer')
    }
    const asset = await fetch(`${sandbox.origin}/assets/app.js`)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    // A host portal on another origin loads the console's scripts and images.
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })
})

describe('CSV exports', () => {
  it('neutralises cells a spreadsheet would run as formulas (OWASP CSV injection)', () => {
    const csv = toCsv(
      ['值'],
      [['=1+2'], ['+1'], ['-2+3'], ['@SUM(A1)'], ['\tx'], ['\rx'], [-5], ['a-b']],
    )
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines.slice(1, 9)).toEqual([
      "'=1+2",
      "'+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
      '-5',
      'a-b',
    ])
  })
})
