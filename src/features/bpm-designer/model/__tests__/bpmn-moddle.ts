// Test support for the headless project: a real bpmn-moddle in Node.
import { createRequire } from 'node:module'
import { moddleExtensionsFor, type BpmnDialect } from '@/shared/bpmn/dialects'
import type { ModdleElementLike, ModdleLike } from '@/shared/bpmn/modeler-types'

export interface TestModdle extends ModdleLike {
  fromXML(
    xml: string,
    typeName?: string,
  ): Promise<{ rootElement: ModdleElementLike; warnings: unknown[] }>
}

// bpmn-moddle's ESM entry ships no type declarations; its CommonJS build is loaded through require
// and typed by the one member used here.
const require = createRequire(import.meta.url)
const { BpmnModdle } = require('bpmn-moddle') as {
  BpmnModdle: (extensions?: Record<string, object>) => TestModdle
}

export function createModdle(dialect: BpmnDialect = 'camunda'): TestModdle {
  return BpmnModdle(moddleExtensionsFor(dialect))
}
