import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SHELL_CHUNK_NAMES } from './build-plugins'

interface ManifestChunk {
  file: string
  name?: string
  imports?: string[]
  isEntry?: boolean
}

/**
 * The modules a signed-in load of /index renders, besides the entry: the MUI shell, the
 * protected app, the menu route page, the admin-api attachment, the layout and the dashboard (see
 * src/app/routing/shell-chunks.ts and src/app/route-registry.ts). Their chunks and the chunks
 * those import statically are what the browser fetches.
 */
export const INDEX_ROUTE_MODULES = [
  'src/shared/ui/theme/mui-shell.tsx',
  'src/app/routing/protected-app.tsx',
  'src/app/routing/menu-route-page.tsx',
  'src/app/attach-admin-api.ts',
  'src/features/layout/components/console-layout.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
]

/** Budgets for a signed-in reload of /index (issue 12). */
export const INDEX_JS_REQUESTS_BUDGET = 30
export const SMALL_CHUNK_BYTES = 1000
export const SMALL_CHUNKS_BUDGET = 5

export interface IndexRouteFigures {
  /** JS files a signed-in /index load fetches, from the manifest (entry + the modules above). */
  jsFiles: string[]
  /** Those under 1 KB. */
  smallFiles: string[]
  /** Every JS chunk of the build under 1 KB. */
  smallChunksInBuild: number
  jsChunksInBuild: number
  /** The shell's grouped chunks (shell, shell-vendor) and the chunks they import, entry aside. */
  shellFiles: string[]
}

function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
}

/** Exact figures from Vite's manifest: they may gate CI. */
export function indexRouteFigures(
  distDir: string,
  modules: readonly string[] = INDEX_ROUTE_MODULES,
): IndexRouteFigures {
  const manifest = readManifest(distDir)
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key))
  // A module grouped into the shell's chunks (vite.config.ts) has no manifest entry of its own.
  const shellChunks = Object.entries(manifest)
    .filter(([, chunk]) => (SHELL_CHUNK_NAMES as readonly string[]).includes(chunk.name ?? ''))
    .map(([key]) => key)
  modules.forEach((module) => (manifest[module] ? visit(module) : shellChunks.forEach(visit)))
  const entryFiles = new Set<string>()
  for (const chunk of Object.values(manifest).filter((c) => c.isEntry)) {
    entryFiles.add(chunk.file)
    chunk.imports?.forEach((key) => entryFiles.add(manifest[key]?.file ?? key))
  }
  const shellFiles = new Set<string>()
  const visitShell = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || entryFiles.has(chunk.file) || shellFiles.has(chunk.file)) return
    shellFiles.add(chunk.file)
    chunk.imports?.forEach(visitShell)
  }
  shellChunks.forEach(visitShell)
  const size = (file: string) => statSync(join(distDir, file)).size
  const jsFiles = [...files].sort()
  const allJs = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js') && existsSync(join(distDir, file)),
  )
  return {
    jsFiles,
    smallFiles: jsFiles.filter((file) => size(file) < SMALL_CHUNK_BYTES),
    smallChunksInBuild: allJs.filter((file) => size(file) < SMALL_CHUNK_BYTES).length,
    jsChunksInBuild: allJs.length,
    shellFiles: [...shellFiles].sort(),
  }
}
