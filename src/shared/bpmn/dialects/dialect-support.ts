export type BpmnDialect = 'camunda' | 'flowable' | 'activiti'

export type TaskListenerEvent =
  'create' | 'assignment' | 'complete' | 'delete' | 'update' | 'timeout'

/** What the properties panel may write in a dialect (what the engine understands). */
export interface DialectSupport {
  label: string
  /**
   * 'beforeAfter': camunda:asyncBefore and camunda:asyncAfter. 'single': one async flag
   * (flowable:async / activiti:async, a job before the activity), shown as "async before".
   */
  async: 'beforeAfter' | 'single'
  /** camunda:followUpDate on user tasks. */
  followUpDate: boolean
  /** 'formData': camunda:formData with camunda:formField; 'formProperty': <prefix>:formProperty. */
  form: 'formData' | 'formProperty'
  /** businessKey of camunda:formData. */
  formBusinessKey: boolean
  /** A form field's properties (id, value) and validation constraints (name, config). */
  formFieldPropertiesAndConstraints: boolean
  /** required / readable / writable flags of a form property. */
  formFieldFlags: boolean
  taskListenerEvents: readonly TaskListenerEvent[]
  /** The timer of a 'timeout' task listener. */
  taskListenerTimer: boolean
  /** Listeners of type script (<camunda:script>). */
  scriptListeners: boolean
  /** External scripts (camunda:resource) for script tasks and flow conditions. */
  externalScripts: boolean
  /** Script conditions on sequence flows (conditionExpression with a language). */
  scriptConditions: boolean
  /** asyncBefore / asyncAfter / exclusive on multi-instance loop characteristics. */
  multiInstanceAsync: boolean
  /** failedJobRetryTimeCycle on multi-instance loop characteristics. */
  multiInstanceRetryTimeCycle: boolean
  /** Button / Assignee / Condition extension elements. */
  extensionVocabulary: boolean
}

const ENGINE_TASK_LISTENER_EVENTS: readonly TaskListenerEvent[] = [
  'create',
  'assignment',
  'complete',
  'delete',
]

/** Flowable: Activiti 5's vocabulary with script conditions and its own extension elements. */
const FLOWABLE_SUPPORT: DialectSupport = {
  label: 'Flowable',
  async: 'single',
  followUpDate: false,
  form: 'formProperty',
  formBusinessKey: false,
  formFieldPropertiesAndConstraints: false,
  formFieldFlags: true,
  taskListenerEvents: ENGINE_TASK_LISTENER_EVENTS,
  taskListenerTimer: false,
  scriptListeners: false,
  externalScripts: false,
  scriptConditions: true,
  multiInstanceAsync: false,
  multiInstanceRetryTimeCycle: false,
  extensionVocabulary: true,
}

/**
 * Per-dialect capabilities. Flowable and Activiti share Activiti 5's vocabulary: one async flag,
 * form properties, no follow-up date, no update / timeout task-listener events and no
 * <camunda:script> listeners or external script resources (they run scripts only inline).
 */
export const DIALECT_SUPPORT: Record<BpmnDialect, DialectSupport> = {
  camunda: {
    label: 'Camunda',
    async: 'beforeAfter',
    followUpDate: true,
    form: 'formData',
    formBusinessKey: true,
    formFieldPropertiesAndConstraints: true,
    formFieldFlags: false,
    taskListenerEvents: [...ENGINE_TASK_LISTENER_EVENTS, 'update', 'timeout'],
    taskListenerTimer: true,
    scriptListeners: true,
    externalScripts: true,
    scriptConditions: true,
    multiInstanceAsync: true,
    multiInstanceRetryTimeCycle: true,
    extensionVocabulary: false,
  },
  flowable: FLOWABLE_SUPPORT,
  // Activiti lacks script conditions and Flowable's extension elements; otherwise the same.
  activiti: {
    ...FLOWABLE_SUPPORT,
    label: 'Activiti',
    scriptConditions: false,
    extensionVocabulary: false,
  },
}
