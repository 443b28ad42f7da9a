/**
 * The test command's counts (scripts/lib/test-counts), on reports shaped like the ones Vitest 4
 * and Playwright 1.65 wrote for sample suites: a file that does not load must count as a failure,
 * and skipped, todo and fixme tests must show up as skipped.
 */
import { describe, expect, it } from 'vitest'
import {
  addCounts,
  countPlaywright,
  countVitest,
  noCounts,
  summaryLine,
  type PlaywrightReport,
  type VitestReport,
} from '../../scripts/lib/test-counts'

/** One passing, one skipped, one todo and one failing test, plus four files that never ran. */
const vitestReport: VitestReport = {
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 2,
  numTodoTests: 1,
  testResults: [
    {
      name: '/repo/ok.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { title: 'passes', fullName: 'passes', status: 'passed' },
        { title: 'skipped', fullName: 'skipped', status: 'skipped' },
        { title: 'todo', fullName: 'todo', status: 'todo' },
        { title: 'fails', fullName: 'fails', status: 'failed' },
      ],
    },
    {
      name: '/repo/imp.test.ts',
      status: 'failed',
      message: "Cannot find module './nope' imported from /repo/imp.test.ts",
      assertionResults: [],
    },
    {
      name: '/repo/syntax.test.ts',
      status: 'failed',
      message: 'Failed to parse source for import analysis because the content contains invalid JS',
      assertionResults: [],
    },
    {
      name: '/repo/describe.test.ts',
      status: 'failed',
      message: 'in describe',
      assertionResults: [],
    },
    // beforeAll threw: its test is reported skipped and the file failed with no message.
    {
      name: '/repo/before-all.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [{ title: 't', fullName: 's t', status: 'skipped' }],
    },
    {
      name: '/repo/fine.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [],
    },
  ],
}

describe('test counts', () => {
  it('counts a Vitest file that did not load as one failure and names it', () => {
    const counts = countVitest(vitestReport, '/repo')
    expect(counts.passed).toBe(1)
    expect(counts.failed).toBe(1 + 4)
    expect(counts.failures).toEqual([
      'vitest ok.test.ts > fails',
      "vitest imp.test.ts did not run: Cannot find module './nope' imported from /repo/imp.test.ts",
      'vitest syntax.test.ts did not run: Failed to parse source for import analysis because the content contains invalid JS',
      'vitest describe.test.ts did not run: in describe',
      'vitest before-all.test.ts did not run: suite failed before its tests ran',
    ])
  })

  it('counts skipped and todo Vitest tests as skipped', () => {
    expect(countVitest(vitestReport, '/repo').skipped).toBe(3)
  })

  it('a clean Vitest run has no failures', () => {
    const clean: VitestReport = {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        {
          name: '/repo/a.test.ts',
          status: 'passed',
          assertionResults: [{ status: 'passed' }, { status: 'passed' }],
        },
      ],
    }
    expect(countVitest(clean, '/repo')).toEqual({ passed: 2, failed: 0, skipped: 0, failures: [] })
  })

  it('counts Playwright skipped and fixme tests as skipped and flaky ones as passed', () => {
    const report: PlaywrightReport = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [],
      suites: [
        {
          title: 'auth.spec.ts',
          file: 'auth.spec.ts',
          specs: [
            { title: 'passes', file: 'auth.spec.ts', line: 3, ok: true },
            { title: 'fixme', file: 'auth.spec.ts', line: 4, ok: true },
            { title: 'fails', file: 'auth.spec.ts', line: 5, ok: false },
          ],
        },
      ],
    }
    expect(countPlaywright(report)).toEqual({
      passed: 2,
      failed: 1,
      skipped: 2,
      failures: ['e2e auth.spec.ts:5 fails'],
    })
  })

  it('counts a Playwright spec file that did not load as a failure (no test ran at all)', () => {
    const report: PlaywrightReport = {
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: "Error: Cannot find module '/repo/e2e/nope.ts'\n    at …" }],
      suites: [],
    }
    const counts = countPlaywright(report)
    expect(counts.failed).toBe(1)
    expect(counts.failures).toEqual([
      "e2e did not run: Error: Cannot find module '/repo/e2e/nope.ts'",
    ])
  })

  it('sums every suite into the last line', () => {
    const total = [
      countVitest(vitestReport, '/repo'),
      countPlaywright({ stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 1 } }),
      { ...noCounts(), failed: 1, failures: [] },
    ].reduce(addCounts, noCounts())
    expect(summaryLine(total)).toBe('5 passed, 6 failed, 4 skipped')
  })
})
