import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  INDEX_JS_REQUESTS_BUDGET,
  indexRouteFigures,
  SMALL_CHUNK_BYTES,
  SMALL_CHUNKS_BUDGET,
} from './lib/index-route'
import { kb, LOGIN_JS_BUDGET_GZIP, LOGIN_PAGE_MODULE, routeBytes } from './lib/login-bytes'
import {
  ADVANCED_TAB_BUDGET_GZIP,
  ADVANCED_TAB_MODULE,
  DESIGNER_CANVAS_MODULE,
  DESIGNER_JS_BUDGET_GZIP,
  DESIGNER_PAGE_MODULE,
} from './lib/designer-bench'
import { lazyChunkCheck, PROCESS_VIEWER_CHUNK, RICH_TEXT_EDITOR_CHUNK } from './lib/viewer-chunk'
import { trendChartCheck } from './lib/dashboard-chart'

/**
 * CI gate on exact figures of the build in dist/ (times never gate):
 * - the login page's JS stays within its gzip budget;
 * - a signed-in load of /index needs at most 30 JS files, at most 5 of them under 1 KB;
 * - index.html modulepreloads the shell's chunks (on a signed-in load, see vite.config.ts);
 * - the process viewer (bpmn-js) and the rich-text editor (tiptap) are lazy chunks neither of those loads;
 * - the dashboard's trend chart is a lazy chunk within its own gzip budget.
 */
const DIST = process.argv[2] ?? 'dist'
const results: { ok: boolean; line: string }[] = []
const check = (ok: boolean, line: string) => results.push({ ok, line })

const login = routeBytes(DIST, [LOGIN_PAGE_MODULE])
check(
  login.jsGzip <= LOGIN_JS_BUDGET_GZIP,
  `login page JS: ${kb(login.jsRaw)} raw, ${kb(login.jsGzip)} gzip (budget ${kb(LOGIN_JS_BUDGET_GZIP)})`,
)

const index = indexRouteFigures(DIST)
check(
  index.jsFiles.length <= INDEX_JS_REQUESTS_BUDGET,
  `signed-in /index: ${index.jsFiles.length} JS files (budget ${INDEX_JS_REQUESTS_BUDGET})`,
)
check(
  index.smallFiles.length <= SMALL_CHUNKS_BUDGET,
  `signed-in /index: ${index.smallFiles.length} JS files under ${kb(SMALL_CHUNK_BYTES)} (budget ${SMALL_CHUNKS_BUDGET})${index.smallFiles.length ? `: ${index.smallFiles.join(', ')}` : ''}`,
)

// The designer route (page and modeler) and, loaded only when opened, its 高级 tab.
const designer = routeBytes(DIST, [DESIGNER_PAGE_MODULE, DESIGNER_CANVAS_MODULE])
check(
  designer.jsGzip <= DESIGNER_JS_BUDGET_GZIP,
  `designer route JS: ${kb(designer.jsGzip)} gzip (budget ${kb(DESIGNER_JS_BUDGET_GZIP)})`,
)
const advancedGzip =
  routeBytes(DIST, [DESIGNER_PAGE_MODULE, DESIGNER_CANVAS_MODULE, ADVANCED_TAB_MODULE]).jsGzip -
  designer.jsGzip
check(
  advancedGzip <= ADVANCED_TAB_BUDGET_GZIP,
  `designer 高级 tab beyond the designer: ${kb(advancedGzip)} gzip (budget ${kb(ADVANCED_TAB_BUDGET_GZIP)})`,
)

const html = readFileSync(join(DIST, 'index.html'), 'utf8')
const notPreloaded = index.shellFiles.filter((file) => !html.includes(file))
check(
  index.shellFiles.length > 0 && notPreloaded.length === 0,
  index.shellFiles.length
    ? `index.html preloads the shell's ${index.shellFiles.length} chunks${notPreloaded.length ? ` (missing: ${notPreloaded.join(', ')})` : ''}`
    : 'the build has no shell chunk (vite.config.ts codeSplitting)',
)

for (const rule of [PROCESS_VIEWER_CHUNK, RICH_TEXT_EDITOR_CHUNK]) {
  const lazyChunk = lazyChunkCheck(DIST, rule, login.files, index.jsFiles)
  check(lazyChunk.ok, lazyChunk.line)
}

// The dashboard's trend chart (@mui/x-charts) arrives after the figures, in its own chunk.
const chart = trendChartCheck(DIST, index.jsFiles)
check(chart.ok, chart.line)

for (const { ok, line } of results)
  console.log(`${line} -> ${ok ? 'within budget' : 'OVER BUDGET'}`)
process.exit(results.every((result) => result.ok) ? 0 : 1)
