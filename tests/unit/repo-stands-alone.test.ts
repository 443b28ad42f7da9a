/**
 * The repository stands alone: a fresh `git clone` builds, tests and reads without anything beside
 * it. Every tracked file is scanned for paths that leave the repository and for citations of the
 * requirements documents the project was written from (which a clone does not have).
 */
import { execFileSync } from 'node:child_process'
import { lstatSync, readFileSync, readlinkSync } from 'node:fs'
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

/**
 * Every file git tracks, and the new ones it would track (not ignored), so a path that leaves the
 * repository is caught before it is committed too. A fresh clone has only the tracked ones.
 */
function trackedFiles(): TrackedFile[] {
  const listing = execFileSync('git', ['ls-files', '-s', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return listing
    .split('\0')
    .filter(Boolean)
    .map((entry): TrackedFile => {
      // Tracked: `<mode> <object> <stage>\t<path>`; new: just `<path>`.
      const tab = entry.indexOf('\t')
      if (tab < 0) {
        const full = `${ROOT}/${entry}`
        const isLink = lstatSync(full, { throwIfNoEntry: false })?.isSymbolicLink()
        return isLink ? { path: entry, symlinkTarget: readlinkSync(full) } : { path: entry }
      }
      const [mode, object] = entry.slice(0, tab).split(' ')
      const path = entry.slice(tab + 1)
      if (mode !== '120000') return { path }
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

// The samples below hold paths that leave the repository when read from this file's folder, on
// purpose: each line says so, and the detector must find the bad ones where they are written.
/** The folder that once sat beside the repository, as prose names it (see outside-paths.ts). */
const BESIDE_REPO = ['..', 'shared'].join('/')

describe('the outside-path detector', () => {
  const reasons = (file: string, text: string) =>
    findOutsidePaths(file, text).map((finding) => finding.reason)

  it('finds relative paths that climb above the root, however they are written', () => {
    const bad: Array<[string, string]> = [
      ['src/shared/test-utils/x.ts', "new URL('../../../../sibling/bpmn', import.meta.url)"], // repo-stands-alone: not a path
      ['tests/server/x.test.ts', "readFileSync('../../../sibling/a.bpmn')"], // repo-stands-alone: not a path
      ['scripts/x.ts', "resolve(__dirname, '..', '..', 'outside')"],
      ['scripts/x.ts', "join(here, '../..')"], // repo-stands-alone: not a path
      ['e2e/support/x.ts', "import data from '../../../sibling/x.json'"], // repo-stands-alone: not a path
      ['README.md', 'see [the spec](../sibling/spec.md)'], // repo-stands-alone: not a path
      ['docs/a.md', '<img src="../../x.png">'], // repo-stands-alone: not a path
      ['.ci/run', 'cd "$(dirname "$0")/../.."'], // repo-stands-alone: not a path
      ['src/a.ts', `cp x ${'/wo' + 'rk/'}keys/rsa.pem`],
      // Prose naming the folder beside the repository: assembled, so this file does not name it.
      [
        'e2e/support/x.ts',
        `/** The reference diagrams in ${BESIDE_REPO} beside the repository. */`,
      ],
    ]
    for (const [file, text] of bad) {
      expect(reasons(file, text), `${file}: ${text}`).not.toEqual([])
    }
  })

  it('leaves paths inside the repository and prose alone', () => {
    const good: Array<[string, string]> = [
      ['src/shared/test-utils/x.ts', "new URL('../../../tests/fixtures/miwg', import.meta.url)"], // repo-stands-alone: not a path
      ['host-sandbox/api/src/config.ts', "new URL('../../../', import.meta.url)"], // repo-stands-alone: not a path
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
      ['tests/server/u.test.ts', `upload('../../../../etc/passwd') // ${ALLOW_MARKER}`], // repo-stands-alone: not a path
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
    expect(symlinkLeavesRepo('tests/fixtures/miwg', '../../../sibling/bpmn')).toBe(true) // repo-stands-alone: not a path
    expect(symlinkLeavesRepo('a/link', '/etc/passwd')).toBe(true)
    expect(symlinkLeavesRepo('a/link', '../b/c')).toBe(false)
  })
})
