import { engineDescriptor } from './engine-descriptor'
import type { ModdleDescriptor, ModdlePropertyDescriptor } from './moddle-descriptor'

// Strings throughout: these elements come from other tools too, and a typed attribute would turn a
// value it cannot parse (e.g. sort="first") into NaN and lose it on export.
const attrs = (...names: string[]): ModdlePropertyDescriptor[] =>
  names.map((name) => ({ name, isAttr: true, type: 'String' }))

/**
 * Flowable's extensions (prefix flowable), plus the extension vocabulary of the museum's approval
 * flows: buttons and assignee rules on user tasks, conditions on flows.
 */
export const flowableDescriptor: ModdleDescriptor = engineDescriptor(
  'Flowable',
  'flowable',
  'http://flowable.org/bpmn',
  [
    {
      name: 'Button',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: attrs('id', 'name', 'code', 'isHide', 'next', 'sort'),
    },
    {
      name: 'Assignee',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: attrs('id', 'type', 'value', 'condition', 'operationType', 'sort'),
    },
    {
      name: 'Condition',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:SequenceFlow'] },
      properties: attrs('id', 'field', 'compare', 'value', 'logic', 'sort'),
    },
  ],
)
