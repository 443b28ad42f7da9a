import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  )
}

function isOlderThan(builtFile: string, sources: string[]): boolean {
  const built = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0
  return built === 0 || Math.max(...sources.map(newestMtime)) > built
}

/** Which origin a console build in `outDir` was made for (its absolute asset base). */
export const ORIGIN_STAMP = '.console-origin'

export function builtConsoleOrigin(outDir = 'dist'): string | null {
  const stamp = join(outDir, ORIGIN_STAMP)
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null
}

/**
 * True when `outDir` is missing, older than any source of the console, or made for another
 * origin (the asset base is absolute, so a build serves one origin).
 */
export function consoleBuildIsStale(origin: string, outDir = 'dist'): boolean {
  if (builtConsoleOrigin(outDir) !== origin) return true
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']
  return isOlderThan(join(outDir, 'index.html'), sources)
}

export const PORTAL_DIR = 'host-sandbox/portal'
export const PORTAL_DIST = `${PORTAL_DIR}/dist`

/** True when the host portal's build is missing or older than its sources. */
export function portalBuildIsStale(): boolean {
  return isOlderThan(join(PORTAL_DIST, 'index.html'), [
    `${PORTAL_DIR}/src`,
    `${PORTAL_DIR}/index.html`,
    `${PORTAL_DIR}/vite.config.ts`,
    'src/shared/host',
    'package-lock.json',
  ])
}
