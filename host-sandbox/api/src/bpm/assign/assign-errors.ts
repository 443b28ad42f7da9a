import type { ErrorDef } from '../../lib/biz-error'

// Codes and texts of the Java server's BPM and system error constants for rules and user groups.
export const AssignErrors = {
  RULE_EXISTS: { code: 1_009_006_000, msg: '流程({}) 的任务({}) 已经存在分配规则' },
  RULE_NOT_EXISTS: { code: 1_009_006_001, msg: '流程任务分配规则不存在' },
  RULE_UPDATE_FAIL_NOT_MODEL: {
    code: 1_009_006_002,
    msg: '只有流程模型的任务分配规则，才允许被修改',
  },
  SCRIPT_NOT_EXISTS: { code: 1_009_006_005, msg: '操作失败，原因：任务分配脚本({}) 不存在' },
  DEPLOY_RULE_MISSING: {
    code: 1_009_002_004,
    msg: '部署流程失败，原因：用户任务({})未配置分配规则，请点击【修改流程】按钮进行配置',
  },
  USER_GROUP_NOT_EXISTS: { code: 1_009_011_000, msg: '用户组不存在' },
  USER_GROUP_DISABLED: { code: 1_009_011_001, msg: '名字为【{}】的用户组已被禁用' },
  ROLE_NOT_EXISTS: { code: 1_002_002_000, msg: '角色不存在' },
  DEPT_NOT_FOUND: { code: 1_002_004_002, msg: '当前部门不存在' },
  POST_NOT_FOUND: { code: 1_002_005_000, msg: '当前岗位不存在' },
  USER_NOT_EXISTS: { code: 1_002_003_004, msg: '用户不存在' },
} satisfies Record<string, ErrorDef>
