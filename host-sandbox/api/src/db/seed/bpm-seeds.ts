// The demo process of the sandbox: a team reservation is checked by a librarian. Its form uses the
// console's form designer format (src/shared/form-render/form-definition.ts): `conf` is one JSON
// object, `fields` one JSON string per field {id, type, field, label, required, ...}.

export const TEAM_FORM_SEED = {
  id: 1,
  name: '团队预约审核表单',
  remark: '团队预约提交的信息，馆员据此审核',
  conf: { labelWidth: 100, size: 'small', labelPosition: 'right' },
  fields: [
    {
      id: 'teamName',
      type: 'input',
      field: 'teamName',
      label: '团队名称',
      required: true,
      placeholder: '请输入团队名称',
      validation: { maxLength: 50 },
    },
    {
      id: 'teamType',
      type: 'select',
      field: 'teamType',
      label: '团队类型',
      required: true,
      options: [
        { label: '学校', value: 'school' },
        { label: '机关单位', value: 'government' },
        { label: '企业', value: 'company' },
        { label: '其他', value: 'other' },
      ],
    },
    { id: 'contactName', type: 'input', field: 'contactName', label: '联系人', required: true },
    {
      id: 'contactMobile',
      type: 'input',
      field: 'contactMobile',
      label: '联系电话',
      required: true,
      validation: { pattern: '^1[3-9]\\d{9}$', message: '请输入正确的手机号' },
    },
    {
      id: 'visitorCount',
      type: 'number',
      field: 'visitorCount',
      label: '参观人数',
      required: true,
      defaultValue: 10,
      validation: { min: 10, max: 200 },
      step: 1,
    },
    { id: 'visitDate', type: 'date', field: 'visitDate', label: '参观日期', required: true },
    { id: 'remark', type: 'textarea', field: 'remark', label: '备注', required: false },
  ],
} as const

export const TEAM_MODEL_SEED = {
  id: 'a0c8f2d4-6b1e-4c3a-9f57-2e8d1b6c4a90',
  key: 'team_reserve_audit',
  name: '团队预约审核',
  description: '团队预约提交后由馆员审核',
  /** bpm_model_category 3 = 预约审核 */
  category: '3',
  definitionId: 'team_reserve_audit:1:5d7e9b2a-3c4f-4e61-8a0b-c1d2e3f4a5b6',
} as const

/** Camunda dialect: start -> 馆员审核 (assignee user 1, the admin) -> end, with its diagram. */
export const TEAM_MODEL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_team_reserve_audit" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="team_reserve_audit" name="团队预约审核" isExecutable="true">
    <bpmn:documentation>团队预约提交后，由馆员审核。</bpmn:documentation>
    <bpmn:startEvent id="StartEvent_submit" name="提交预约">
      <bpmn:outgoing>Flow_to_audit</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_librarian_audit" name="馆员审核" camunda:assignee="1">
      <bpmn:incoming>Flow_to_audit</bpmn:incoming>
      <bpmn:outgoing>Flow_to_end</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="EndEvent_done" name="审核完成">
      <bpmn:incoming>Flow_to_end</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_to_audit" sourceRef="StartEvent_submit" targetRef="Task_librarian_audit" />
    <bpmn:sequenceFlow id="Flow_to_end" sourceRef="Task_librarian_audit" targetRef="EndEvent_done" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_team_reserve_audit">
    <bpmndi:BPMNPlane id="BPMNPlane_team_reserve_audit" bpmnElement="team_reserve_audit">
      <bpmndi:BPMNEdge id="Flow_to_audit_di" bpmnElement="Flow_to_audit">
        <di:waypoint x="218" y="180" />
        <di:waypoint x="290" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_to_end_di" bpmnElement="Flow_to_end">
        <di:waypoint x="390" y="180" />
        <di:waypoint x="462" y="180" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNShape id="StartEvent_submit_di" bpmnElement="StartEvent_submit">
        <dc:Bounds x="182" y="162" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="176" y="205" width="48" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_librarian_audit_di" bpmnElement="Task_librarian_audit">
        <dc:Bounds x="290" y="140" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_done_di" bpmnElement="EndEvent_done">
        <dc:Bounds x="462" y="162" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="456" y="205" width="48" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
