import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { kb } from './login-bytes'

/** The dashboard's trend chart: a React.lazy module with @mui/x-charts behind it. */
export const TREND_CHART_MODULE = 'src/features/dashboard/components/trend-chart.tsx'
/** What the chart may add to a signed-in /index, gzip (it arrives after the figures). */
export const TREND_CHART_BUDGET_GZIP = 100 * 1000

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * Exact figures: the chart's chunk is not among /index's own files, and the JS it adds beyond
 * them (its chunk and the static imports /index does not already load) stays within budget.
 */
export function trendChartCheck(
  distDir: string,
  indexFiles: readonly string[],
): { ok: boolean; line: string; gzip: number } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const chart = manifest[TREND_CHART_MODULE]
  if (!chart)
    return { ok: false, line: `trend chart: ${TREND_CHART_MODULE} not in the build`, gzip: 0 }
  const loaded = new Set(indexFiles)
  const added = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    if (chunk.file.endsWith('.js') && !loaded.has(chunk.file)) added.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(TREND_CHART_MODULE)
  const gzip = [...added].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    0,
  )
  const lazy = !loaded.has(chart.file)
  const ok = lazy && gzip <= TREND_CHART_BUDGET_GZIP
  return {
    ok,
    gzip,
    line: `dashboard trend chart beyond /index: ${kb(gzip)} gzip in ${added.size} files (budget ${kb(TREND_CHART_BUDGET_GZIP)})${lazy ? '' : ' - NOT lazy: /index loads it'}`,
  }
}
