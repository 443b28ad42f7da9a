// Runs in Chromium, bundled by system-bench.ts: renders the user page's real department tree
// (UserDeptTree, in the console's theme and store) into a blank page and reports how long a tree
// of the given departments took from render() to its painted frame with every item shown.
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { configureStore } from '@reduxjs/toolkit'
import { ThemeProvider } from '@mui/material/styles'
import { baseApi } from '@/shared/api/base-api'
import { assignRuleApi } from '@/shared/bpm/assign-rule-api'
import { sessionSlice } from '@/shared/session/session-slice'
import { createConsoleTheme } from '@/shared/ui/theme/create-console-theme'
import type { DeptSimpleItem } from '@/shared/wire/dept'
import { UserDeptTree } from '@/features/system/components/user-dept-tree'

export interface TreeRun {
  /** render() -> first painted frame with the tree's items (`items` of them shown) in the DOM. */
  renderMs: number
  /** Of it, React's synchronous render and commit (the rest is waiting for a frame). */
  commitMs: number
  /** The longest main-thread task seen meanwhile. */
  longestTaskMs: number
  items: number
  /** Typing a name every department shares into the tree's filter -> painted with all matches open. */
  filterMs: number
  filterItems: number
}

declare global {
  interface Window {
    treeBench: (depts: DeptSimpleItem[], filterText: string) => Promise<TreeRun>
  }
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

const theme = createConsoleTheme()

/**
 * Types `text` into the tree's name filter as a user's input event would and waits for the
 * painted frame with `expected` items (a filter opens the way to every match).
 */
async function typeFilter(host: HTMLElement, text: string, expected: number) {
  const input = host.querySelector<HTMLInputElement>('input[aria-label="部门名称"]')
  if (!input) throw new Error('the department filter is missing')
  // React tracks the value it last set: the native setter makes the event count as typing.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  const started = performance.now()
  setValue?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  await new Promise<void>((resolve) => {
    const poll = () => {
      // Five seconds at most: a tree that shows fewer is reported with its count, not waited on.
      const done = host.querySelectorAll('[role="treeitem"]').length >= expected
      if (done || performance.now() - started > 5000) resolve()
      else requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
  await nextPaint()
  return {
    ms: performance.now() - started,
    items: host.querySelectorAll('[role="treeitem"]').length,
  }
}

window.treeBench = async (depts, filterText) => {
  document.body.replaceChildren()
  const host = document.createElement('div')
  host.style.width = '280px'
  document.body.append(host)
  // The department list is already in the cache, as after the page's first request: what is
  // measured is building and drawing the tree, not the network.
  const store = configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
  await store.dispatch(assignRuleApi.util.upsertQueryData('getSimpleDepts', undefined, depts))
  let longestTaskMs = 0
  const longTasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration)
  })
  longTasks.observe({ type: 'longtask' })
  const root = createRoot(host)
  const started = performance.now()
  // flushSync: the render and commit happen inside this call, so they can be timed apart from
  // the wait for the next frame.
  const tree = createElement(UserDeptTree, { selectedId: null, onSelect: () => {} })
  const themed = createElement(ThemeProvider, { theme, children: tree })
  flushSync(() => root.render(createElement(Provider, { store, children: themed })))
  const commitMs = performance.now() - started
  await new Promise<void>((resolve) => {
    const poll = () => {
      // Whatever the tree opens at first (all levels or a few): drawn once items are there.
      if (host.querySelector('[role="treeitem"]')) resolve()
      else requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
  await nextPaint()
  const renderMs = performance.now() - started
  await nextPaint()
  longTasks.disconnect()
  const items = host.querySelectorAll('[role="treeitem"]').length
  const filter = await typeFilter(host, filterText, depts.length)
  root.unmount()
  return {
    renderMs,
    commitMs,
    longestTaskMs,
    items,
    filterMs: filter.ms,
    filterItems: filter.items,
  }
}
