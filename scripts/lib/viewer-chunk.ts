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

/**
 * Exact check on the build: the process viewer's chunk is its own, and neither the login page
 * nor a signed-in /index load fetches it or any file with bpmn-js in it.
 */
export function viewerChunkCheck(
  distDir: string,
  loginFiles: readonly string[],
  indexFiles: readonly string[],
): { ok: boolean; line: string } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const viewer = manifest[PROCESS_VIEWER_MODULE]
  if (!viewer)
    return { ok: true, line: 'process viewer chunk: not in this build (no page uses it)' }
  const shellSide = new Set([...loginFiles, ...indexFiles])
  const withBpmn = [...shellSide].filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(distDir, file), 'utf8').includes(BPMN_CODE_MARKER),
  )
  const ok = !shellSide.has(viewer.file) && withBpmn.length === 0
  const problems = [
    ...(shellSide.has(viewer.file) ? ['the login page or /index loads it'] : []),
    ...(withBpmn.length ? [`bpmn-js is in ${withBpmn.join(', ')}`] : []),
  ]
  return {
    ok,
    line: `process viewer chunk ${viewer.file}: ${ok ? "lazy, outside the login page's and /index's files" : `NOT separate: ${problems.join('; ')}`}`,
  }
}
