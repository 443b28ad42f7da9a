import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIALECTS, detectDialect } from '@/shared/bpmn/dialects'
import {
  readBaseInfo,
  readDocumentation,
  readExtensionProperties,
  readFlowCondition,
  readForm,
  readListeners,
  readMessagesAndSignals,
  readMultiInstance,
  readReceiveTask,
  readScriptTask,
  readTaskAsync,
  readUserTask,
  resolveTarget,
  sectionsFor,
  type PanelContext,
  type PanelTarget,
  type SectionKey,
} from '../index'
import { createHeadlessModeler } from '../testing/headless-modeler'
import { MIWG_DIR } from '@/shared/test-utils/miwg-reference'

const files = readdirSync(MIWG_DIR).filter((name) => name.endsWith('.bpmn'))

function readSection(ctx: PanelContext, target: PanelTarget, section: SectionKey): unknown {
  switch (section) {
    case 'base':
      return readBaseInfo(ctx, target)
    case 'messages':
      return readMessagesAndSignals(ctx, target)
    case 'condition':
      return readFlowCondition(ctx, target)
    case 'form':
      return readForm(ctx, target)
    case 'task':
      return [
        readTaskAsync(ctx, target),
        target.kind === 'userTask' && readUserTask(ctx, target),
        target.kind === 'scriptTask' && readScriptTask(ctx, target),
        target.kind === 'receiveTask' && readReceiveTask(ctx, target),
      ]
    case 'multiInstance':
      return readMultiInstance(ctx, target)
    case 'executionListeners':
      return readListeners(ctx, target, 'execution')
    case 'taskListeners':
      return readListeners(ctx, target, 'task')
    case 'extensionProperties':
      return readExtensionProperties(ctx, target)
    case 'documentation':
      return readDocumentation(ctx, target)
  }
}

describe('real diagrams made by other tools (MIWG reference)', () => {
  it('finds the reference diagrams', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files)(
    '%s: every element shows its sections in every dialect and reading writes nothing',
    async (file) => {
      const xml = readFileSync(join(MIWG_DIR, file), 'utf8')
      const detected = detectDialect(xml) ?? 'camunda'
      for (const dialect of DIALECTS) {
        const h = await createHeadlessModeler(xml, { dialect })
        // Exported in the dialect the designer opens it with (C.1.x bind the prefix "camunda" to
        // Activiti's namespace, which moddle cannot write back with Camunda's descriptor loaded).
        const before = dialect === detected ? await h.exportXml() : null
        const ctx: PanelContext = { ports: h.ports, dialect }
        const elements = [null, ...h.ports.elementRegistry.getAll()]
        for (const element of elements) {
          const target = resolveTarget(h.ports, element)
          if (!target) continue
          for (const section of sectionsFor(target)) {
            expect(
              () => readSection(ctx, target, section),
              `${file} ${element?.id} ${section}`,
            ).not.toThrow()
          }
        }
        expect(h.commandStack.canUndo()).toBe(false)
        if (before !== null) expect(await h.exportXml()).toBe(before)
      }
    },
  )
})
