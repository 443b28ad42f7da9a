import type { ErrorDef } from '../../lib/biz-error'

// The runtime's refusals, with the Java server's codes and texts (word for word where it has one).

export const RuntimeErrors = {
  DEFINITION_NOT_EXISTS: { code: 1_009_003_002, msg: '流程定义不存在' },
  DEFINITION_SUSPENDED: { code: 1_009_003_003, msg: '流程定义处于挂起状态' },
  INSTANCE_NOT_EXISTS: { code: 1_009_004_000, msg: '流程实例不存在' },
  CANCEL_NOT_RUNNING: { code: 1_009_004_001, msg: '流程取消失败，流程不处于运行中' },
  CANCEL_NOT_SELF: { code: 1_009_004_002, msg: '流程取消失败，该流程不是你发起的' },
  TASK_NOT_SELF: { code: 1_009_005_001, msg: '操作失败，原因：该任务的审批人不是你' },
  TASK_NOT_EXISTS: { code: 1_009_005_002, msg: '流程任务不存在' },
  TASK_SUSPENDED: { code: 1_009_005_003, msg: '当前任务处于挂起状态，不能操作' },
  RETURN_NOT_REACHABLE: {
    code: 1_009_005_004,
    msg: '回退任务失败，目标节点是在并行网关上或非同一路线上，不可跳转',
  },
  RETURN_TARGET_NOT_EXISTS: { code: 1_009_005_005, msg: '目标节点不存在' },
  /** The task was finished by someone else first (e.g. two approvals racing). */
  TASK_ALREADY_DONE: { code: 1_009_005_006, msg: '审批任务失败，原因：该任务不处于未审批' },
  DELEGATE_SAME_USER: { code: 1_009_005_007, msg: '任务委派失败，委派人和当前审批人为同一人' },
  DELEGATE_USER_NOT_EXISTS: { code: 1_009_005_008, msg: '任务委派失败，被委派人不存在' },
  TRANSFER_USER_NOT_EXISTS: { code: 1_009_005_009, msg: '任务转办失败，新审批人不存在' },
  NO_CANDIDATE: { code: 1_009_006_003, msg: '操作失败，原因：找不到任务的审批人！' },
} as const satisfies Record<string, ErrorDef>
