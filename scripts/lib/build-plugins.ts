import { readdirSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * The modules a signed-in page of the layout renders before its own page (see
 * src/app/routing/shell-chunks.ts), plus the dashboard that /index shows.
 */
export const SHELL_ROOT_MODULES = [
  'src/shared/ui/theme/mui-shell.tsx',
  'src/app/routing/protected-app.tsx',
  'src/app/routing/menu-route-page.tsx',
  'src/app/attach-admin-api.ts',
  'src/features/layout/components/console-layout.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
]

/**
 * What a signed-out visitor loads: the entry and the login page. (The SSO and social sign-in
 * pages lead to the shell anyway; they may load its chunks.)
 */
export const SIGNED_OUT_MODULES = ['src/main.tsx', 'src/features/auth/pages/login-page.tsx']

export const SHELL_CHUNK_NAMES = ['shell-vendor', 'shell'] as const

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null
}

function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    const info = graph.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    stack.push(...info.importedIds)
  }
  return seen
}

/**
 * Chunk names for the code-splitting groups: every module the signed-in shell imports statically
 * (and a signed-out page does not) goes into one of two chunks, `shell-vendor` (node_modules) and
 * `shell` (our code), instead of ~70 small chunks fetched in several waves. Modules the entry or a
 * signed-out page needs stay where they were, so the login page loads nothing more; lazy screens
 * (bpmn-js, the list screens) stay lazy: only static imports are followed.
 */
export function shellChunkNamer(root: string) {
  let cached: { shell: Set<string>; signedOut: Set<string> } | null = null
  let graphSeen: ModuleGraph | null = null
  return (id: string, graph: ModuleGraph): string | null => {
    if (!cached || graphSeen !== graph) {
      const abs = (path: string) => resolve(root, path)
      cached = {
        shell: staticClosure(graph, SHELL_ROOT_MODULES.map(abs)),
        signedOut: staticClosure(graph, SIGNED_OUT_MODULES.map(abs)),
      }
      graphSeen = graph
    }
    if (!cached.shell.has(id) || cached.signedOut.has(id)) return null
    return /[\\/]node_modules[\\/]/.test(id) ? 'shell-vendor' : 'shell'
  }
}

/**
 * Fetches the shell's chunks while the entry downloads, on a signed-in load only (a token is
 * stored, not a signed-out page, not inside a host portal): the login page loads nothing more.
 */
export function shellPreload(): Plugin {
  let base = '/'
  return {
    name: 'museum-shell-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.isEntry)
        // index.html already preloads the entry and its static imports.
        const skip = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        const files = new Set<string>()
        const visit = (fileName: string) => {
          if (skip.has(fileName) || files.has(fileName)) return
          files.add(fileName)
          byFile.get(fileName)?.imports.forEach(visit)
        }
        chunks
          .filter((chunk) => (SHELL_CHUNK_NAMES as readonly string[]).includes(chunk.name))
          .forEach((chunk) => visit(chunk.fileName))
        if (!files.size) return undefined
        const script = `(function () {
  var token = null
  try { token = window.localStorage.getItem('ACCESS_TOKEN') } catch (error) { token = null }
  var signedOut = /\\/(login|sso|social-login|oauthLogin\\/gitee|bind|register|auth-redirect|404|401)\\/?$/
  if (!token || window.__POWERED_BY_QIANKUN__ || signedOut.test(window.location.pathname)) return
  ${JSON.stringify([...files].map((file) => `${base}${file}`))}.forEach(function (href) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  })
})()`
        // Early in <head>, before any stylesheet (a script after one waits for it to load), and
        // after <meta charset> (which must come within the first 1024 bytes).
        const tag = `<script>${script}</script>`
        const charset = /<meta\s+charset=[^>]*>/i
        return charset.test(html)
          ? html.replace(charset, (meta) => `${meta}\n    ${tag}`)
          : html.replace(/<head>/i, `<head>\n    ${tag}`)
      },
    },
  }
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|md|ico|wasm)$/i
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, when that is
 * smaller: the sandbox sends them as they are (Content-Encoding from Accept-Encoding).
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file))
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ])
      if (br.length < content.length) {
        await writeFile(`${file}.br`, br)
        written += 1
      }
      if (gz.length < content.length) {
        await writeFile(`${file}.gz`, gz)
        written += 1
      }
    }),
  )
  return written
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'museum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
