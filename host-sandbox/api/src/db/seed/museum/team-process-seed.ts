import { RULE_TYPE_DEPT_LEADER } from '../../../../../../src/shared/wire/bpm-assign-rule'
import { TEAM_RESERVE_PROCESS_KEY } from '../../../../../../src/shared/wire/museum-reserve-team'
import type { ProcessSeed } from '../bpm-process-seeds'
import { buildBpmnXml } from '../bpmn-builder'

/**
 * 团队预约审批: every team booking (团队预约 screen) starts it with the booking's id as business
 * key. The 票务部 leader decides (组织: 票务部's leader is 张主任, user ticketlead), because 票务部
 * runs the slots and the gate the team will use. A business form: the approval page shows the
 * booking's read-only view (/reserve/team/detail) under 申请信息; it is never started from
 * 发起流程, so it has no create path.
 */
export const MUSEUM_TEAM_PROCESS: ProcessSeed = {
  modelId: 'e4a2b6d8-0f5c-4a7e-9d9b-6c2b5f0a8e34',
  key: TEAM_RESERVE_PROCESS_KEY,
  name: '团队预约审批',
  description: '团队预约提交后占用场次的团队名额，由票务部负责人审批；通过后为每位成员出票',
  // bpm_model_category 3 = 预约审核
  category: '3',
  formType: 20,
  form: null,
  formCustomCreatePath: null,
  formCustomViewPath: '/reserve/team/detail',
  definitionId: `${TEAM_RESERVE_PROCESS_KEY}:1:9b1c3d6e-7a8f-4ca5-8e4f-a5b6c7d8e9f0`,
  xml: buildBpmnXml({
    id: TEAM_RESERVE_PROCESS_KEY,
    name: '团队预约审批',
    documentation: '业务表单：团队预约（/reserve/team/detail），业务键为团队预约编号。',
    nodes: [
      { id: 'StartEvent_submit', kind: 'startEvent', name: '提交团队预约', x: 150, y: 200 },
      { id: 'Task_ticket_audit', kind: 'userTask', name: '票务部审批', x: 300, y: 200 },
      { id: 'EndEvent_done', kind: 'endEvent', name: '审批结束', x: 450, y: 200 },
    ],
    flows: [
      { id: 'Flow_to_audit', from: 'StartEvent_submit', to: 'Task_ticket_audit' },
      { id: 'Flow_to_end', from: 'Task_ticket_audit', to: 'EndEvent_done' },
    ],
  }),
  // The leader of 票务部 (dept 3).
  rules: [{ taskKey: 'Task_ticket_audit', type: RULE_TYPE_DEPT_LEADER, options: [3] }],
}
