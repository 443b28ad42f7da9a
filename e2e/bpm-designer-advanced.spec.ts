import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import {
  MIWG_DIR,
  activePanel,
  createModelByApi,
  deleteModelByApi,
  drawnElements,
  openDesigner,
  openDiagramFile,
  previewText,
  propertiesPanel,
  selectElement,
  shape,
  storeDiagramByApi,
  toolbarButton,
  uniqueKey,
} from './support/bpm'

/** A user task with a timer boundary event whose timer is not set yet (as the palette makes it). */
function reminderXml(key: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="借展审批提醒" isExecutable="true">
    <bpmn:startEvent id="Start_1"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="Task_approve" name="审批"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="End_1"><bpmn:incoming>Flow_2</bpmn:incoming></bpmn:endEvent>
    <bpmn:boundaryEvent id="Timer_remind" name="48小时提醒" cancelActivity="false" attachedToRef="Task_approve"><bpmn:outgoing>Flow_3</bpmn:outgoing><bpmn:timerEventDefinition id="TimerDef_1"/></bpmn:boundaryEvent>
    <bpmn:endEvent id="End_reminded"><bpmn:incoming>Flow_3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_1" targetRef="Task_approve"/>
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_approve" targetRef="End_1"/>
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Timer_remind" targetRef="End_reminded"/>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="${key}">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="152" y="182" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_approve_di" bpmnElement="Task_approve"><dc:Bounds x="250" y="160" width="100" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_1_di" bpmnElement="End_1"><dc:Bounds x="422" y="182" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Timer_remind_di" bpmnElement="Timer_remind"><dc:Bounds x="282" y="222" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_reminded_di" bpmnElement="End_reminded"><dc:Bounds x="282" y="312" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="200"/><di:waypoint x="250" y="200"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="350" y="200"/><di:waypoint x="422" y="200"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="300" y="258"/><di:waypoint x="300" y="312"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
}

function advancedPanel(page: Page): Locator {
  return propertiesPanel(page).getByTestId('advanced-panel')
}

/** Opens a group of the 高级 tab (bpmn-js-properties-panel) by its id, unless it is open. */
async function openGroup(page: Page, id: string): Promise<Locator> {
  const group = advancedPanel(page).locator(`[data-group-id="group-${id}"]`)
  const entries = group.locator('.bio-properties-panel-group-entries')
  await expect(group).toBeVisible()
  if (!(await entries.evaluate((element) => element.classList.contains('open')))) {
    await group.locator('.bio-properties-panel-group-header').click()
  }
  await expect(entries).toHaveClass(/open/)
  return entries
}

test.describe('流程设计器: 高级 tab and import repair', () => {
  test('高级 tab: a 48-hour timer on a boundary event, in Chinese, one undo step, loaded only when opened', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await loginAs(page)
    const key = uniqueKey('e2e_adv')
    const id = await createModelByApi(request, page, key, '借展审批提醒')
    await storeDiagramByApi(request, page, id, reminderXml(key))

    const chunks: string[] = []
    page.on('request', (req) => {
      if (/advanced-tab-[^/]*\.js$/.test(req.url())) chunks.push(req.url())
    })
    await openDesigner(page, id)
    await selectElement(page, 'Timer_remind')
    // The tab's code is not fetched with the designer.
    expect(chunks).toEqual([])

    const panel = propertiesPanel(page)
    await panel.getByRole('tab', { name: '高级' }).click()
    await expect(advancedPanel(page)).toBeVisible()
    expect(chunks).toHaveLength(1)
    // Only what our own tab does not edit, in Chinese.
    await expect(
      advancedPanel(page).locator('.bio-properties-panel-group-header-title'),
    ).toHaveText(['文档', '定时器'])

    // The engine check: no timer set yet, and the task has no assignment rule.
    const problems = activePanel(page).getByRole('region', { name: '流程图问题' })
    await expect(problems).toContainText('引擎检查（2）')
    await expect(problems).toContainText('定时事件(48小时提醒)未设置时间')
    await expect(problems).toContainText('用户任务(审批)未配置分配规则')

    const timer = await openGroup(page, 'timer')
    await timer.getByLabel('类型').selectOption({ label: '持续时间' })
    const value = timer.getByLabel('值')
    await value.fill('PT48H')
    await value.blur()
    await expect(async () => {
      const xml = await previewText(page)
      expect(xml).toMatch(
        /<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT48H<\/bpmn:timeDuration>/,
      )
    }).toPass({ timeout: 10_000 })

    await expect(problems).not.toContainText('未设置时间')
    await expect(problems).toContainText('引擎检查（1）')

    // Documentation of the event, written through the same tab.
    const documentation = await openGroup(page, 'documentation')
    await documentation.getByLabel('元素文档').fill('审批超过 48 小时提醒审批人')
    await documentation.getByLabel('元素文档').blur()
    await expect(async () => {
      expect(await previewText(page)).toContain(
        '<bpmn:documentation>审批超过 48 小时提醒审批人</bpmn:documentation>',
      )
    }).toPass({ timeout: 10_000 })
    await screenshot(page, 'designer-advanced-timer')

    // The panel's styles stay inside the designer: the page's own font is untouched.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(font).not.toContain('IBM Plex')

    // Undo takes the documentation back, then the timer value: each edit one step.
    await toolbarButton(page, '撤销').click()
    await expect(async () => {
      expect(await previewText(page)).not.toContain('审批超过 48 小时提醒审批人')
    }).toPass({ timeout: 10_000 })
    const xml = await previewText(page)
    expect(xml).toContain('PT48H')

    // Selecting another element returns to the 属性 tab.
    await selectElement(page, 'Task_approve')
    await expect(panel.getByRole('tab', { name: '属性' })).toHaveAttribute('aria-selected', 'true')
    await deleteModelByApi(request, page, id)
  })

  test('a broken export of another tool opens whole: the repairs are listed under 导入修复', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await loginAs(page)
    const key = uniqueKey('e2e_repair')
    const id = await createModelByApi(request, page, key, '导入修复')
    await openDesigner(page, id)

    // The MIWG export as published: how many elements it draws.
    const original = readFileSync(join(MIWG_DIR, 'A.2.0.bpmn'), 'utf8')
    await openDiagramFile(page, {
      name: 'A.2.0.bpmn',
      mimeType: 'text/xml',
      buffer: Buffer.from(original),
    })
    await expect(shape(page, '_5a972b87-735d-454a-b31c-f52fb3afc5c7')).toBeVisible()
    const whole = await drawnElements(page).count()
    expect(whole).toBeGreaterThan(10)
    const problems = activePanel(page).getByRole('region', { name: '流程图问题' })
    await expect(problems).not.toContainText('导入修复')

    // The same export broken as tools break files: Task 2 carries Task 1's id, and the diagram
    // plane points at a process that does not exist. Plain bpmn-js draws nothing of it.
    const task1 = '_5a972b87-735d-454a-b31c-f52fb3afc5c7'
    const task2 = '_4f7d62d7-f0e6-46bc-be00-69e02da38f65'
    const broken = original
      .split(task2)
      .join(task1)
      .replace(/(<bpmndi:BPMNPlane[^>]*bpmnElement=")[^"]+"/, '$1WFP-missing"')
    await openDiagramFile(page, {
      name: 'broken.bpmn',
      mimeType: 'text/xml',
      buffer: Buffer.from(broken),
    })
    await expect(problems).toContainText('导入修复（2）')
    await expect(problems).toContainText(`ID「${task1}」重复：任务「Task 2」已改名为「${task1}_2」`)
    await expect(problems).toContainText(
      '流程图平面指向不存在的元素「WFP-missing」，已改为指向流程「WFP-6-」',
    )
    await expect(shape(page, `${task1}_2`)).toBeVisible()
    await expect(drawnElements(page)).toHaveCount(whole)
    await screenshot(page, 'designer-import-repair')

    // A repair note selects what it is about.
    await problems.getByText(`已改名为「${task1}_2」`).click()
    await expect(shape(page, `${task1}_2`)).toHaveClass(/selected/)
    await deleteModelByApi(request, page, id)
  })
})
