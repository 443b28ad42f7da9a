import type { PreviewViewer } from '@/shared/bpmn/diagram-preview-viewer'

/**
 * A stand-in for the lazy bpmn-js chunk (jsdom cannot lay out SVG): it records what it was asked
 * to show and refuses a document that is not BPMN like bpmn-moddle does.
 */
export const fakeViewers = { shown: [] as string[], live: 0 }

export function createPreviewViewer(): PreviewViewer {
  fakeViewers.live += 1
  return {
    async show(xml) {
      fakeViewers.shown.push(xml)
      if (!xml.includes('<bpmn:definitions')) {
        throw new Error('failed to parse document as <bpmn:Definitions>')
      }
    },
    destroy() {
      fakeViewers.live -= 1
    },
  }
}
