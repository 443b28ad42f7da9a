import { z } from 'zod'
import { id } from './common'
import { requiredInt, requiredText } from './fields'

// Task assignment rules: /bpm/task-assign-rule/* (docs/admin-api.md#bpm-assign). A rule says who
// may act on one user task of a model; deploying copies a model's rules onto the new definition.

/** Dict bpm_task_assign_rule_type. */
export const RULE_TYPE_ROLE = 10
export const RULE_TYPE_DEPT_MEMBER = 20
export const RULE_TYPE_DEPT_LEADER = 21
export const RULE_TYPE_POST = 22
export const RULE_TYPE_USER = 30
export const RULE_TYPE_USER_GROUP = 40
export const RULE_TYPE_SCRIPT = 50
export const RULE_TYPES = [
  RULE_TYPE_ROLE,
  RULE_TYPE_DEPT_MEMBER,
  RULE_TYPE_DEPT_LEADER,
  RULE_TYPE_POST,
  RULE_TYPE_USER,
  RULE_TYPE_USER_GROUP,
  RULE_TYPE_SCRIPT,
] as const

/** Dict bpm_task_assign_script: the starter, the starter's leader, that leader's leader. */
export const SCRIPT_STARTER = 10
export const SCRIPT_LEADER_1 = 20
export const SCRIPT_LEADER_2 = 21
export const RULE_SCRIPTS = [SCRIPT_STARTER, SCRIPT_LEADER_1, SCRIPT_LEADER_2] as const

/** A row of list: one per user task of the diagram; id and type absent while it has no rule. */
export const bpmTaskAssignRuleItem = z.object({
  id: id.nullish(),
  modelId: z.string().nullish(),
  /** '' for a model's own rules. */
  processDefinitionId: z.string().nullish(),
  taskDefinitionKey: z.string().min(1),
  taskDefinitionName: z.string().nullish(),
  type: z.number().int().nullish(),
  options: z.array(z.number().int()),
})

const optionsField = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .array(z.number({ error: '规则值必须是整数' }).int('规则值必须是整数'), {
      error: (issue) => (issue.input === undefined ? '规则值数组不能为空' : '规则值必须是数组'),
    })
    .min(1, '规则值数组不能为空'),
)

const typeField = requiredInt('规则类型').refine(
  (v) => (RULE_TYPES as readonly number[]).includes(v),
  `规则类型必须在指定范围 [${RULE_TYPES.join(', ')}]`,
)

/** Body of POST create (model rules only). */
export const bpmTaskAssignRuleCreate = z.object({
  modelId: requiredText('流程模型的编号', 64),
  taskDefinitionKey: requiredText('流程任务定义的编号', 255),
  type: typeField,
  options: optionsField,
})

/** Body of PUT update. */
export const bpmTaskAssignRuleUpdate = z.object({
  id: requiredInt('任务分配规则的编号'),
  type: typeField,
  options: optionsField,
})

export type BpmTaskAssignRuleItem = z.output<typeof bpmTaskAssignRuleItem>
export type BpmTaskAssignRuleCreate = z.output<typeof bpmTaskAssignRuleCreate>
export type BpmTaskAssignRuleUpdate = z.output<typeof bpmTaskAssignRuleUpdate>
