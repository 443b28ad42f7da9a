import type { Browser, BrowserContext, Page } from '@playwright/test'

/** One request of a page load, times in ms since the navigation started. */
export interface LoadedRequest {
  url: string
  type: string
  start: number
  end: number
  /** Bytes on the wire (headers and body as sent, compressed when the server compressed it). */
  bodyBytes: number
}

export interface LoadFigures {
  /** Navigation start -> the awaited element visible (performance.now() in the page). */
  contentMs: number
  jsRequests: number
  waves: number
  transferredBytes: number
  jsTransferredBytes: number
}

export interface ReloadFigures {
  /** Cold cache (a new browser context holding the signed-in session). */
  cold: LoadFigures[]
  /** Warm cache: page.reload() in a context that has loaded /index before. */
  warm: LoadFigures[]
  loginFieldColdMs: number[]
  loginFieldWarmMs: number[]
}

/**
 * Serial waves: the longest chain of requests in which each one started only after the previous
 * one had finished (start >= end of the one before). Requests that overlap in time are in the
 * same wave, so 37 chunks fetched side by side count once, and three bootstrap calls made one
 * after the other count three times. Only requests started before the content was visible count.
 */
export function serialWaves(requests: readonly Pick<LoadedRequest, 'start' | 'end'>[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start)
  const depth: number[] = []
  sorted.forEach((request, i) => {
    let best = 0
    for (let j = 0; j < i; j++) {
      if (sorted[j].end <= request.start) best = Math.max(best, depth[j])
    }
    depth.push(best + 1)
  })
  return depth.length ? Math.max(...depth) : 0
}

function isJs(request: Pick<LoadedRequest, 'url' | 'type'>): boolean {
  return request.type === 'script' || /\.m?js(\?|$)/.test(request.url)
}

interface CdpRequest {
  url: string
  type: string
  start: number
  end: number
  bytes: number
  fromCache: boolean
  done: boolean
}

/**
 * Records the page's requests through the DevTools protocol: start and end (loadingFinished),
 * bytes on the wire (encodedDataLength: headers and the body as sent, compressed or not) and
 * whether the answer came from the browser's cache (no round trip).
 */
async function recordRequests(page: Page) {
  const client = await page.context().newCDPSession(page)
  await client.send('Network.enable')
  const requests = new Map<string, CdpRequest>()
  let documentStart = 0
  client.on('Network.requestWillBeSent', (event) => {
    const ms = event.timestamp * 1000
    if (event.type === 'Document') documentStart = ms
    requests.set(event.requestId, {
      url: event.request.url,
      type: (event.type ?? 'Other').toLowerCase(),
      start: ms,
      end: ms,
      bytes: 0,
      fromCache: false,
      done: false,
    })
  })
  client.on('Network.requestServedFromCache', (event) => {
    const request = requests.get(event.requestId)
    if (request) request.fromCache = true
  })
  client.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId)
    if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache)) {
      request.fromCache = true
    }
  })
  client.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId)
    if (!request) return
    request.end = event.timestamp * 1000
    request.bytes = event.encodedDataLength
    request.done = true
  })
  return {
    async stop(contentMs: number): Promise<LoadFigures> {
      await client.detach()
      const rel: (LoadedRequest & { fromCache: boolean })[] = [...requests.values()]
        .filter((r) => r.done && !r.url.startsWith('data:'))
        .map((r) => ({
          url: r.url,
          type: r.type,
          start: r.start - documentStart,
          end: r.end - documentStart,
          bodyBytes: r.fromCache ? 0 : r.bytes,
          fromCache: r.fromCache,
        }))
        .filter((r) => r.start <= contentMs)
      const js = rel.filter(isJs)
      if (process.env.BENCH_VERBOSE) {
        for (const r of rel) {
          console.log(
            `${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)} ${String(r.bodyBytes).padStart(8)} ${r.fromCache ? 'cache' : 'net  '} ${r.url}`,
          )
        }
      }
      return {
        contentMs,
        jsRequests: js.length,
        // A file from the browser's cache costs no round trip: only network requests chain.
        waves: serialWaves(rel.filter((r) => !r.fromCache)),
        transferredBytes: rel.reduce((sum, r) => sum + r.bodyBytes, 0),
        jsTransferredBytes: js.reduce((sum, r) => sum + r.bodyBytes, 0),
      }
    },
  }
}

/** The element whose appearance means "the dashboard is there" after a reload of /index. */
function dashboardContent(page: Page) {
  return page.getByText(/祝你开心每一天/).first()
}

async function timedLoad(
  page: Page,
  navigate: () => Promise<unknown>,
  visible: () => Promise<unknown>,
): Promise<LoadFigures> {
  const recorder = await recordRequests(page)
  await navigate()
  await visible()
  const contentMs = await page.evaluate(() => performance.now())
  // Let the requests made before the content showed finish, to count their bytes.
  await page.waitForLoadState('networkidle')
  return recorder.stop(contentMs)
}

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await page.getByLabel('用户名').fill('admin')
  await page.locator('input[type="password"]').first().fill('admin123')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await dashboardContent(page).waitFor()
  await page.close()
}

/**
 * A signed-in reload of /index: requests, serial waves, bytes and time to the dashboard's content,
 * cold (empty HTTP cache, session kept) and warm (a reload); the login page's password field,
 * cold and warm, is the yardstick the reload time is compared with.
 */
export async function reloadFigures(
  browser: Browser,
  base: string,
  runs: number,
): Promise<ReloadFigures> {
  const viewport = { width: 1440, height: 900 }
  const signedIn = await browser.newContext({ viewport })
  await signIn(signedIn, base)
  const storageState = await signedIn.storageState()
  await signedIn.close()

  const figures: ReloadFigures = { cold: [], warm: [], loginFieldColdMs: [], loginFieldWarmMs: [] }
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport, storageState })
    const page = await context.newPage()
    figures.cold.push(
      await timedLoad(
        page,
        () => page.goto(`${base}/index`, { waitUntil: 'commit' }),
        () => dashboardContent(page).waitFor(),
      ),
    )
    await page.waitForLoadState('networkidle')
    figures.warm.push(
      await timedLoad(
        page,
        () => page.reload({ waitUntil: 'commit' }),
        () => dashboardContent(page).waitFor(),
      ),
    )
    await context.close()

    const loginContext = await browser.newContext({ viewport })
    const loginPage = await loginContext.newPage()
    const field = () => loginPage.locator('input[type="password"]').first().waitFor()
    const cold = await timedLoad(
      loginPage,
      () => loginPage.goto(`${base}/login`, { waitUntil: 'commit' }),
      field,
    )
    figures.loginFieldColdMs.push(cold.contentMs)
    await loginPage.waitForLoadState('networkidle')
    const warm = await timedLoad(loginPage, () => loginPage.reload({ waitUntil: 'commit' }), field)
    figures.loginFieldWarmMs.push(warm.contentMs)
    await loginContext.close()
  }
  return figures
}
