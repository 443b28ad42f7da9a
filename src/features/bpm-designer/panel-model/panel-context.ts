import { DIALECT_SUPPORT, type BpmnDialect, type DialectSupport } from '@/shared/bpmn/dialects'
import type { PanelPorts } from './ports'

/** The modeler services and the dialect the panel writes in. */
export interface PanelContext {
  ports: PanelPorts
  dialect: BpmnDialect
}

export function supportOf(ctx: PanelContext): DialectSupport {
  return DIALECT_SUPPORT[ctx.dialect]
}

/** An extension attribute or type name in the context's dialect, e.g. 'camunda:assignee'. */
export function ext(ctx: PanelContext, name: string): string {
  return `${ctx.dialect}:${name}`
}
