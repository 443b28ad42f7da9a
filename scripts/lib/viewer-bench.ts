import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import type {
  BpmActivity,
  BpmProcessInstanceDetail,
  BpmTaskOfInstance,
} from '../../src/shared/wire/bpm-runtime'
import { generateChainDiagram } from './bpmn-generator'
import type { ViewerRun } from './viewer-bench-page'
import { bundleBenchPage } from './bench-page-bundle'

const TASKS = 1000
const RUNS = 3
const PAGE_ENTRY = fileURLToPath(new URL('./viewer-bench-page.ts', import.meta.url))

export interface ViewerFigures {
  tasks: number
  /** Shapes on the canvas and those coloured, from the last run. */
  shapes: number
  marked: number
  /** With its activities and tasks: drawn and coloured. */
  renderMs: number[]
  longestTaskMs: number[]
  /** Of renderMs, computing and applying the colours. */
  markMs: number[]
  /** The same XML alone (bpmn-js's own import and drawing): the colouring's cost is the rest. */
  plainRenderMs: number[]
  /** Mouse on a task -> its hover card is shown. */
  hoverMs: number[]
}

/**
 * The approval of a 1,000-step chain that stands at its last step: every earlier task approved
 * with a reason, the last one open.
 */
export function chainApproval(tasks = TASKS) {
  const diagram = generateChainDiagram(tasks)
  const t0 = Date.UTC(2026, 0, 5, 1, 0, 0)
  const minute = 60_000
  const activities: BpmActivity[] = [
    { key: 'start', type: 'startEvent', startTime: t0, endTime: t0 },
  ]
  const taskList: BpmTaskOfInstance[] = []
  diagram.taskIds.forEach((key, i) => {
    const open = i === tasks - 1
    const startTime = t0 + i * minute
    const endTime = open ? null : startTime + minute
    const id = `task-${i + 1}`
    activities.push({ key, type: 'userTask', startTime, endTime, taskId: id })
    taskList.push({
      id,
      name: `任务 ${i + 1}`,
      definitionKey: key,
      result: open ? 1 : 2,
      reason: open ? null : `第 ${i + 1} 步同意`,
      createTime: startTime,
      endTime,
      durationInMillis: endTime === null ? null : minute,
      claimTime: null,
      suspensionState: 1,
      assigneeUser: { id: 100 + i, nickname: `审批人${i + 1}`, deptId: 3, deptName: '票务部' },
      processInstance: {
        id: 'bench-instance',
        name: diagram.processId,
        startUserId: 2,
        startUserNickname: '票务专员',
        processDefinitionId: `${diagram.processId}:1:1`,
      },
    })
  })
  const processInstance: BpmProcessInstanceDetail = {
    id: 'bench-instance',
    name: diagram.processId,
    status: 1,
    result: 1,
    createTime: t0,
    startUser: { id: 2, nickname: '票务专员', deptId: 3, deptName: '票务部' },
    processDefinition: { id: `${diagram.processId}:1:1`, bpmnXml: diagram.xml },
  }
  return {
    props: { xml: diagram.xml, activities, tasks: taskList.reverse(), processInstance },
    shapes: diagram.shapeCount,
    lastId: diagram.taskIds[tasks - 1],
    // Tasks of the first rows: the fitted 1,000-task chain draws them large enough to point at.
    hoverIds: [diagram.taskIds[1], diagram.taskIds[5], diagram.taskIds[12]],
  }
}

/** The page bundle: the real viewer code, with React, built as one classic script. */
function bundlePage(): Promise<string> {
  return bundleBenchPage(PAGE_ENTRY, 'viewerBenchPage')
}

/**
 * The viewer's figures for the 1,000-task approval in Chromium: render -> drawn and coloured, the
 * longest main-thread task meanwhile, and hover -> card.
 */
export async function viewerFigures(browser: Browser): Promise<ViewerFigures> {
  const script = await bundlePage()
  const approval = chainApproval()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
    )
    await page.addScriptTag({ content: script })
    const renderMs: number[] = []
    const longestTaskMs: number[] = []
    const plainRenderMs: number[] = []
    const markMs: number[] = []
    let last: ViewerRun | null = null
    // In-page code is text: tsx wraps compiled functions in helpers the page does not have.
    const call = (coloured: boolean, keep: boolean) =>
      coloured
        ? `window.viewerBench(${JSON.stringify(approval.props)}, ${approval.shapes}, ${JSON.stringify(approval.lastId)}, ${keep})`
        : `window.viewerBench(${JSON.stringify({ xml: approval.props.xml })}, ${approval.shapes}, null, ${keep})`
    for (let run = 0; run < RUNS; run++) {
      const plain = (await page.evaluate(call(false, false))) as ViewerRun
      plainRenderMs.push(Math.round(plain.renderMs))
      last = (await page.evaluate(call(true, false))) as ViewerRun
      renderMs.push(Math.round(last.renderMs))
      longestTaskMs.push(Math.round(last.longestTaskMs))
      markMs.push(Math.round(last.markMs))
    }
    // Drawn once more and kept, then the mouse goes over tasks, leaving the diagram in between.
    await page.evaluate(call(true, true))
    const hoverMs: number[] = []
    for (const id of approval.hoverIds) {
      const box = await page.locator(`g.djs-element[data-element-id="${id}"]`).boundingBox()
      if (!box) throw new Error(`${id} is not drawn`)
      await page.mouse.move(box.x - 40, 895)
      await page.evaluate('window.__hover = window.armHover(), undefined')
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      hoverMs.push(Math.round((await page.evaluate('window.__hover')) as number))
    }
    return {
      tasks: TASKS,
      shapes: last?.shapes ?? 0,
      marked: last?.marked ?? 0,
      renderMs,
      longestTaskMs,
      markMs,
      plainRenderMs,
      hoverMs,
    }
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function printViewerFigures(figures: ViewerFigures): void {
  const runs = (values: number[]) =>
    `median ${median(values)} ms of ${values.length} [${values.map((v) => `${v} ms`).join(', ')}]`
  console.log(
    `process viewer, ${figures.tasks}-task approval (${figures.shapes} shapes, ${figures.marked} coloured):`,
  )
  console.log(`  render -> drawn and coloured:     ${runs(figures.renderMs)}`)
  console.log(`    of it colouring (viewer's own): ${runs(figures.markMs)}`)
  console.log(`    longest main-thread task:       ${runs(figures.longestTaskMs)}`)
  console.log(`  the same XML plain (bpmn-js):     ${runs(figures.plainRenderMs)}`)
  console.log(`  mouse on a task -> hover card:    ${runs(figures.hoverMs)}`)
}
