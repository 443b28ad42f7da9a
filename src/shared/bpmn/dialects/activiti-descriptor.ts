import { engineDescriptor } from './engine-descriptor'
import type { ModdleDescriptor } from './moddle-descriptor'

/** Activiti 5/6 extensions (prefix activiti). Activiti has form properties but no formData. */
export const activitiDescriptor: ModdleDescriptor = engineDescriptor(
  'Activiti',
  'activiti',
  'http://activiti.org/bpmn',
)
