import {
  RULE_TYPE_DEPT_LEADER,
  RULE_TYPE_POST,
  RULE_TYPE_SCRIPT,
  RULE_TYPE_USER,
  RULE_TYPE_USER_GROUP,
  SCRIPT_LEADER_1,
} from '../../../../../src/shared/wire/bpm-assign-rule'
import { buildBpmnXml } from './bpmn-builder'
import { MUSEUM_TEAM_PROCESS } from './museum/team-process-seed'

// The approvals a museum runs out of the box, each deployed once with its assignment rules: OA leave
// (a business form), a purchase request (a process form) and an exhibition plan that is reviewed by
// two departments at once and then countersigned. Users, posts and departments: organisation.ts.

/** User groups that rules of type 40 point at. */
export const USER_GROUP_SEEDS = [
  {
    id: 1,
    name: '办公室采购组',
    description: '负责采购经办的办公室人员',
    memberUserIds: [9, 15],
    status: 0,
  },
  {
    id: 2,
    name: '馆务会',
    description: '会签展陈方案的馆领导和部门主任',
    memberUserIds: [5, 6, 9],
    status: 0,
  },
] as const

export interface RuleSeed {
  taskKey: string
  type: number
  options: readonly number[]
}

/** A process form in the form designer's format (src/shared/form-render/form-definition.ts). */
export interface FormSeed {
  id: number
  name: string
  remark: string
  conf: object
  fields: readonly object[]
}

export interface ProcessSeed {
  modelId: string
  key: string
  name: string
  description: string
  /** bpm_model_category: 1 默认, 2 OA */
  category: string
  formType: 10 | 20
  /** The process form (formType 10), copied onto the definition as deploy does. */
  form: FormSeed | null
  formCustomCreatePath: string | null
  formCustomViewPath: string | null
  definitionId: string
  xml: string
  rules: readonly RuleSeed[]
}

const byStarterLeader = { type: RULE_TYPE_SCRIPT, options: [SCRIPT_LEADER_1] }

export const PURCHASE_FORM_SEED = {
  id: 2,
  name: '采购申请表单',
  remark: '办公用品、展陈物料等的采购申请',
  conf: { labelWidth: 110, size: 'small', labelPosition: 'right' },
  fields: [
    {
      id: 'itemName',
      type: 'input',
      field: 'itemName',
      label: '采购物品',
      required: true,
      placeholder: '请输入采购物品',
      validation: { maxLength: 50 },
    },
    {
      id: 'quantity',
      type: 'number',
      field: 'quantity',
      label: '采购数量',
      required: true,
      defaultValue: 1,
      validation: { min: 1, max: 10000 },
      step: 1,
    },
    {
      id: 'amount',
      type: 'number',
      field: 'amount',
      label: '预计金额（元）',
      required: true,
      defaultValue: 100,
      validation: { min: 1, max: 1000000 },
      step: 1,
    },
    { id: 'needDate', type: 'date', field: 'needDate', label: '期望到货日期', required: false },
    {
      id: 'reason',
      type: 'textarea',
      field: 'reason',
      label: '用途说明',
      required: true,
      placeholder: '请输入用途说明',
    },
  ],
} as const

export const EXHIBITION_FORM_SEED = {
  id: 3,
  name: '展陈方案表单',
  remark: '临时展览的方案，由各部门提意见后馆务会会签',
  conf: { labelWidth: 100, size: 'small', labelPosition: 'right' },
  fields: [
    {
      id: 'title',
      type: 'input',
      field: 'title',
      label: '展览名称',
      required: true,
      placeholder: '请输入展览名称',
      validation: { maxLength: 50 },
    },
    { id: 'openDate', type: 'date', field: 'openDate', label: '开展日期', required: true },
    {
      id: 'plan',
      type: 'textarea',
      field: 'plan',
      label: '方案概要',
      required: true,
      placeholder: '请输入方案概要',
    },
  ],
} as const

/** OA 请假: the starter's leader, then the director when the leave is longer than 3 days. */
const OA_LEAVE: ProcessSeed = {
  modelId: 'b1d9e3a5-7c2f-4d4b-8a68-3f9e2c7d5b01',
  key: 'oa_leave',
  name: 'OA 请假',
  description: '员工请假：部门负责人审批，超过 3 天再由馆长审批',
  category: '2',
  formType: 20,
  form: null,
  formCustomCreatePath: '/bpm/oa/leave/create',
  formCustomViewPath: '/bpm/oa/leave/detail',
  definitionId: 'oa_leave:1:6e8f0a3b-4d5c-4f72-9b1c-d2e3f4a5b6c7',
  xml: buildBpmnXml({
    id: 'oa_leave',
    name: 'OA 请假',
    documentation: '请假天数由请假单计算，流程变量 day。',
    nodes: [
      { id: 'StartEvent_apply', kind: 'startEvent', name: '提交请假', x: 150, y: 200 },
      { id: 'Task_leader_audit', kind: 'userTask', name: '领导审批', x: 280, y: 200 },
      {
        id: 'Gateway_days',
        kind: 'exclusiveGateway',
        name: '请假天数',
        x: 430,
        y: 200,
        defaultFlow: 'Flow_short_leave',
      },
      { id: 'Task_director_audit', kind: 'userTask', name: '馆长审批', x: 580, y: 320 },
      { id: 'EndEvent_done', kind: 'endEvent', name: '结束', x: 730, y: 200 },
    ],
    flows: [
      { id: 'Flow_to_leader', from: 'StartEvent_apply', to: 'Task_leader_audit' },
      { id: 'Flow_to_gateway', from: 'Task_leader_audit', to: 'Gateway_days' },
      {
        id: 'Flow_long_leave',
        from: 'Gateway_days',
        to: 'Task_director_audit',
        name: '超过 3 天',
        condition: '${day > 3}',
      },
      { id: 'Flow_short_leave', from: 'Gateway_days', to: 'EndEvent_done', name: '不超过 3 天' },
      { id: 'Flow_director_done', from: 'Task_director_audit', to: 'EndEvent_done' },
    ],
  }),
  rules: [
    { taskKey: 'Task_leader_audit', ...byStarterLeader },
    // Post 馆长 (the director).
    { taskKey: 'Task_director_audit', type: RULE_TYPE_POST, options: [1] },
  ],
}

/** 采购申请: the starter's leader, the director above 5000 元, then the office buys it. */
const PURCHASE: ProcessSeed = {
  modelId: 'c2e0f4b6-8d3a-4e5c-9b79-4a0f3d8e6c12',
  key: 'purchase_request',
  name: '采购申请',
  description: '通用采购申请：部门负责人审批，5000 元以上馆长审批，办公室采购组经办',
  category: '1',
  formType: 10,
  form: PURCHASE_FORM_SEED,
  formCustomCreatePath: null,
  formCustomViewPath: null,
  definitionId: 'purchase_request:1:7f9a1b4c-5e6d-4a83-8c2d-e3f4a5b6c7d8',
  xml: buildBpmnXml({
    id: 'purchase_request',
    name: '采购申请',
    nodes: [
      { id: 'StartEvent_apply', kind: 'startEvent', name: '提交申请', x: 150, y: 200 },
      { id: 'Task_leader_audit', kind: 'userTask', name: '部门负责人审批', x: 280, y: 200 },
      {
        id: 'Gateway_amount',
        kind: 'exclusiveGateway',
        name: '金额',
        x: 430,
        y: 200,
        defaultFlow: 'Flow_small_amount',
      },
      { id: 'Task_director_audit', kind: 'userTask', name: '馆长审批', x: 580, y: 320 },
      { id: 'Task_office_purchase', kind: 'userTask', name: '办公室经办', x: 730, y: 200 },
      { id: 'EndEvent_done', kind: 'endEvent', name: '结束', x: 880, y: 200 },
    ],
    flows: [
      { id: 'Flow_to_leader', from: 'StartEvent_apply', to: 'Task_leader_audit' },
      { id: 'Flow_to_gateway', from: 'Task_leader_audit', to: 'Gateway_amount' },
      {
        id: 'Flow_large_amount',
        from: 'Gateway_amount',
        to: 'Task_director_audit',
        name: '超过 5000 元',
        condition: '${amount > 5000}',
      },
      {
        id: 'Flow_small_amount',
        from: 'Gateway_amount',
        to: 'Task_office_purchase',
        name: '其他',
      },
      { id: 'Flow_director_to_office', from: 'Task_director_audit', to: 'Task_office_purchase' },
      { id: 'Flow_to_end', from: 'Task_office_purchase', to: 'EndEvent_done' },
    ],
  }),
  rules: [
    { taskKey: 'Task_leader_audit', ...byStarterLeader },
    { taskKey: 'Task_director_audit', type: RULE_TYPE_USER, options: [5] },
    { taskKey: 'Task_office_purchase', type: RULE_TYPE_USER_GROUP, options: [1] },
  ],
}

/** 展陈方案审批: office review, two departments at once, then the 馆务会 countersigns. */
const EXHIBITION: ProcessSeed = {
  modelId: 'd3f1a5c7-9e4b-4f6d-8c8a-5b1a4e9f7d23',
  key: 'exhibition_plan',
  name: '展陈方案审批',
  description: '办公室初审后，票务部与宣教部同时提意见，最后馆务会全体会签',
  category: '1',
  formType: 10,
  form: EXHIBITION_FORM_SEED,
  formCustomCreatePath: null,
  formCustomViewPath: null,
  definitionId: 'exhibition_plan:1:8a0b2c5d-6f7e-4b94-9d3e-f4a5b6c7d8e9',
  xml: buildBpmnXml({
    id: 'exhibition_plan',
    name: '展陈方案审批',
    nodes: [
      { id: 'StartEvent_apply', kind: 'startEvent', name: '提交方案', x: 150, y: 200 },
      { id: 'Task_office_review', kind: 'userTask', name: '办公室初审', x: 280, y: 200 },
      { id: 'Gateway_fork', kind: 'parallelGateway', x: 430, y: 200 },
      { id: 'Task_ticket_opinion', kind: 'userTask', name: '票务部意见', x: 580, y: 110 },
      { id: 'Task_edu_opinion', kind: 'userTask', name: '宣教部意见', x: 580, y: 290 },
      { id: 'Gateway_join', kind: 'parallelGateway', x: 730, y: 200 },
      {
        id: 'Task_countersign',
        kind: 'userTask',
        name: '馆务会会签',
        x: 880,
        y: 200,
        multiInstance: true,
      },
      { id: 'EndEvent_done', kind: 'endEvent', name: '结束', x: 1030, y: 200 },
    ],
    flows: [
      { id: 'Flow_to_office', from: 'StartEvent_apply', to: 'Task_office_review' },
      { id: 'Flow_to_fork', from: 'Task_office_review', to: 'Gateway_fork' },
      { id: 'Flow_to_ticket', from: 'Gateway_fork', to: 'Task_ticket_opinion' },
      { id: 'Flow_to_edu', from: 'Gateway_fork', to: 'Task_edu_opinion' },
      { id: 'Flow_ticket_join', from: 'Task_ticket_opinion', to: 'Gateway_join' },
      { id: 'Flow_edu_join', from: 'Task_edu_opinion', to: 'Gateway_join' },
      { id: 'Flow_to_countersign', from: 'Gateway_join', to: 'Task_countersign' },
      { id: 'Flow_to_end', from: 'Task_countersign', to: 'EndEvent_done' },
    ],
  }),
  rules: [
    { taskKey: 'Task_office_review', type: RULE_TYPE_DEPT_LEADER, options: [6] },
    { taskKey: 'Task_ticket_opinion', type: RULE_TYPE_DEPT_LEADER, options: [3] },
    { taskKey: 'Task_edu_opinion', type: RULE_TYPE_DEPT_LEADER, options: [4] },
    { taskKey: 'Task_countersign', type: RULE_TYPE_USER_GROUP, options: [2] },
  ],
}

export const PROCESS_SEEDS: readonly ProcessSeed[] = [
  MUSEUM_TEAM_PROCESS,
  OA_LEAVE,
  PURCHASE,
  EXHIBITION,
]

/** The team reservation audit (bpm-seeds.ts) goes to the admin, as its diagram's assignee says. */
export const TEAM_RULES: readonly RuleSeed[] = [
  { taskKey: 'Task_librarian_audit', type: RULE_TYPE_USER, options: [1] },
]
