import type { ProcessViewerProps } from '@/shared/bpmn/process-viewer'

/** The viewer's stand-in for 发起流程 (bpmn-js cannot lay out SVG in jsdom): shows its XML. */
export function ProcessViewer({ xml }: ProcessViewerProps) {
  return <div data-testid="process-viewer">{xml}</div>
}
