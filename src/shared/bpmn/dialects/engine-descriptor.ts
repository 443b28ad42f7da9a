import type {
  ModdleDescriptor,
  ModdlePropertyDescriptor,
  ModdleTypeDescriptor,
} from './moddle-descriptor'

const attr = (name: string): ModdlePropertyDescriptor => ({ name, isAttr: true, type: 'String' })

const flag = (name: string, defaultValue: boolean): ModdlePropertyDescriptor => ({
  name,
  isAttr: true,
  type: 'Boolean',
  default: defaultValue,
})

/** Elements that accept execution listeners (the engines' own list). */
const LISTENER_HOSTS = [
  'bpmn:Process',
  'bpmn:Task',
  'bpmn:ServiceTask',
  'bpmn:UserTask',
  'bpmn:BusinessRuleTask',
  'bpmn:ScriptTask',
  'bpmn:ReceiveTask',
  'bpmn:ManualTask',
  'bpmn:SendTask',
  'bpmn:CallActivity',
  'bpmn:SubProcess',
  'bpmn:ExclusiveGateway',
  'bpmn:ParallelGateway',
  'bpmn:InclusiveGateway',
  'bpmn:EventBasedGateway',
  'bpmn:SequenceFlow',
  'bpmn:StartEvent',
  'bpmn:IntermediateCatchEvent',
  'bpmn:IntermediateThrowEvent',
  'bpmn:EndEvent',
  'bpmn:BoundaryEvent',
]

/**
 * The vocabulary Flowable and Activiti share (Flowable grew out of Activiti 5 and kept its
 * extension attributes and elements). moddle drops unknown *elements* of a known namespace on
 * import, so beyond what the panel writes this also declares the common elements a real engine
 * diagram carries (service task attributes, call activity in / out, listener scripts), to keep
 * imported diagrams whole.
 */
function engineTypes(prefix: string): ModdleTypeDescriptor[] {
  const own = (name: string) => `${prefix}:${name}`
  const listenerBody: ModdlePropertyDescriptor[] = [
    attr('event'),
    attr('class'),
    attr('expression'),
    attr('delegateExpression'),
    { name: 'script', type: 'Script' },
    { name: 'fields', type: 'Field', isMany: true },
  ]
  return [
    {
      name: 'AsyncCapable',
      isAbstract: true,
      extends: ['bpmn:Activity', 'bpmn:Gateway', 'bpmn:Event'],
      properties: [flag('async', false), flag('exclusive', true)],
    },
    {
      name: 'FailedJobRetryTimeCycle',
      superClass: ['Element'],
      meta: { allowedIn: [own('AsyncCapable'), 'bpmn:MultiInstanceLoopCharacteristics'] },
      properties: [{ name: 'body', isBody: true, type: 'String' }],
    },
    {
      name: 'Assignable',
      isAbstract: true,
      extends: ['bpmn:UserTask'],
      properties: [
        attr('assignee'),
        attr('candidateUsers'),
        attr('candidateGroups'),
        attr('dueDate'),
        attr('priority'),
      ],
    },
    {
      name: 'FormSupported',
      isAbstract: true,
      extends: ['bpmn:StartEvent', 'bpmn:UserTask'],
      properties: [attr('formKey')],
    },
    {
      name: 'Initiator',
      isAbstract: true,
      extends: ['bpmn:StartEvent'],
      properties: [attr('initiator')],
    },
    {
      name: 'ScriptTask',
      isAbstract: true,
      extends: ['bpmn:ScriptTask'],
      properties: [attr('resultVariable')],
    },
    {
      name: 'ServiceTaskLike',
      isAbstract: true,
      extends: ['bpmn:ServiceTask', 'bpmn:BusinessRuleTask', 'bpmn:SendTask'],
      properties: [
        attr('class'),
        attr('expression'),
        attr('delegateExpression'),
        attr('resultVariable'),
        attr('type'),
      ],
    },
    {
      name: 'Collectable',
      isAbstract: true,
      extends: ['bpmn:MultiInstanceLoopCharacteristics'],
      properties: [attr('collection'), attr('elementVariable'), attr('elementIndexVariable')],
    },
    {
      name: 'ExecutionListener',
      superClass: ['Element'],
      meta: { allowedIn: LISTENER_HOSTS },
      properties: listenerBody,
    },
    {
      name: 'TaskListener',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:UserTask'] },
      properties: [attr('id'), ...listenerBody],
    },
    {
      name: 'Field',
      superClass: ['Element'],
      meta: { allowedIn: [own('ServiceTaskLike'), own('ExecutionListener'), own('TaskListener')] },
      properties: [
        attr('name'),
        attr('stringValue'),
        { name: 'string', type: 'String' },
        { name: 'expression', type: 'String' },
      ],
    },
    {
      name: 'Script',
      superClass: ['Element'],
      properties: [
        attr('scriptFormat'),
        attr('resource'),
        { name: 'value', type: 'String', isBody: true },
      ],
    },
    {
      name: 'Properties',
      superClass: ['Element'],
      meta: { allowedIn: ['*'] },
      properties: [{ name: 'values', type: 'Property', isMany: true }],
    },
    {
      name: 'Property',
      superClass: ['Element'],
      properties: [attr('id'), attr('name'), attr('value')],
    },
    {
      name: 'FormProperty',
      superClass: ['Element'],
      meta: { allowedIn: ['bpmn:StartEvent', 'bpmn:UserTask'] },
      properties: [
        attr('id'),
        attr('name'),
        attr('type'),
        flag('required', false),
        flag('readable', true),
        flag('writable', true),
        attr('variable'),
        attr('expression'),
        attr('datePattern'),
        attr('default'),
        { name: 'values', type: 'Value', isMany: true },
      ],
    },
    {
      name: 'Value',
      superClass: ['Element'],
      properties: [attr('id'), attr('name')],
    },
    {
      name: 'InOutBinding',
      superClass: ['Element'],
      isAbstract: true,
      properties: [
        attr('source'),
        attr('sourceExpression'),
        attr('target'),
        attr('targetExpression'),
      ],
    },
    {
      name: 'In',
      superClass: [own('InOutBinding')],
      meta: { allowedIn: ['bpmn:CallActivity'] },
      properties: [],
    },
    {
      name: 'Out',
      superClass: [own('InOutBinding')],
      meta: { allowedIn: ['bpmn:CallActivity'] },
      properties: [],
    },
  ]
}

export function engineDescriptor(
  name: string,
  prefix: string,
  uri: string,
  extraTypes: ModdleTypeDescriptor[] = [],
): ModdleDescriptor {
  return {
    name,
    uri,
    prefix,
    xml: { tagAlias: 'lowerCase' },
    associations: [],
    types: [...engineTypes(prefix), ...extraTypes],
  }
}
