/**
 * Finds what in a tracked file would make the repository depend on something beside it: a path
 * that climbs above the repository root, an absolute path into the machine it was written on, or
 * a citation of a requirements document that is not part of the repository. A fresh clone must
 * build, test and read completely on its own.
 */
import { posix } from 'node:path'

export interface Finding {
  file: string
  line: number
  text: string
  reason: string
}

/**
 * The requirements documents the project was written from. They live outside the repository, so
 * a reader of a clone cannot open them: comments point at docs/ instead. Spelled in pieces so this
 * file does not cite them itself.
 */
const REQUIREMENT_DOCS = ['SPEC', 'DESIGN', 'CONTRACT', 'BPM-RUNTIME', 'INFRA', 'MALL-PAY']
const CITATION = new RegExp(`(?<![\\w-])(?:${REQUIREMENT_DOCS.join('|')})\\.md\\b`)

/**
 * Places of the machine the project was built on: its workspace, and the `shared` folder that sat
 * beside the repository (the repository has no folder of that name besides src/shared, which code
 * reaches as `@/shared`, so a parent folder's `shared` is the one outside).
 */
const MACHINE_PATHS = [
  /(?<![\w.])\/work\//,
  /(?<![\w.])\/tmp\/coord\b/,
  /(?<![\w./])\.\.\/shared\b/,
]

/**
 * A relative path token: `..`, `../x`, `./x`, begun where a path can begin (line start, blank,
 * quote, bracket, `=`, `,`) and ended by the same kind of character. Prose like `a..b` or a
 * spread `...rest` does not match.
 */
const RELATIVE_PATH =
  /(?<=^|[\s'"`([<=,])(\.\.?(?:\/[^\s'"`()<>[\]{},;|*?#]*)?)(?=$|[\s'"`)\]>,;#?])/g

/** `join(x, '..', '..')` / `resolve(here, '..', 'x')`: consecutive string arguments make one path. */
const STRING_ARGUMENTS = /(['"`])(\.\.?|[\w.-]+)\1(?:\s*,\s*(['"`])(?:\.\.?|[\w.-]+)\3)+/g

/** Shell: `$(dirname "$0")/../x` is a path relative to the script's folder. */
const SHELL_SCRIPT_DIR = /\$\(dirname "?\$0"?\)\/([^\s"')]+)/g

/** A line that holds such a token on purpose (an attacker's input in a test) says so. */
export const ALLOW_MARKER = 'repo-stands-alone: not a path'

/** Whether `relative`, resolved from the folder of `file` (both repository-relative), leaves the repository. */
export function climbsOutOfRepo(file: string, relative: string): boolean {
  const resolved = posix.normalize(posix.join(posix.dirname(file), relative))
  return resolved === '..' || resolved.startsWith('../')
}

function relativeTokens(line: string): string[] {
  const tokens = [...line.matchAll(RELATIVE_PATH)].map((match) => match[1])
  for (const match of line.matchAll(STRING_ARGUMENTS)) {
    const parts = [...match[0].matchAll(/(['"`])([^'"`]*)\1/g)].map((part) => part[2])
    if (parts[0] === '..' || parts[0] === '.') tokens.push(parts.join('/'))
  }
  for (const match of line.matchAll(SHELL_SCRIPT_DIR)) tokens.push(match[1])
  return tokens
}

/** Paths in `text` (the content of the tracked `file`) that reach outside the repository. */
export function findOutsidePaths(file: string, text: string): Finding[] {
  const findings: Finding[] = []
  text.split('\n').forEach((line, index) => {
    if (line.includes(ALLOW_MARKER)) return
    const at = { file, line: index + 1, text: line.trim().slice(0, 160) }
    for (const pattern of MACHINE_PATHS) {
      if (pattern.test(line))
        findings.push({ ...at, reason: 'a place on the machine, outside the repository' })
    }
    for (const token of relativeTokens(line)) {
      if (climbsOutOfRepo(file, token)) {
        findings.push({ ...at, reason: `${token} climbs above the repository root` })
      }
    }
  })
  return findings
}

/** Citations of the requirements documents that are not part of the repository. */
export function findRequirementCitations(file: string, text: string): Finding[] {
  const findings: Finding[] = []
  text.split('\n').forEach((line, index) => {
    const match = CITATION.exec(line)
    if (match) {
      findings.push({
        file,
        line: index + 1,
        text: line.trim().slice(0, 160),
        reason: `cites ${match[0]}`,
      })
    }
  })
  return findings
}

/** A symbolic link (its target as git stores it) that points outside the repository. */
export function symlinkLeavesRepo(file: string, target: string): boolean {
  return posix.isAbsolute(target) || climbsOutOfRepo(file, target)
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.file}:${f.line}: ${f.reason}\n    ${f.text}`).join('\n')
}
