import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ORIGIN_STAMP, PORTAL_DIR, consoleBuildIsStale, portalBuildIsStale } from './freshness'
import { run } from './run'

/** http://127.0.0.1:<port>: where a console server listens in scripts and tests. */
export function localOrigin(port: number | string): string {
  return `http://127.0.0.1:${port}`
}

/**
 * Builds the console for one origin: its asset base is absolute (VITE_PUBLIC_BASE), so a host
 * portal on another origin loads every chunk from the console's own server
 * (docs/integration.md#building-for-another-origin).
 */
export async function buildConsole(
  origin: string,
  { outDir = 'dist', extraArgs = [] as string[] } = {},
): Promise<number> {
  const { code } = await run('npx', ['vite', 'build', '--outDir', outDir, ...extraArgs], {
    VITE_PUBLIC_BASE: `${origin}/`,
  })
  if (code === 0) writeFileSync(join(outDir, ORIGIN_STAMP), `${origin}\n`)
  return code
}

export async function buildConsoleIfStale(origin: string, outDir = 'dist'): Promise<number> {
  if (!consoleBuildIsStale(origin, outDir)) return 0
  console.log(`[build] console for ${origin} (vite build) …`)
  return buildConsole(origin, { outDir })
}

export async function buildPortalIfStale(): Promise<number> {
  if (!portalBuildIsStale()) return 0
  console.log('[build] host portal (vite build) …')
  const { code } = await run('npx', ['vite', 'build', '--config', `${PORTAL_DIR}/vite.config.ts`])
  return code
}
