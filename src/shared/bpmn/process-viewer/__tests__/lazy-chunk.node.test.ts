import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// Without a build: what a page imports from the viewer never pulls bpmn-js in statically, so the
// bundler must put it into a lazy chunk (the build check in scripts/check-budget.ts confirms it).

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const VIEWER_DIR = join(SRC, 'shared/bpmn/process-viewer')

/** Value imports (type-only ones vanish from the bundle), not dynamic import(). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers: string[] = []
  for (const match of text.matchAll(/^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?'([^']+)'/gm)) {
    specifiers.push(match[1])
  }
  for (const match of text.matchAll(/^export\s+(?!type\s)[^'"]*?\sfrom\s+'([^']+)'/gm)) {
    specifiers.push(match[1])
  }
  return specifiers
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate
  }
  return null
}

/** Every module and package `entry` reaches through static value imports. */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const stack = [entry]
  while (stack.length) {
    const file = stack.pop() as string
    if (files.has(file)) continue
    files.add(file)
    for (const specifier of staticImports(file)) {
      const local = resolveLocal(file, specifier)
      if (local) stack.push(local)
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier)
    }
  }
  return { files, packages }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the process viewer stays a lazy chunk', () => {
  it('its public entry reaches neither bpmn-js nor the view statically', () => {
    const { files, packages } = staticClosure(join(VIEWER_DIR, 'index.tsx'))
    const local = [...files].map((file) => relative(SRC, file))
    expect(local).not.toContain('shared/bpmn/process-viewer/process-viewer-view.tsx')
    expect(local).not.toContain('shared/bpmn/process-viewer/process-viewer-canvas.ts')
    expect([...packages].filter((name) => /^(bpmn-js|diagram-js)(\/|$)/.test(name))).toEqual([])
    // The view is where bpmn-js comes in: the check looks at the right place.
    expect([...staticClosure(join(VIEWER_DIR, 'process-viewer-view.tsx')).packages]).toContain(
      'bpmn-js/lib/NavigatedViewer',
    )
  })

  it('code outside the viewer imports only its public entry', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(VIEWER_DIR))
      .flatMap((file) =>
        staticImports(file)
          .filter((specifier) => /process-viewer\/./.test(specifier))
          .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
      )
    expect(offenders).toEqual([])
  })
})
