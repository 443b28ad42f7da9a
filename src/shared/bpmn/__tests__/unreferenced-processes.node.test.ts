import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { MIWG_DIR } from '@/shared/test-utils/miwg-reference'
import { drawUnreferencedProcesses } from '../unreferenced-processes'

// bpmn-moddle's ESM entry ships no type declarations; its CommonJS build is typed by what is used.
interface Moddle {
  fromXML(xml: string): Promise<{ rootElement: Parameters<typeof drawUnreferencedProcesses>[0] }>
  toXML(element: unknown, options?: object): Promise<{ xml: string }>
}
const require = createRequire(import.meta.url)
const { BpmnModdle } = require('bpmn-moddle') as { BpmnModdle: () => Moddle }

const read = (name: string) => readFileSync(join(MIWG_DIR, name), 'utf8')

describe('drawUnreferencedProcesses', () => {
  it.each(['B.1.0.bpmn', 'B.2.0.bpmn'])(
    'marks the free-standing processes of %s beside its pools, and writes nothing new',
    async (name) => {
      const moddle = BpmnModdle()
      const { rootElement } = await moddle.fromXML(read(name))
      const before = (await moddle.toXML(rootElement)).xml
      // WFP-0- has no pool either, but no shape in the diagram: there is nothing of it to draw.
      expect(drawUnreferencedProcesses(rootElement)).toEqual([
        'Process_ba16239e-181e-4b9f-bc5b-0bb2ee973450',
      ])
      const processes = (rootElement.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process')
      // The pools' processes are drawn by bpmn-js already and stay as they are.
      expect(processes.find((p) => p.id === 'WFP-6-1')?.laneSets).toBeUndefined()
      expect((await moddle.toXML(rootElement)).xml).toBe(before)
    },
  )

  it('leaves diagrams without a collaboration, or whose processes all have pools, alone', async () => {
    const moddle = BpmnModdle()
    for (const name of ['A.1.0.bpmn', 'C.9.0.bpmn', 'A.4.1.bpmn']) {
      const { rootElement } = await moddle.fromXML(read(name))
      expect(drawUnreferencedProcesses(rootElement)).toEqual([])
    }
  })
})
