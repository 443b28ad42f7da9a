import type { BpmnDialect } from './dialect-support'

export const DIALECT_NAMESPACES: Record<BpmnDialect, string> = {
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
}
