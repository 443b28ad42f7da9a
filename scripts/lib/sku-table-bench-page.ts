// Runs in Chromium, bundled by sku-table-bench.ts: renders the product form's real SKU table
// (5 规格, 200 combinations, in the console's theme and store) into a blank page, then times a
// 批量设置 fill (click 批量填充 -> every row painted with the batch values) and one keystroke.
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { configureStore } from '@reduxjs/toolkit'
import { ThemeProvider } from '@mui/material/styles'
import { baseApi } from '@/shared/api/base-api'
import { sessionSlice } from '@/shared/session/session-slice'
import { createConsoleTheme } from '@/shared/ui/theme/create-console-theme'
import { SkuTable } from '@/features/product/spu-form/components/sku-table'
import { skuCombinations } from '@/features/product/spu-form/model/sku-combinations'
import { SkuTableStore } from '@/features/product/spu-form/model/sku-store'
import type { SpecProperty } from '@/features/product/spu-form/model/spec-types'

export interface SkuTableRun {
  rows: number
  /** render() -> painted table. */
  renderMs: number
  /** 批量填充 clicked -> every row's inputs hold the batch values, painted. */
  fillMs: number
  /** Of it, React's render and commit (synchronous inside the click). */
  fillCommitMs: number
  /** One character typed into one row's price -> painted. */
  keystrokeMs: number
  longestTaskMs: number
}

declare global {
  interface Window {
    skuTableBench: (specs: SpecProperty[], price: string) => Promise<SkuTableRun>
  }
}

const theme = createConsoleTheme()
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** Types into an input as a user's input event would (React tracks the value it last set). */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setValue?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

window.skuTableBench = async (specs, price) => {
  document.body.replaceChildren()
  const host = document.createElement('div')
  host.style.width = '1400px'
  document.body.append(host)
  const store = configureStore({
    reducer: { [sessionSlice.name]: sessionSlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
  const rows = new SkuTableStore()
  const combinations = skuCombinations(specs)
  let longestTaskMs = 0
  const longTasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration)
  })
  longTasks.observe({ type: 'longtask' })
  const root = createRoot(host)
  const started = performance.now()
  const table = createElement(SkuTable, { store: rows, specs, combinations })
  const themed = createElement(ThemeProvider, { theme, children: table })
  flushSync(() => root.render(createElement(Provider, { store, children: themed })))
  await nextPaint()
  const renderMs = performance.now() - started

  const batch = host.querySelector<HTMLElement>('tr.sku-batch')
  const batchPrice = batch?.querySelector<HTMLInputElement>(
    'input[aria-label="批量设置 销售价(元)"]',
  )
  const batchStock = batch?.querySelector<HTMLInputElement>('input[aria-label="批量设置 库存"]')
  const fill = [...(batch?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent === '批量填充',
  )
  if (!batchPrice || !batchStock || !fill) throw new Error('the 批量设置 row is missing')
  type(batchPrice, price)
  type(batchStock, '100')
  await nextPaint()

  const fillStarted = performance.now()
  fill.click()
  // A click's updates are committed in a microtask after the event (React's discrete lane).
  await new Promise<void>((resolve) => queueMicrotask(resolve))
  const fillCommitMs = performance.now() - fillStarted
  const prices = host.querySelectorAll<HTMLInputElement>(
    'tbody tr:not(.sku-batch) td input[aria-label$="销售价(元)"]',
  )
  const filled = [...prices].every((input) => input.value === price)
  if (!filled || prices.length !== combinations.length) {
    throw new Error(
      `批量填充 filled ${[...prices].filter((i) => i.value === price).length} of ${combinations.length}`,
    )
  }
  await nextPaint()
  const fillMs = performance.now() - fillStarted

  const one = prices[prices.length - 1]!
  const keyStarted = performance.now()
  type(one, `${price}9`)
  await nextPaint()
  const keystrokeMs = performance.now() - keyStarted
  longTasks.disconnect()
  root.unmount()
  return { rows: combinations.length, renderMs, fillMs, fillCommitMs, keystrokeMs, longestTaskMs }
}
