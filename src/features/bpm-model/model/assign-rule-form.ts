import { z } from 'zod'
import type { BpmTaskAssignRuleItem } from '@/shared/wire/bpm-assign-rule'

/** 规则类型 -> the form field that holds its options and what its picker is called. */
export const RULE_OPTION_FIELDS = {
  10: { name: 'roleIds', label: '指定角色' },
  20: { name: 'deptIds', label: '指定部门' },
  21: { name: 'deptIds', label: '指定部门' },
  22: { name: 'postIds', label: '指定岗位' },
  30: { name: 'userIds', label: '指定用户' },
  40: { name: 'userGroupIds', label: '指定用户组' },
  50: { name: 'scripts', label: '指定脚本' },
} as const

export type RuleOptionField = (typeof RULE_OPTION_FIELDS)[keyof typeof RULE_OPTION_FIELDS]['name']

export const isRuleType = (type: unknown): type is keyof typeof RULE_OPTION_FIELDS =>
  typeof type === 'number' && type in RULE_OPTION_FIELDS

/** The 修改任务规则 form: one picker per kind, so switching the type keeps what was picked. */
export interface RuleFormValues {
  taskDefinitionName: string
  taskDefinitionKey: string
  type: number | ''
  roleIds: number[]
  deptIds: number[]
  postIds: number[]
  userIds: number[]
  userGroupIds: number[]
  scripts: number[]
}

export const ruleFormSchema = z
  .object({
    taskDefinitionName: z.string(),
    taskDefinitionKey: z.string(),
    type: z.union([z.number(), z.literal('')]),
    roleIds: z.array(z.number()),
    deptIds: z.array(z.number()),
    postIds: z.array(z.number()),
    userIds: z.array(z.number()),
    userGroupIds: z.array(z.number()),
    scripts: z.array(z.number()),
  })
  .superRefine((values, ctx) => {
    if (!isRuleType(values.type)) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: '规则类型不能为空' })
      return
    }
    const { name, label } = RULE_OPTION_FIELDS[values.type]
    if (values[name].length === 0) {
      ctx.addIssue({ code: 'custom', path: [name], message: `${label}不能为空` })
    }
  })

/** The dialog's values for a row: its rule's options go to the picker of its type. */
export function toRuleForm(row: BpmTaskAssignRuleItem): RuleFormValues {
  const values: RuleFormValues = {
    taskDefinitionName: row.taskDefinitionName ?? '',
    taskDefinitionKey: row.taskDefinitionKey,
    type: row.type ?? '',
    roleIds: [],
    deptIds: [],
    postIds: [],
    userIds: [],
    userGroupIds: [],
    scripts: [],
  }
  if (isRuleType(row.type)) values[RULE_OPTION_FIELDS[row.type].name] = [...row.options]
  return values
}

/** The options sent for the chosen type. */
export function optionsOf(values: RuleFormValues): number[] {
  return isRuleType(values.type) ? values[RULE_OPTION_FIELDS[values.type].name] : []
}
