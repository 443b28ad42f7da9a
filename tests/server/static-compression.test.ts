import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/lib/build-plugins'
import { inlineScriptHashes } from '../../host-sandbox/api/src/lib/security-headers'
import { startSandbox, tempDir, type RunningSandbox } from './support/sandbox'

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET that keeps the body as sent (fetch would decompress it and hide the size). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

const INDEX_HTML = `<!doctype html><html><head><title>票务预约管理系统</title>
<script>window.__museum = ${JSON.stringify('x'.repeat(2000))}</script></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const value${i} = 'chunk ${i}'`).join(
  '\n',
)

describe('static console files: pre-compressed, cached by hash', () => {
  const tmp = tempDir()
  const staticDir = `${tmp.dir}/dist`
  let sandbox: RunningSandbox

  beforeAll(async () => {
    mkdirSync(`${staticDir}/assets`, { recursive: true })
    writeFileSync(`${staticDir}/index.html`, INDEX_HTML)
    writeFileSync(`${staticDir}/assets/index-abc123.js`, BUNDLE)
    // Too small to gain anything from compression: served plain whatever the browser accepts.
    writeFileSync(`${staticDir}/assets/tiny-def456.js`, 'x')
    await precompressDir(staticDir)
    sandbox = await startSandbox(`${tmp.dir}/sandbox.db`, { staticDir })
  })
  afterAll(async () => {
    await sandbox.stop()
    tmp.remove()
  })

  it('the build writes .br and .gz beside text files, only when they are smaller', () => {
    expect(existsSync(`${staticDir}/assets/index-abc123.js.br`)).toBe(true)
    expect(existsSync(`${staticDir}/assets/index-abc123.js.gz`)).toBe(true)
    expect(existsSync(`${staticDir}/index.html.br`)).toBe(true)
    expect(existsSync(`${staticDir}/assets/tiny-def456.js.br`)).toBe(false)
    expect(existsSync(`${staticDir}/assets/tiny-def456.js.gz`)).toBe(false)
  })

  it('sends brotli to a browser that accepts it, with long-lived caching for hashed files', async () => {
    const answer = await rawGet(`${sandbox.origin}/assets/index-abc123.js`, {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/javascript/)
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.body.length).toBeLessThan(BUNDLE.length / 4)
    expect(brotliDecompressSync(answer.body).toString()).toBe(BUNDLE)
  })

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await rawGet(`${sandbox.origin}/assets/index-abc123.js`, {
      'Accept-Encoding': 'gzip',
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE)

    const plain = await rawGet(`${sandbox.origin}/assets/index-abc123.js`, {
      'Accept-Encoding': 'identity',
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(plain.body.toString()).toBe(BUNDLE)

    const tiny = await rawGet(`${sandbox.origin}/assets/tiny-def456.js`, {
      'Accept-Encoding': 'br, gzip',
    })
    expect(tiny.status).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('x')
  })

  it('index.html, compressed too, is revalidated on every load and keeps its CSP', async () => {
    const [hash] = inlineScriptHashes(INDEX_HTML)
    for (const path of ['/index.html', '/index', '/system/dict']) {
      const answer = await rawGet(`${sandbox.origin}${path}`, {
        Accept: 'text/html',
        'Accept-Encoding': 'br, gzip',
      })
      expect(answer.status, path).toBe(200)
      expect(answer.headers['content-encoding'], path).toBe('br')
      expect(answer.headers['content-type'], path).toMatch(/text\/html/)
      expect(answer.headers['cache-control'], path).toBe('no-cache')
      expect(answer.headers.vary, path).toMatch(/accept-encoding/i)
      expect(answer.headers['content-security-policy'], path).toContain(hash)
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(INDEX_HTML)
    }
  })
})
