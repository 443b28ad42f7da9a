import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json'
import { activitiDescriptor } from './activiti-descriptor'
import type { BpmnDialect } from './dialect-support'
import { flowableDescriptor } from './flowable-descriptor'
import type { ModdleDescriptor } from './moddle-descriptor'

export { DIALECT_SUPPORT } from './dialect-support'
export type { BpmnDialect, DialectSupport, TaskListenerEvent } from './dialect-support'
export { DIALECT_NAMESPACES } from './namespaces'
export { detectDialect } from './detect-dialect'
export type { ModdleDescriptor }
export { flowableDescriptor, activitiDescriptor }

export const DEFAULT_DIALECT: BpmnDialect = 'camunda'

export const DIALECTS: readonly BpmnDialect[] = ['camunda', 'flowable', 'activiti']

const DESCRIPTORS: Record<BpmnDialect, object> = {
  camunda: camundaDescriptor,
  flowable: flowableDescriptor,
  activiti: activitiDescriptor,
}

/** The `moddleExtensions` option of a modeler / moddle that edits in `dialect`. */
export function moddleExtensionsFor(dialect: BpmnDialect): Record<string, object> {
  return { [dialect]: DESCRIPTORS[dialect] }
}

/**
 * The element types only (listeners, form properties, fields...): moddle refuses two packages
 * that add an attribute of the same local name to the same BPMN type (camunda:assignee and
 * flowable:assignee on bpmn:UserTask: "property <assignee> already defined"), and drops the
 * elements it then fails to read. Attributes need no declaration to survive: moddle keeps unknown
 * ones in $attrs.
 */
function elementTypesOnly(descriptor: ModdleDescriptor): ModdleDescriptor {
  return { ...descriptor, types: descriptor.types.filter((type) => !type.extends) }
}

/**
 * For viewers and importers that must keep any engine's extension XML: camunda in full plus the
 * element types of flowable and activiti. Editing needs one dialect's full descriptor: build a
 * modeler with moddleExtensionsFor(dialect), not with this.
 */
export const ALL_DIALECT_MODDLE_EXTENSIONS: Record<string, object> = {
  camunda: camundaDescriptor,
  flowable: elementTypesOnly(flowableDescriptor),
  activiti: elementTypesOnly(activitiDescriptor),
}
