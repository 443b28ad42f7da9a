import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
}

export interface ScreenChunk {
  pageKey: string
  module: string
  raw: number
  gzip: number
}

/**
 * Each screen's own chunk (the page module's file in the build), for every page of the route
 * registry. Shared chunks (MUI, the list kit) are not counted here: they load once for all screens.
 */
export function screenChunks(
  distDir: string,
  registryFile = 'src/app/route-registry.ts',
): ScreenChunk[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const registry = readFileSync(registryFile, 'utf8')
  const entries = [...registry.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g)]
  return entries.map(([, pageKey, path]) => {
    const module = `src/${path}.tsx`
    const chunk = manifest[module]
    if (!chunk) throw new Error(`manifest has no entry for ${module}`)
    const content = readFileSync(join(distDir, chunk.file))
    return { pageKey, module, raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
  })
}
