import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import type { SpecProperty } from '../../src/features/product/spu-form/model/spec-types'
import { bundleBenchPage } from './bench-page-bundle'
import type { SkuTableRun } from './sku-table-bench-page'

/**
 * The product form's SKU table (issue 18): 5 规格 giving 200 combinations rendered in Chromium
 * with the real component, then 批量设置 filling every row (aim: painted within 100 ms) and one
 * keystroke in one row. Times are medians, printed, never asserted.
 */
export interface SkuTableFigures {
  rows: number
  runs: number
  renderMs: number[]
  fillMs: number[]
  fillCommitMs: number[]
  keystrokeMs: number[]
  longestTaskMs: number[]
}

const PAGE_ENTRY = fileURLToPath(new URL('./sku-table-bench-page.ts', import.meta.url))
const RUNS = 7
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** 2 x 2 x 2 x 5 x 5 = 200 combinations. */
function fiveSpecs(): SpecProperty[] {
  const spec = (id: number, name: string, names: string[]): SpecProperty => ({
    id,
    name,
    values: names.map((value, index) => ({ id: id * 100 + index + 1, name: value })),
  })
  return [
    spec(1, '颜色', ['红', '蓝']),
    spec(2, '材质', ['棉', '麻']),
    spec(3, '版本', ['标准', '典藏']),
    spec(4, '尺码', ['XS', 'S', 'M', 'L', 'XL']),
    spec(5, '包装', ['简装', '礼盒', '纸袋', '布袋', '木盒']),
  ]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export async function skuTableFigures(browser?: Browser): Promise<SkuTableFigures> {
  const script = await bundleBenchPage(PAGE_ENTRY, 'skuTableBenchPage')
  const own = browser
    ? null
    : await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      })
  const context = await (browser ?? own!).newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
    )
    await page.addScriptTag({ content: script })
    if (pageErrors.length) throw new Error(`SKU table bench page: ${pageErrors.join('; ')}`)
    const runs: SkuTableRun[] = []
    for (let run = 0; run < RUNS; run++) {
      // In-page code is text: tsx wraps compiled functions in helpers the page does not have.
      runs.push(
        (await page.evaluate(
          `window.skuTableBench(${JSON.stringify(fiveSpecs())}, ${JSON.stringify(`19.${run}9`)})`,
        )) as SkuTableRun,
      )
    }
    const ms = (pick: (run: SkuTableRun) => number) => runs.map((run) => Math.round(pick(run)))
    return {
      rows: runs[0]?.rows ?? 0,
      runs: runs.length,
      renderMs: ms((r) => r.renderMs),
      fillMs: ms((r) => r.fillMs),
      fillCommitMs: ms((r) => r.fillCommitMs),
      keystrokeMs: ms((r) => r.keystrokeMs),
      longestTaskMs: ms((r) => r.longestTaskMs),
    }
  } finally {
    await context.close()
    await own?.close()
  }
}

export function skuTableLines(figures: SkuTableFigures): string[] {
  const runs = (values: number[]) =>
    `median ${median(values)} ms of ${values.length} [${values.map((v) => `${v} ms`).join(', ')}]`
  return [
    `SKU table, 5 规格 x ${figures.rows} rows (machine load average ${loadavg()[0].toFixed(1)}):`,
    `  first render -> painted:              ${runs(figures.renderMs)}`,
    `  批量填充 -> every row painted (aim < 100 ms): ${runs(figures.fillMs)}`,
    `    of it React render + commit:        ${runs(figures.fillCommitMs)}`,
    `  one keystroke in one row -> painted:  ${runs(figures.keystrokeMs)}`,
    `  longest main-thread task:             ${runs(figures.longestTaskMs)}`,
  ]
}

// Run alone: npx tsx scripts/lib/sku-table-bench.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const figures = await skuTableFigures()
  for (const line of skuTableLines(figures)) console.log(line)
}
