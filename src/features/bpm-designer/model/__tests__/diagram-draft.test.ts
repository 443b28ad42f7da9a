import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import { DiagramDraft } from '../diagram-draft'

/** A modeler whose export is computed when saveXML is called, like bpmn-js's. */
function modelerShowing(read: () => string | null): DesignerModeler {
  return {
    get: () => undefined as never,
    on: () => {},
    off: () => {},
    importXML: async () => ({ warnings: [] }),
    saveXML: () => {
      const xml = read()
      return xml === null
        ? Promise.reject(new Error('no definitions loaded'))
        : Promise.resolve({ xml })
    },
    saveSVG: async () => ({ svg: '' }),
    getDefinitions: () => undefined,
  }
}

describe('DiagramDraft', () => {
  it('hands the next modeler what the last one showed, even when it is destroyed at once', async () => {
    const draft = new DiagramDraft('<initial/>')
    let shown: string | null = '<edited/>'
    const modeler = modelerShowing(() => shown)
    draft.attach(modeler)
    void draft.capture(modeler)
    shown = null // destroyed
    expect((await draft.read()).xml).toBe('<edited/>')
  })

  it('keeps the XML when a modeler has nothing to export', async () => {
    const draft = new DiagramDraft('<initial/>')
    const modeler = modelerShowing(() => null)
    draft.attach(modeler)
    await expect(draft.capture(modeler)).resolves.toBeNull()
    expect((await draft.read()).xml).toBe('<initial/>')
  })

  it('ignores the export of a modeler attached before a replace', async () => {
    const draft = new DiagramDraft('<initial/>')
    const old = modelerShowing(() => '<old/>')
    draft.attach(old)
    draft.replace('<opened file/>')
    void draft.capture(old)
    expect((await draft.read()).xml).toBe('<opened file/>')
    const next = modelerShowing(() => '<opened file, edited/>')
    draft.attach(next)
    await draft.capture(next)
    expect(draft.xml).toBe('<opened file, edited/>')
  })

  it('lets the newest export win when exports finish out of order', async () => {
    const draft = new DiagramDraft('<initial/>')
    let release: (value: { xml: string }) => void = () => {}
    const slow: DesignerModeler = {
      ...modelerShowing(() => ''),
      saveXML: () => new Promise((resolve) => (release = resolve)),
    }
    draft.attach(slow)
    const first = draft.capture(slow)
    const fast = modelerShowing(() => '<newer/>')
    draft.attach(fast)
    await draft.capture(fast)
    release({ xml: '<older/>' })
    await first
    expect(draft.xml).toBe('<newer/>')
  })

  it('remembers where the user looked, and forgets it for a replaced diagram', () => {
    const draft = new DiagramDraft('<x/>')
    draft.viewbox = { x: 1, y: 2, width: 300, height: 200 }
    expect(draft.viewbox).toEqual({ x: 1, y: 2, width: 300, height: 200 })
    draft.replace('<y/>')
    expect(draft.viewbox).toBeNull()
  })
})
