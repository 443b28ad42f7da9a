import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The process viewer's lazy module: the React view, bpmn-js and the colouring come with it. */
export const PROCESS_VIEWER_MODULE = 'src/shared/bpmn/process-viewer/process-viewer-view.tsx'
/** diagram-js's container class: a chunk holding it holds bpmn-js. */
const BPMN_CODE_MARKER = 'djs-container'

interface ManifestChunk {
  file: string
  imports?: string[]
}

/** A lazily loaded module that must stay out of the login page's and a signed-in /index's files. */
export interface LazyChunkRule {
  /** What the budget line calls it. */
  label: string
  /** Its source path as the Vite manifest names it. */
  module: string
  /** Text only its library's code contains: a shell file holding it holds the library. */
  marker: string
}

export const PROCESS_VIEWER_CHUNK: LazyChunkRule = {
  label: 'process viewer',
  module: PROCESS_VIEWER_MODULE,
  marker: BPMN_CODE_MARKER,
}

/** The rich-text editor: tiptap and ProseMirror come only with a form that edits HTML. */
export const RICH_TEXT_EDITOR_CHUNK: LazyChunkRule = {
  label: 'rich-text editor',
  module: 'src/shared/rich-text/tiptap-editor.tsx',
  marker: 'ProseMirror',
}

/**
 * Exact check on the build: the module's chunk is its own, and neither the login page nor a
 * signed-in /index load fetches it or any file with its library in it.
 */
export function lazyChunkCheck(
  distDir: string,
  rule: LazyChunkRule,
  loginFiles: readonly string[],
  indexFiles: readonly string[],
): { ok: boolean; line: string } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const chunk = manifest[rule.module]
  if (!chunk) return { ok: true, line: `${rule.label} chunk: not in this build (no page uses it)` }
  const shellSide = new Set([...loginFiles, ...indexFiles])
  const withLibrary = [...shellSide].filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(distDir, file), 'utf8').includes(rule.marker),
  )
  const ok = !shellSide.has(chunk.file) && withLibrary.length === 0
  const problems = [
    ...(shellSide.has(chunk.file) ? ['the login page or /index loads it'] : []),
    ...(withLibrary.length ? [`its library is in ${withLibrary.join(', ')}`] : []),
  ]
  return {
    ok,
    line: `${rule.label} chunk ${chunk.file}: ${ok ? "lazy, outside the login page's and /index's files" : `NOT separate: ${problems.join('; ')}`}`,
  }
}
