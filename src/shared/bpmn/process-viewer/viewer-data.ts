import type {
  BpmActivity,
  BpmProcessInstanceDetail,
  BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'

/** Shown while bpmn-js loads and while the diagram is imported. */
export const LOADING_TEXT = '流程图加载中…'

/** What the viewer shows on top of the diagram: where the approval stands. */
export interface ProcessViewerData {
  activities?: readonly BpmActivity[]
  tasks?: readonly BpmTaskOfInstance[]
  processInstance?: BpmProcessInstanceDetail
}

export interface ProcessViewerProps extends ProcessViewerData {
  /** BPMN 2.0 XML; blank shows that there is no diagram. */
  xml: string
  /** Height of the drawing area (default 480 px). */
  height?: number | string
}

/** The bpmn-js side of the viewer, as the React wrapper drives it (tests hand in a fake). */
export interface ProcessViewerCanvas {
  /** Imports the XML; rejects with the parser's error for a broken or non-BPMN document. */
  importXml(xml: string): Promise<void>
  /** Colours the diagram for `data` (replacing earlier colours) and sets what hovering shows. */
  mark(data: ProcessViewerData): void
  /** Fits the diagram into the viewport; false while the container has no size. */
  fit(): boolean
  /** The container changed size (shown again, window resized): re-measure and fit. */
  resized(): void
  destroy(): void
}
