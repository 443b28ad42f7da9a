/**
 * The README's test command: lint, typecheck, unit + server tests, production build, the login
 * page's byte budget, then e2e against the real sandbox. Ends with one line
 * `N passed, N failed, N skipped` over every Vitest project and Playwright (rules in lib/test-counts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { buildConsole, buildPortalIfStale, localOrigin } from './lib/builds'
import { ensureTestPackages } from './lib/ensure-test-packages'
import { run } from './lib/run'
import {
  addCounts,
  countPlaywright,
  countVitest,
  noCounts,
  summaryLine,
  type Counts,
  type PlaywrightReport,
  type VitestReport,
} from './lib/test-counts'

let totals: Counts = noCounts()
const failedGates: string[] = []

/** A step that failed as a whole (a gate, a suite without a report) counts as one failure. */
function failStep(name: string): void {
  failedGates.push(name)
  totals = addCounts(totals, { ...noCounts(), failed: 1 })
}

/** One step of the run: a failed step counts as one failure and is named at the end. */
async function gate(name: string, command: string, args: string[]): Promise<boolean> {
  return buildGate(name, async () => (await run(command, args)).code)
}

async function buildGate(name: string, build: () => Promise<number>): Promise<boolean> {
  console.log(`\n=== ${name} ===`)
  const code = await build()
  if (code !== 0) failStep(name)
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
  console.log('\n=== unit, headless and server tests (vitest) ===')
  const out = 'test-results/vitest-results.json'
  rmSync(out, { force: true })
  const { code } = await run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  const report = readJson<VitestReport>(out)
  if (!report) return failStep('vitest (no report)')
  const counts = countVitest(report)
  totals = addCounts(totals, counts)
  // Errors outside any test (an unhandled rejection) fail the run without failing a test.
  if (code !== 0 && counts.failed === 0) failStep('vitest (exit code)')
}

async function e2eSuite(): Promise<void> {
  console.log('\n=== e2e (Playwright, Chromium, production build, sandbox server) ===')
  const out = 'test-results/e2e-results.json'
  rmSync(out, { force: true })
  const { code } = await run('npx', ['playwright', 'test'])
  const report = readJson<PlaywrightReport>(out)
  if (!report?.stats) return failStep('e2e (no report)')
  const counts = countPlaywright(report)
  totals = addCounts(totals, counts)
  if (code !== 0 && counts.failed === 0) failStep('e2e (exit code)')
}

async function main() {
  try {
    await ensureTestPackages()
  } catch (error) {
    console.error(String(error))
    failStep('test packages setup')
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
    if (!failedGates.includes('test packages setup')) await e2eSuite()
  }
  console.log('')
  if (failedGates.length) console.log(`failed steps: ${failedGates.join(', ')}`)
  if (totals.failures.length) console.log(`failed tests:\n  ${totals.failures.join('\n  ')}`)
  console.log(summaryLine(totals))
  process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1)
}

void main()
