/** Test support: sample diagrams in each dialect and assertions shared by the headless tests. */
import { DIALECT_NAMESPACES, type BpmnDialect } from '@/shared/bpmn/dialects'
import type { PanelContext } from '../panel-context'
import { resolveTarget, type PanelTarget } from '../panel-target'
import { createHeadlessModeler, type HeadlessModeler } from './headless-modeler'

/**
 * start -> user task -> gateway -> (flow_a) script task -> end, (flow_b) receive task -> end,
 * plus a service task and one message. `userTaskExtras` goes inside the user task.
 */
export function sampleXml(dialect: BpmnDialect, userTaskExtras = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${dialect}="${DIALECT_NAMESPACES[dialect]}" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:message id="Message_existing" name="已有消息" />
  <bpmn:process id="Process_1" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:userTask id="user_task" name="审批">${userTaskExtras}</bpmn:userTask>
    <bpmn:exclusiveGateway id="gateway" />
    <bpmn:scriptTask id="script_task" name="脚本" />
    <bpmn:receiveTask id="receive_task" name="接收" />
    <bpmn:serviceTask id="service_task" name="服务" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="flow_start" sourceRef="start" targetRef="user_task" />
    <bpmn:sequenceFlow id="flow_user" sourceRef="user_task" targetRef="gateway" />
    <bpmn:sequenceFlow id="flow_a" sourceRef="gateway" targetRef="script_task" />
    <bpmn:sequenceFlow id="flow_b" sourceRef="gateway" targetRef="receive_task" />
    <bpmn:sequenceFlow id="flow_script" sourceRef="script_task" targetRef="end" />
    <bpmn:sequenceFlow id="flow_receive" sourceRef="receive_task" targetRef="service_task" />
    <bpmn:sequenceFlow id="flow_service" sourceRef="service_task" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`
}

export interface Harness {
  h: HeadlessModeler
  ctx: PanelContext
  /** The panel target of an element id (null: the process). */
  target(id: string | null): PanelTarget
}

export async function createHarness(
  dialect: BpmnDialect,
  xml = sampleXml(dialect),
): Promise<Harness> {
  const h = await createHeadlessModeler(xml, { dialect })
  const ctx: PanelContext = { ports: h.ports, dialect }
  return {
    h,
    ctx,
    target(id) {
      const target = resolveTarget(h.ports, id === null ? null : h.element(id))
      if (!target) throw new Error('no target')
      return target
    },
  }
}

/**
 * Runs `edit` and checks it is exactly one undo step: the XML changed, one undo restores the XML
 * from before (not more, not less), one redo brings the edit back. Returns the edited XML.
 */
export async function expectOneUndoStep(h: HeadlessModeler, edit: () => unknown): Promise<string> {
  const before = await h.exportXml()
  edit()
  const after = await h.exportXml()
  expect(after).not.toBe(before)
  expect(h.commandStack.canUndo()).toBe(true)
  h.commandStack.undo()
  expect(await h.exportXml()).toBe(before)
  h.commandStack.redo()
  expect(await h.exportXml()).toBe(after)
  return after
}

/** Asserts `edit` writes nothing: same XML, no new undo step. */
export async function expectNoWrite(h: HeadlessModeler, edit: () => unknown): Promise<void> {
  const before = await h.exportXml()
  const couldUndo = h.commandStack.canUndo()
  const stackSize = (h.commandStack as unknown as { _stack: unknown[] })._stack.length
  edit()
  expect(await h.exportXml()).toBe(before)
  expect(h.commandStack.canUndo()).toBe(couldUndo)
  expect((h.commandStack as unknown as { _stack: unknown[] })._stack.length).toBe(stackSize)
}

/**
 * Exports, re-imports into a fresh headless modeler of the same dialect and checks that nothing
 * was lost: no import warnings, the same XML again, and `read` gives the same view.
 */
export async function expectLosslessReimport<T>(
  harness: Harness,
  read: (reimported: Harness) => T,
): Promise<Harness> {
  const xml = await harness.h.exportXml()
  const reimported = await createHarness(harness.ctx.dialect, xml)
  const warnings = await reimported.h.importXml(xml)
  expect(warnings).toEqual([])
  expect(await reimported.h.exportXml()).toBe(xml)
  expect(read(reimported)).toEqual(read(harness))
  return reimported
}
