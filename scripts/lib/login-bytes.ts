import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

export interface ByteFigures {
  files: string[]
  jsRaw: number
  jsGzip: number
  cssRaw: number
  cssGzip: number
}

/** The page module the login route renders; its chunk and static imports load with /login. */
export const LOGIN_PAGE_MODULE = 'src/features/auth/pages/login-page.tsx'
export const LOGIN_JS_BUDGET_GZIP = 150 * 1000

/**
 * Bytes a route loads, from Vite's manifest: the entry with its static imports, plus the page's
 * lazy chunk with its static imports, and the stylesheet. Exact, so it can gate CI.
 */
export function routeBytes(distDir: string, pageModules: string[]): ByteFigures {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const seen = new Set<string>()
  const files = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no entry for ${key}`)
    files.add(chunk.file)
    chunk.css?.forEach((css) => files.add(css))
    chunk.imports?.forEach(visit)
  }
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key))
  pageModules.forEach(visit)
  // The build's one stylesheet (cssCodeSplit off, see vite.config.ts): index.html links it.
  if (manifest['style.css']) files.add(manifest['style.css'].file)
  const figures: ByteFigures = {
    files: [...files].sort(),
    jsRaw: 0,
    jsGzip: 0,
    cssRaw: 0,
    cssGzip: 0,
  }
  for (const file of figures.files) {
    const content = readFileSync(join(distDir, file))
    const gzip = gzipSync(content, { level: 9 }).length
    if (file.endsWith('.js')) {
      figures.jsRaw += content.length
      figures.jsGzip += gzip
    } else if (file.endsWith('.css')) {
      figures.cssRaw += content.length
      figures.cssGzip += gzip
    }
  }
  return figures
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`
}
