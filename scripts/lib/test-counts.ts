/**
 * Turns the Vitest and Playwright JSON reports into the test command's counts. Pure: the reports
 * come in as parsed JSON, so the rules can be tested on sample reports.
 *
 * The rules: every test that ran and failed counts once; a test file that did not load (syntax
 * error, failed import, an error in a describe or a beforeAll) counts as one failure of its own,
 * because its tests never ran; skipped, todo and fixme tests are counted as skipped, never dropped.
 */
import { relative } from 'node:path'

export interface Counts {
  passed: number
  failed: number
  skipped: number
  /** What failed, one line each, to name at the end of the run. */
  failures: string[]
}

export const noCounts = (): Counts => ({ passed: 0, failed: 0, skipped: 0, failures: [] })

export function addCounts(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    failures: [...a.failures, ...b.failures],
  }
}

/** The test command's last line. */
export function summaryLine(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
}

/** The parts of Vitest's `--reporter=json` output (Jest's format) the counts use. */
export interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  testResults: Array<{
    name: string
    status: string
    message?: string
    assertionResults: Array<{ status: string; fullName?: string; title?: string }>
  }>
}

const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0].slice(0, 200)

export function countVitest(report: VitestReport, root = process.cwd()): Counts {
  const counts: Counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures: [],
  }
  for (const file of report.testResults) {
    if (file.status !== 'failed') continue
    const name = relative(root, file.name)
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed')
    for (const test of failedTests)
      counts.failures.push(`vitest ${name} > ${test.fullName ?? test.title}`)
    if (failedTests.length === 0) {
      // The file failed without a failing test: it did not load, or its suite failed before
      // its tests ran. Its tests are missing from the counts, so the file itself counts.
      counts.failed += 1
      const why = firstLine(file.message) || 'suite failed before its tests ran'
      counts.failures.push(`vitest ${name} did not run: ${why}`)
    }
  }
  return counts
}

/** The parts of Playwright's JSON reporter output the counts use. */
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  /** Errors outside any test: a spec file that does not load, a failed global setup. */
  errors?: Array<{ message?: string }>
  suites?: PlaywrightSuite[]
}

interface PlaywrightSuite {
  title: string
  file?: string
  suites?: PlaywrightSuite[]
  specs?: Array<{ title: string; file?: string; line?: number; ok: boolean }>
}

function failedSpecs(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `e2e ${spec.file ?? suite.file}:${spec.line ?? 0} ${spec.title}`),
    ...failedSpecs(suite.suites),
  ])
}

export function countPlaywright(report: PlaywrightReport): Counts {
  const errors = report.errors ?? []
  return {
    // A test that failed and then passed on retry is flaky: it passed, and the list reporter names it.
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + errors.length,
    skipped: report.stats.skipped,
    failures: [
      ...failedSpecs(report.suites),
      ...errors.map((error) => `e2e did not run: ${firstLine(error.message)}`),
    ],
  }
}
