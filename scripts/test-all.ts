/**
 * The README's test command: lint, typecheck, unit + server tests, production build, the login
 * page's byte budget, then e2e against the real sandbox. Ends with one line `N passed, N failed`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { buildConsole, buildPortalIfStale, localOrigin } from './lib/builds'
import { ensureBrowser } from './lib/ensure-browser'
import { run } from './lib/run'

interface Counts {
  passed: number
  failed: number
}

const totals: Counts = { passed: 0, failed: 0 }
const failedGates: string[] = []

/** One step of the run: a failed step counts as one failure and is named at the end. */
async function gate(name: string, command: string, args: string[]): Promise<boolean> {
  return buildGate(name, async () => (await run(command, args)).code)
}

async function buildGate(name: string, build: () => Promise<number>): Promise<boolean> {
  console.log(`\n=== ${name} ===`)
  const code = await build()
  if (code !== 0) {
    failedGates.push(name)
    totals.failed += 1
  }
  return code === 0
}

function readJson<T>(path: string): T | null {
  if (!existsSync(path)) return null
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch {
    return null
  }
}

async function vitestSuite(): Promise<void> {
  console.log('\n=== unit and server tests (vitest) ===')
  const out = 'test-results/vitest-results.json'
  rmSync(out, { force: true })
  const { code } = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  const report = readJson<{ numPassedTests: number; numFailedTests: number }>(out)
  if (!report) {
    failedGates.push('vitest (no report)')
    totals.failed += 1
    return
  }
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  if (code !== 0 && report.numFailedTests === 0) {
    failedGates.push('vitest (exit code)')
    totals.failed += 1
  }
}

interface PlaywrightStats {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number }
}

async function e2eSuite(): Promise<void> {
  console.log('\n=== e2e (Playwright, Chromium, production build, sandbox server) ===')
  const out = 'test-results/e2e-results.json'
  rmSync(out, { force: true })
  const { code } = await run('npx', ['playwright', 'test'])
  const report = readJson<PlaywrightStats>(out)
  if (!report?.stats) {
    failedGates.push('e2e (no report)')
    totals.failed += 1
    return
  }
  totals.passed += report.stats.expected + report.stats.flaky
  totals.failed += report.stats.unexpected
  if (code !== 0 && report.stats.unexpected === 0) {
    failedGates.push('e2e (exit code)')
    totals.failed += 1
  }
}

async function main() {
  try {
    await ensureBrowser()
  } catch (error) {
    console.error(String(error))
    failedGates.push('browser setup')
    totals.failed += 1
  }
  await gate('lint (eslint + prettier)', 'npm', ['run', 'lint'])
  await gate('typecheck (tsc)', 'npx', ['tsc', '-p', 'tsconfig.json'])
  await vitestSuite()
  // The e2e servers' origins: the console is built for its own (its asset base is absolute).
  const e2eOrigin = localOrigin(process.env.E2E_PORT || 31180)
  const built = await buildGate('production build (console)', () => buildConsole(e2eOrigin))
  const portalBuilt = await buildGate('production build (host portal)', buildPortalIfStale)
  if (built && portalBuilt) {
    await gate('login page byte budget', 'npx', ['tsx', 'scripts/check-budget.ts'])
    if (!failedGates.includes('browser setup')) await e2eSuite()
  }
  console.log('')
  if (failedGates.length) console.log(`failed steps: ${failedGates.join(', ')}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1)
}

void main()
