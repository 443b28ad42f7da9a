import type { BpmProcessInstanceDetail, BpmTaskOfInstance } from '@/shared/wire/bpm-runtime'

export const ME = 1
export const T0 = new Date(2024, 4, 6, 9, 0, 0).getTime()
export const MINUTE = 60_000

export const XML =
  '<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions id="d"><bpmn:process id="oa_leave" /></bpmn:definitions>'

export function instance(
  overrides: Partial<BpmProcessInstanceDetail> = {},
): BpmProcessInstanceDetail {
  return {
    id: 'pi-1',
    name: 'OA 请假',
    category: '2',
    status: 1,
    result: 1,
    createTime: T0,
    endTime: null,
    formVariables: { day: 2 },
    businessKey: '7',
    startUser: { id: 2, nickname: '票务专员', deptId: 3, deptName: '票务部' },
    processDefinition: {
      id: 'oa_leave:1:a',
      formType: 20,
      formId: null,
      formConf: null,
      formFields: null,
      formCustomCreatePath: '/bpm/oa/leave/create',
      formCustomViewPath: '/bpm/oa/leave/detail',
      bpmnXml: XML,
    },
    errorMessage: null,
    ...overrides,
  }
}

let taskCounter = 0

export function task(overrides: Partial<BpmTaskOfInstance> = {}): BpmTaskOfInstance {
  taskCounter += 1
  return {
    id: `task-${taskCounter}`,
    name: '领导审批',
    claimTime: null,
    createTime: T0 + taskCounter * MINUTE,
    suspensionState: 1,
    processInstance: {
      id: 'pi-1',
      name: 'OA 请假',
      startUserId: 2,
      startUserNickname: '票务专员',
      processDefinitionId: 'oa_leave:1:a',
    },
    endTime: null,
    durationInMillis: null,
    result: 1,
    reason: null,
    definitionKey: 'task_leader',
    assigneeUser: { id: ME, nickname: '张主任', deptId: 3, deptName: '票务部' },
    ...overrides,
  }
}

export const USERS = [
  { id: 1, nickname: '张主任' },
  { id: 5, nickname: '王馆长' },
  { id: 6, nickname: '李主任' },
]
