import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Locator, Page } from '@playwright/test'
import { generateChainDiagram, type GeneratedDiagram } from './bpmn-generator'
import { LOGIN_PAGE_MODULE, routeBytes } from './login-bytes'

export const DESIGNER_PAGE_MODULE = 'src/features/bpm-designer/pages/model-designer-page.tsx'
/** The lazy chunk with bpmn-js, token simulation, bpmnlint and their (inlined) styles. */
export const DESIGNER_CANVAS_MODULE = 'src/features/bpm-designer/components/bpmn-canvas.tsx'
/** The properties panel's 高级 tab (bpmn-js-properties-panel), a lazy chunk of its own. */
export const ADVANCED_TAB_MODULE = 'src/features/bpm-designer/panel/advanced/advanced-tab.tsx'
/** `npm run budget`: the designer route's JS (entry, shell, page, modeler) and the 高级 tab's. */
export const DESIGNER_JS_BUDGET_GZIP = 600 * 1000
export const ADVANCED_TAB_BUDGET_GZIP = 90 * 1000
/** diagram-js's container class: a chunk holding it holds the modeler's code. */
const MODELER_CODE_MARKER = 'djs-container'

const IMPORT_SIZES = [100, 300, 1000] as const
const IMPORT_RUNS = 3
const SELECT_SIZE = 300
/** Tasks far apart (other rows), so a selected task's context pad never covers the next one. */
const SELECT_TASKS = ['task_25', 'task_85', 'task_145', 'task_205', 'task_265']
/** What the canvas draws per element; the diagram's shapes are counted with it. */
const SHAPES = '[role="tabpanel"][data-active="true"] g.djs-element.djs-shape'
const PANEL_INPUTS = '[role="tabpanel"][data-active="true"] [aria-label="属性面板"] input'
const MEASURE_TIMEOUT_MS = 120_000

interface ManifestChunk {
  file: string
}

export interface DesignerFigures {
  chunk: {
    /** Files the designer route loads beyond the login route's (page, canvas, their imports). */
    files: string[]
    jsRaw: number
    jsGzip: number
    /** The page's own chunk and the canvas chunk, by themselves. */
    pageChunk: { file: string; raw: number; gzip: number }
    canvasChunk: { file: string; raw: number; gzip: number }
  }
  notInLogin: {
    /** Login route files (manifest) that are the page or canvas chunk: expected none. */
    manifestDesignerChunksInLogin: string[]
    /** Login route files (manifest) containing the modeler's code: expected none. */
    manifestLoginFilesWithModelerCode: string[]
    loginFileCount: number
    /** JS / CSS files a cold /login load fetched in the browser, before logging in. */
    browserLoginRequests: string[]
    /** Those that are designer-only files: expected none. */
    browserDesignerFilesOnLogin: string[]
    /** The check can see them: designer-only files fetched once the designer opened. */
    browserDesignerFilesOnOpen: string[]
  }
  importMs: { tasks: number; shapes: number; runs: number[] }[]
  selectToPanelMs: { tasks: number; elements: string[]; runs: number[] }
}

function fileBytes(distDir: string, file: string): { raw: number; gzip: number } {
  const content = readFileSync(join(distDir, file))
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length }
}

function manifestFile(distDir: string, module: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const chunk = manifest[module]
  if (!chunk) throw new Error(`manifest has no entry for ${module}`)
  return chunk.file
}

/** The designer's bytes from Vite's manifest, and the manifest's side of the login proof. */
function designerChunkFigures(distDir: string) {
  const login = routeBytes(distDir, [LOGIN_PAGE_MODULE])
  const designer = routeBytes(distDir, [DESIGNER_PAGE_MODULE, DESIGNER_CANVAS_MODULE])
  const loginFiles = new Set(login.files)
  const files = designer.files.filter((file) => !loginFiles.has(file))
  let jsRaw = 0
  let jsGzip = 0
  for (const file of files) {
    const bytes = fileBytes(distDir, file)
    jsRaw += bytes.raw
    jsGzip += bytes.gzip
  }
  const pageFile = manifestFile(distDir, DESIGNER_PAGE_MODULE)
  const canvasFile = manifestFile(distDir, DESIGNER_CANVAS_MODULE)
  return {
    loginFiles: login.files,
    chunk: {
      files,
      jsRaw,
      jsGzip,
      pageChunk: { file: pageFile, ...fileBytes(distDir, pageFile) },
      canvasChunk: { file: canvasFile, ...fileBytes(distDir, canvasFile) },
    },
    manifestDesignerChunksInLogin: [pageFile, canvasFile].filter((file) => loginFiles.has(file)),
    manifestLoginFilesWithModelerCode: login.files.filter(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(join(distDir, file), 'utf8').includes(MODELER_CODE_MARKER),
    ),
  }
}

/** 'assets/x.js' for a JS / CSS request of the console's origin, else null. */
function assetPath(url: string, base: string): string | null {
  if (!url.startsWith(`${base}/`)) return null
  const path = new URL(url).pathname.replace(/^\//, '')
  return /\.(js|css)$/.test(path) ? path : null
}

/** Client-side navigation, as a link click would do (the router listens to popstate). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

// In-page code is plain JavaScript text: tsx compiles functions with helpers (__name) that do not
// exist in the page, so page.evaluate gets strings, not functions.

/** Resolves once the main thread has had no task longer than ~20 ms for about 600 ms. */
const SETTLE_SCRIPT = `new Promise((resolve) => {
  let quietTicks = 0
  let last = performance.now()
  function tick() {
    const now = performance.now()
    quietTicks = now - last < 70 ? quietTicks + 1 : 0
    last = now
    if (quietTicks >= 12) resolve()
    else setTimeout(tick, 50)
  }
  setTimeout(tick, 50)
})`

/**
 * Arms window.__designerBench: on the next `event` (capture phase, before the app sees it) the
 * clock starts; each frame evaluates `done`; once it holds, a task after that frame (so after its
 * paint) stops the clock. Resolves with the milliseconds.
 */
function armScript(event: 'change' | 'click', done: string): string {
  return `window.__designerBench = new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('not done in time: ' + ${JSON.stringify(done)})), ${MEASURE_TIMEOUT_MS})
  window.addEventListener(${JSON.stringify(event)}, () => {
    const started = performance.now()
    function poll() {
      if (${done}) {
        setTimeout(() => { clearTimeout(timer); resolve(performance.now() - started) }, 0)
      } else {
        requestAnimationFrame(poll)
      }
    }
    requestAnimationFrame(poll)
  }, { capture: true, once: true })
}), undefined`
}

const MEASURED = 'window.__designerBench'

function shapeCountScript(): string {
  return `document.querySelectorAll(${JSON.stringify(SHAPES)}).length`
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(SETTLE_SCRIPT)
}

async function createModel(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/prod-api/admin-api/bpm/model/create`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'tenant-id': '1',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ key: `bench_designer_${Date.now()}`, name: '设计器基准' }),
  })
  const envelope = (await response.json()) as { code: number; msg?: string; data: string }
  if (envelope.code !== 0) throw new Error(`creating the bench model failed: ${envelope.msg}`)
  return envelope.data
}

function diagramFile(diagram: GeneratedDiagram) {
  return {
    name: `${diagram.processId}.bpmn`,
    mimeType: 'application/xml',
    buffer: Buffer.from(diagram.xml, 'utf8'),
  }
}

/**
 * Opens `diagram` through the file input. The clock starts at the input's change event (the
 * moment the file is chosen) and stops at the first frame whose canvas holds all its shapes,
 * once that frame has been painted. Returns the time and the shapes counted then.
 */
async function timedOpen(
  page: Page,
  input: Locator,
  diagram: GeneratedDiagram,
): Promise<{ ms: number; shapes: number }> {
  await page.evaluate(armScript('change', `${shapeCountScript()} >= ${diagram.shapeCount}`))
  await input.setInputFiles(diagramFile(diagram))
  const ms = (await page.evaluate(MEASURED)) as number
  const shapes = (await page.evaluate(shapeCountScript())) as number
  await settle(page)
  return { ms, shapes }
}

/** Opens a small diagram (not timed): the next timed open starts from the same state. */
async function openSmall(page: Page, input: Locator, small: GeneratedDiagram): Promise<void> {
  await input.setInputFiles(diagramFile(small))
  await page.waitForFunction(`${shapeCountScript()} === ${small.shapeCount}`, undefined, {
    timeout: MEASURE_TIMEOUT_MS,
  })
  await settle(page)
}

/**
 * Clicks a task and times the click event -> the first painted frame whose properties panel
 * has an input showing the task's id (the 常规 section's ID field).
 */
async function timedSelect(page: Page, taskId: string): Promise<number> {
  const target = page.locator(
    `[role="tabpanel"][data-active="true"] g.djs-element[data-element-id="${taskId}"]`,
  )
  const box = await target.boundingBox()
  if (!box) throw new Error(`${taskId} is not drawn`)
  const panelShowsId = `[...document.querySelectorAll(${JSON.stringify(PANEL_INPUTS)})].some((input) => input.value === ${JSON.stringify(taskId)})`
  await page.evaluate(armScript('click', panelShowsId))
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const ms = (await page.evaluate(MEASURED)) as number
  await settle(page)
  return ms
}

/**
 * Issue 5's designer figures: the designer's bytes beyond the login page's (manifest), proof
 * that /login loads none of them (manifest and a cold load's network log), the time to open
 * generated diagrams of 100 / 300 / 1000 user tasks, and click -> panel shows the task.
 */
export async function designerFigures(
  browser: Browser,
  base: string,
  distDir = 'dist',
): Promise<DesignerFigures> {
  const bytes = designerChunkFigures(distDir)
  const designerOnly = new Set(bytes.chunk.files)

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => {
      const path = assetPath(request.url(), base)
      if (path) requested.push(path)
    })

    // A cold /login load (new context, empty cache), until the network is idle.
    await page.goto(`${base}/login`)
    await page.locator('input[type="password"]').first().waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    const browserLoginRequests = [...new Set(requested)].sort()
    const atLogin = requested.length

    await page.getByLabel('用户名').fill('admin')
    await page.locator('input[type="password"]').first().fill('admin123')
    await page.getByRole('button', { name: '登录', exact: true }).click()
    await page.getByRole('navigation', { name: '主菜单' }).waitFor()
    await page.waitForLoadState('networkidle')
    const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    if (!token) throw new Error('no ACCESS_TOKEN after logging in')
    const modelId = await createModel(base, token)

    await navigateInApp(page, `/bpm/manager/model/design?modelId=${encodeURIComponent(modelId)}`)
    const panel = page.locator('[role="tabpanel"][data-active="true"]')
    const toolbar = panel.getByRole('toolbar', { name: '流程设计器工具栏' })
    // The toolbar's buttons are enabled once the modeler has shown its diagram.
    await toolbar
      .getByRole('button', { name: '下载文件', exact: true })
      .and(page.locator(':enabled'))
      .waitFor({ timeout: 30_000 })
    await settle(page)
    const browserDesignerFilesOnOpen = [
      ...new Set(requested.slice(atLogin).filter((file) => designerOnly.has(file))),
    ].sort()

    const input = panel.getByTestId('open-diagram-file')
    const small = generateChainDiagram(1)
    const importMs: DesignerFigures['importMs'] = []
    for (const tasks of IMPORT_SIZES) {
      const diagram = generateChainDiagram(tasks)
      const runs: number[] = []
      let shapes = 0
      for (let run = 0; run < IMPORT_RUNS; run++) {
        await openSmall(page, input, small)
        const opened = await timedOpen(page, input, diagram)
        runs.push(opened.ms)
        shapes = opened.shapes
      }
      importMs.push({ tasks, shapes, runs })
    }

    await openSmall(page, input, small)
    await timedOpen(page, input, generateChainDiagram(SELECT_SIZE))
    const selectRuns: number[] = []
    for (const taskId of SELECT_TASKS) selectRuns.push(await timedSelect(page, taskId))

    return {
      chunk: bytes.chunk,
      notInLogin: {
        manifestDesignerChunksInLogin: bytes.manifestDesignerChunksInLogin,
        manifestLoginFilesWithModelerCode: bytes.manifestLoginFilesWithModelerCode,
        loginFileCount: bytes.loginFiles.length,
        browserLoginRequests,
        browserDesignerFilesOnLogin: browserLoginRequests.filter((file) => designerOnly.has(file)),
        browserDesignerFilesOnOpen,
      },
      importMs,
      selectToPanelMs: { tasks: SELECT_SIZE, elements: SELECT_TASKS, runs: selectRuns },
    }
  } finally {
    await context.close()
  }
}
