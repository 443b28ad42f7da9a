import { existsSync, readdirSync, statSync } from 'node:fs'
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

/** True when dist/ is missing or older than any source the console is built from. */
export function consoleBuildIsStale(): boolean {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map(
    newestMtime,
  )
  return built === 0 || Math.max(...sources) > built
}
