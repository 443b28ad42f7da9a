/**
 * The properties panel's read / write layer: framework-free, on the small ports of ./ports, so it
 * runs in the browser on a bpmn-js Modeler and headless in Node. Readers turn an element into a
 * view model per section; writers validate, then commit through modeling.updateProperties /
 * updateModdleProperties or one batch command, so each committed edit is one undo step.
 */
export * from './ports'
export { applyEdits, BATCH_COMMAND } from './commands'
export type { Edit } from './moddle-utils'
export * from './write-result'
export { MSG, XML_NAME_PATTERN, isXmlName } from './messages-zh'
export { supportOf, type PanelContext } from './panel-context'
export * from './panel-target'
export * from './base-info'
export * from './messages-signals'
export * from './flow-condition'
export * from './form'
export * from './task'
export * from './multi-instance'
export * from './listeners'
export * from './extension-properties'
export * from './documentation'
