/**
 * The repository stands alone: a fresh `git clone` builds, tests and reads without anything beside
 * it. Every tracked file is scanned for paths that leave the repository and for citations of the
 * requirements documents the project was written from (which a clone does not have).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ALLOW_MARKER,
  findOutsidePaths,
  findRequirementCitations,
  formatFindings,
  symlinkLeavesRepo,
  type Finding,
} from './support/outside-paths'

// The unit project runs in jsdom, where import.meta.url is not a file URL: ask git.
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()

interface TrackedFile {
  path: string
  /** The link target when git stores the file as a symbolic link. */
  symlinkTarget?: string
}

function trackedFiles(): TrackedFile[] {
  const listing = execFileSync('git', ['ls-files', '-s', '-z'], { cwd: ROOT, encoding: 'utf8' })
  return listing
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      // `<mode> <object> <stage>\t<path>`
      const [meta, path] = entry.split('\t')
      const mode = meta.split(' ')[0]
      if (mode !== '120000') return { path }
      const object = meta.split(' ')[1]
      const target = execFileSync('git', ['cat-file', 'blob', object], {
        cwd: ROOT,
        encoding: 'utf8',
      })
      return { path, symlinkTarget: target }
    })
}

/** The text of a tracked file, or null for a binary file or one deleted in the working tree. */
function readText(path: string): string | null {
  let bytes: Buffer
  try {
    bytes = readFileSync(`${ROOT}/${path}`)
  } catch {
    return null
  }
  return bytes.subarray(0, 8000).includes(0) ? null : bytes.toString('utf8')
}

function scan(detect: (file: string, text: string) => Finding[]): Finding[] {
  const findings: Finding[] = []
  for (const file of trackedFiles()) {
    if (file.symlinkTarget !== undefined) continue
    const text = readText(file.path)
    if (text !== null) findings.push(...detect(file.path, text))
  }
  return findings
}

describe('the repository stands alone', () => {
  it('no tracked file reads or links a path outside the repository', () => {
    const links = trackedFiles()
      .filter((file) => file.symlinkTarget && symlinkLeavesRepo(file.path, file.symlinkTarget))
      .map((file) => `${file.path} -> ${file.symlinkTarget}`)
    expect(links, 'symbolic links out of the repository').toEqual([])
    const findings = scan(findOutsidePaths)
    expect(findings.length, formatFindings(findings)).toBe(0)
  })

  it('no tracked file cites the requirements documents (point at docs/ instead)', () => {
    const findings = scan(findRequirementCitations)
    expect(findings.length, formatFindings(findings)).toBe(0)
  })
})

// The lines below hold bad paths on purpose, to prove the detector finds them; each says so.
describe('the outside-path detector', () => {
  const reasons = (file: string, text: string) =>
    findOutsidePaths(file, text).map((finding) => finding.reason)

  it('finds relative paths that climb above the root, however they are written', () => {
    const bad: Array<[string, string]> = [
      ['src/shared/test-utils/x.ts', "new URL('../../../../shared/bpmn', import.meta.url)"], // repo-stands-alone: not a path
      ['tests/server/x.test.ts', "readFileSync('../../../shared/a.bpmn')"], // repo-stands-alone: not a path
      ['scripts/x.ts', "resolve(__dirname, '..', '..', 'outside')"],
      ['scripts/x.ts', "join(here, '../..')"], // repo-stands-alone: not a path
      ['e2e/support/x.ts', "import data from '../../../shared/x.json'"], // repo-stands-alone: not a path
      ['README.md', 'see [the spec](../shared/spec.md)'], // repo-stands-alone: not a path
      ['docs/a.md', '<img src="../../x.png">'], // repo-stands-alone: not a path
      ['.ci/run', 'cd "$(dirname "$0")/../.."'], // repo-stands-alone: not a path
      ['src/a.ts', `cp x ${'/wo' + 'rk/'}keys/rsa.pem`],
      ['e2e/support/x.ts', '/** The reference diagrams in ../shared beside the repository. */'], // repo-stands-alone: not a path
    ]
    for (const [file, text] of bad) {
      expect(reasons(file, text), `${file}: ${text}`).not.toEqual([])
    }
  })

  it('leaves paths inside the repository and prose alone', () => {
    const good: Array<[string, string]> = [
      ['src/shared/test-utils/x.ts', "new URL('../../../tests/fixtures/miwg', import.meta.url)"],
      ['host-sandbox/api/src/config.ts', "new URL('../../../', import.meta.url)"],
      ['src/features/a/__tests__/b.test.ts', "vi.mock('../model/leave-console')"],
      ['src/shared/form-render/__tests__/a.test.ts', "} from '..'"],
      ['scripts/x.ts', "resolve(__dirname, '..', 'dist')"],
      ['.ci/run', 'cd "$(dirname "$0")/.."'],
      [
        'README.md',
        'see [the guide](docs/testing.md) and [tests](./tests/fixtures/miwg/README.md)',
      ],
      ['src/a.ts', 'const all = [...items, ...more]; // and so on...'],
      ['src/a.ts', "fetch('https://example.com/work/list')"],
      ['tests/server/u.test.ts', `upload('../../../../etc/passwd') // ${ALLOW_MARKER}`],
    ]
    for (const [file, text] of good) {
      expect(reasons(file, text), `${file}: ${text}`).toEqual([])
    }
  })

  it('finds citations of the requirements documents but not of the docs/ pages', () => {
    const cite = (name: string) => findRequirementCitations('src/a.ts', `// see ${name}`)
    for (const name of ['SPEC', 'DESIGN', 'CONTRACT', 'BPM-RUNTIME', 'INFRA', 'MALL-PAY']) {
      expect(cite(`${name}.md §3`), name).toHaveLength(1)
    }
    expect(cite('docs/architecture.md and docs/security.md')).toEqual([])
  })

  it('treats a symbolic link out of the repository as leaving it', () => {
    expect(symlinkLeavesRepo('tests/fixtures/miwg', '../../../shared/bpmn')).toBe(true) // repo-stands-alone: not a path
    expect(symlinkLeavesRepo('a/link', '/etc/passwd')).toBe(true)
    expect(symlinkLeavesRepo('a/link', '../b/c')).toBe(false)
  })
})
