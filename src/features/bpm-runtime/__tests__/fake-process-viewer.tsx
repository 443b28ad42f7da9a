import type { ProcessViewerProps } from '@/shared/bpmn/process-viewer'

/** What each render of the stand-in viewer was given (bpmn-js cannot lay out SVG in jsdom). */
export const viewerProps: ProcessViewerProps[] = []

export function ProcessViewer(props: ProcessViewerProps) {
  viewerProps.push(props)
  return <div data-testid="process-viewer" />
}
