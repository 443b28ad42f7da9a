import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test'
import { ADMIN_API, accessToken, activePanel, apiGet, apiPost, toast } from './system'

export { activePanel, toast }

/** The MIWG reference diagrams vendored in tests/fixtures/miwg (see its README.md). */
export const MIWG_DIR = fileURLToPath(new URL('../../tests/fixtures/miwg', import.meta.url))

/** The sandbox's seeded model (key team_reserve_audit, deployed once). */
export const SEEDED_MODEL = {
  id: 'a0c8f2d4-6b1e-4c3a-9f57-2e8d1b6c4a90',
  key: 'team_reserve_audit',
  name: '团队预约审核',
}
export const SEEDED_FORM_NAME = '团队预约审核表单'

/** The nickname of the seeded admin (user id 1), as the user pickers list it. */
export const ADMIN_NICKNAME = '纪念馆管理员'

/** A process key of its own per test, so reruns and other tests never share a model. */
export function uniqueKey(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
}

/**
 * A small review process in the camunda dialect: start -> user task -> exclusive gateway -> two
 * end events, one flow with a condition and one default flow.
 */
export function reviewProcessXml(processId: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_${processId}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${processId}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_submit" name="提交申请">
      <bpmn:outgoing>Flow_submit</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Task_review" name="馆员审核" camunda:assignee="1">
      <bpmn:incoming>Flow_submit</bpmn:incoming>
      <bpmn:outgoing>Flow_review</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="Gateway_result" name="审核结果" default="Flow_reject">
      <bpmn:incoming>Flow_review</bpmn:incoming>
      <bpmn:outgoing>Flow_pass</bpmn:outgoing>
      <bpmn:outgoing>Flow_reject</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:endEvent id="EndEvent_pass" name="通过">
      <bpmn:incoming>Flow_pass</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:endEvent id="EndEvent_reject" name="驳回">
      <bpmn:incoming>Flow_reject</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_submit" sourceRef="StartEvent_submit" targetRef="Task_review" />
    <bpmn:sequenceFlow id="Flow_review" sourceRef="Task_review" targetRef="Gateway_result" />
    <bpmn:sequenceFlow id="Flow_pass" name="同意" sourceRef="Gateway_result" targetRef="EndEvent_pass">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${approved == true}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_reject" name="不同意" sourceRef="Gateway_result" targetRef="EndEvent_reject" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      <bpmndi:BPMNShape id="StartEvent_submit_di" bpmnElement="StartEvent_submit">
        <dc:Bounds x="152" y="182" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_review_di" bpmnElement="Task_review">
        <dc:Bounds x="250" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gateway_result_di" bpmnElement="Gateway_result" isMarkerVisible="true">
        <dc:Bounds x="415" y="175" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="472" y="208" width="44" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_pass_di" bpmnElement="EndEvent_pass">
        <dc:Bounds x="542" y="102" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_reject_di" bpmnElement="EndEvent_reject">
        <dc:Bounds x="542" y="262" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_submit_di" bpmnElement="Flow_submit">
        <di:waypoint x="188" y="200" />
        <di:waypoint x="250" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_review_di" bpmnElement="Flow_review">
        <di:waypoint x="350" y="200" />
        <di:waypoint x="415" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_pass_di" bpmnElement="Flow_pass">
        <di:waypoint x="440" y="175" />
        <di:waypoint x="440" y="120" />
        <di:waypoint x="542" y="120" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_reject_di" bpmnElement="Flow_reject">
        <di:waypoint x="440" y="225" />
        <di:waypoint x="440" y="280" />
        <di:waypoint x="542" y="280" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`
}

/** The ids of the elements of `reviewProcessXml`. */
export const REVIEW_IDS = {
  start: 'StartEvent_submit',
  task: 'Task_review',
  gateway: 'Gateway_result',
  endPass: 'EndEvent_pass',
  endReject: 'EndEvent_reject',
  flowSubmit: 'Flow_submit',
  flowReview: 'Flow_review',
  flowPass: 'Flow_pass',
  flowReject: 'Flow_reject',
} as const

/** Stores a diagram into a model through the admin-api. */
export async function storeDiagramByApi(
  request: APIRequestContext,
  page: Page,
  id: string,
  bpmnXml: string,
) {
  const token = await accessToken(page)
  const response = await request.put(`${ADMIN_API}/bpm/model/update`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { id, bpmnXml },
  })
  const body = (await response.json()) as { code: number; msg?: string }
  expect(body.code, body.msg).toBe(0)
}

/** A model of its own holding the review process (its process id is the model key). */
export async function createReviewModel(
  request: APIRequestContext,
  page: Page,
  prefix: string,
  name = '馆藏借展审核',
): Promise<{ id: string; key: string; name: string }> {
  const key = uniqueKey(prefix)
  const id = await createModelByApi(request, page, key, name)
  await storeDiagramByApi(request, page, id, reviewProcessXml(key, name))
  await ruleEveryUserTaskByApi(request, page, id)
  return { id, key, name }
}

/**
 * Gives each user task of the model without an assignment rule one (user 1, the admin): the sandbox
 * refuses to deploy a model while a user task has none.
 */
export async function ruleEveryUserTaskByApi(
  request: APIRequestContext,
  page: Page,
  modelId: string,
): Promise<void> {
  const token = await accessToken(page)
  const rows = await apiGet<Array<{ id?: number | null; taskDefinitionKey: string }>>(
    request,
    token,
    '/bpm/task-assign-rule/list',
    { modelId },
  )
  expect(rows.code, rows.msg).toBe(0)
  for (const row of rows.data.filter((r) => r.id === null || r.id === undefined)) {
    const created = await apiPost(request, token, '/bpm/task-assign-rule/create', {
      modelId,
      taskDefinitionKey: row.taskDefinitionKey,
      type: 30,
      options: [1],
    })
    expect(created.code, created.msg).toBe(0)
  }
}

export interface ModelDetail {
  id: string
  key: string
  name: string
  bpmnXml: string | null
}

/** Creates a model through the admin-api (for tests that are not about the 新建流程 dialog). */
export async function createModelByApi(
  request: APIRequestContext,
  page: Page,
  key: string,
  name: string,
): Promise<string> {
  const token = await accessToken(page)
  const created = await apiPost<string>(request, token, '/bpm/model/create', { key, name })
  expect(created.code, created.msg).toBe(0)
  return created.data
}

/** Deletes a model by API (as another user or tab would, while a designer still shows it). */
export async function deleteModelByApi(
  request: APIRequestContext,
  page: Page,
  id: string,
): Promise<void> {
  const token = await accessToken(page)
  const response = await request.delete(`${ADMIN_API}/bpm/model/delete`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { id },
  })
  const envelope = (await response.json()) as { code: number; msg: string }
  expect(envelope.code, envelope.msg).toBe(0)
}

/** The designer's frame (title, toolbar, canvas, problems, panel). */
export function designerFrame(page: Page): Locator {
  return activePanel(page).getByTestId('model-designer')
}

/** The stored model, as the sandbox returns it. */
export async function getModel(
  request: APIRequestContext,
  page: Page,
  id: string,
): Promise<ModelDetail> {
  const token = await accessToken(page)
  const response = await apiGet<ModelDetail>(request, token, '/bpm/model/get', { id })
  expect(response.code, response.msg).toBe(0)
  return response.data
}

/** A row operation under the row's 更多 menu (the model list shows three operations inline). */
export async function rowMenuAction(page: Page, row: Locator, name: string): Promise<void> {
  await row.getByRole('button', { name: '更多', exact: true }).click()
  await page.getByRole('menu').getByRole('menuitem', { name, exact: true }).click()
}

// ---------------------------------------------------------------------------------------------
// The model list

export function modelTable(page: Page): Locator {
  return activePanel(page).getByRole('table', { name: '流程模型列表' })
}

/** Opens the model list and narrows it to one process key. */
export async function showModelByKey(page: Page, key: string): Promise<Locator> {
  if (!/\/bpm\/manager\/model$/.test(new URL(page.url()).pathname)) {
    await page.goto('/bpm/manager/model')
  }
  const form = activePanel(page).getByRole('search', { name: '搜索条件' })
  await form.getByLabel('流程标识', { exact: true }).fill(key)
  await form.getByRole('button', { name: '搜索' }).click()
  const row = modelTable(page).locator('tbody tr').filter({ hasText: key })
  await expect(row).toHaveCount(1)
  return row
}

// ---------------------------------------------------------------------------------------------
// The designer

export function designerToolbar(page: Page): Locator {
  return activePanel(page).getByRole('toolbar', { name: '流程设计器工具栏' })
}

export function toolbarButton(page: Page, name: string): Locator {
  return designerToolbar(page).getByRole('button', { name, exact: true })
}

/** The visible designer's canvas (bpmn-js draws into it). */
export function canvas(page: Page): Locator {
  return activePanel(page).getByTestId('bpmn-canvas')
}

/** A diagram element as bpmn-js draws it. */
export function shape(page: Page, id: string): Locator {
  return canvas(page).locator(`g.djs-element[data-element-id="${id}"]`)
}

/** Every drawn element that stands for a BPMN element (not the external labels). */
export function drawnElements(page: Page): Locator {
  return canvas(page).locator('g.djs-element[data-element-id]:not([data-element-id$="_label"])')
}

/** Opens the designer of a model and waits until its diagram is shown and the toolbar is live. */
export async function openDesigner(page: Page, modelId: string) {
  await page.goto(`/bpm/manager/model/design?modelId=${encodeURIComponent(modelId)}`)
  await waitForDesigner(page)
}

export async function waitForDesigner(page: Page) {
  await expect(designerToolbar(page)).toBeVisible({ timeout: 20_000 })
  // The toolbar's buttons are enabled once the modeler has shown its diagram.
  await expect(toolbarButton(page, '下载文件')).toBeEnabled({ timeout: 20_000 })
  await expect(canvas(page).locator('svg').first()).toBeVisible()
}

/** The properties panel of the visible designer. */
export function propertiesPanel(page: Page): Locator {
  return activePanel(page).getByLabel('属性面板', { exact: true })
}

/** Expands a panel section (an accordion) by its title, unless it is open, and returns it. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const button = propertiesPanel(page).getByRole('button', { name: title, exact: true })
  await expect(button).toBeVisible()
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  // Settled: no section is still opening or closing.
  await expect(
    propertiesPanel(page).locator(
      '.MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)',
    ),
  ).toHaveCount(0)
  // The accordion: the summary's parent region holds the details.
  return propertiesPanel(page)
    .locator('.MuiAccordion-root')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) })
}

/** The titles of the panel's sections, in order. */
export function sectionTitles(page: Page): Locator {
  return propertiesPanel(page).locator('.MuiAccordionSummary-content')
}

/** Clicks an element on the canvas (selects it; the panel shows it). */
export async function selectElement(page: Page, id: string) {
  // The selected element's context pad may cover the target (e.g. a short outgoing flow).
  await clearSelection(page)
  await expect(canvas(page).locator('.djs-context-pad .entry:visible')).toHaveCount(0)
  // Again while the canvas settles (a closing dialog, a re-fitted view just after loading).
  await expect(async () => {
    await clickElement(page, id)
    await expect(shape(page, id)).toHaveClass(/selected/, { timeout: 1000 })
  }).toPass()
}

/**
 * Clicks a drawn element: a shape in its middle, a connection on its line at 30% of its length
 * (the middle of a bent connection's box is off the line, its own label sits at its middle and
 * its source's label often just after its start).
 */
export async function clickElement(
  page: Page,
  id: string,
  modifiers: ('ControlOrMeta' | 'Shift')[] = [],
) {
  const point = await shape(page, id).evaluate((element) => {
    const hit = element.querySelector('.djs-hit')
    if (element.classList.contains('djs-connection') && hit instanceof SVGGeometryElement) {
      const length = hit.getTotalLength()
      const along = hit.getPointAtLength(Math.min(Math.max(15, length * 0.3), length / 2))
      const onScreen = new DOMPoint(along.x, along.y).matrixTransform(hit.getScreenCTM()!)
      return { x: onScreen.x, y: onScreen.y }
    }
    const box = element.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
  for (const key of modifiers) await page.keyboard.down(key)
  await page.mouse.click(point.x, point.y)
  for (const key of modifiers) await page.keyboard.up(key)
}

/** Clicks the empty canvas: nothing selected, the panel shows the process. */
export async function clearSelection(page: Page) {
  const box = await canvas(page).boundingBox()
  if (!box) throw new Error('canvas not laid out')
  // Again while a closing dialog's backdrop still takes the click.
  await expect(async () => {
    // The top right corner: the palette is on the left, the bpmn.io logo bottom right.
    await page.mouse.click(box.x + box.width - 30, box.y + 15)
    await expect(canvas(page).locator('g.djs-element.selected')).toHaveCount(0, { timeout: 1000 })
  }).toPass()
}

/** An entry of the context pad of the selected element, e.g. 'append.append-task'. */
export function contextPadEntry(page: Page, action: string): Locator {
  return canvas(page).locator(`.djs-context-pad .entry[data-action="${action}"]`)
}

/** Places a palette entry (class e.g. 'bpmn-icon-start-event-none') at a point of the canvas. */
export async function createFromPalette(page: Page, iconClass: string, x: number, y: number) {
  await canvas(page).locator(`.djs-palette .entry.${iconClass}`).click()
  const box = await canvas(page).boundingBox()
  if (!box) throw new Error('canvas not laid out')
  await page.mouse.move(box.x + x - 20, box.y + y - 20, { steps: 4 })
  await page.mouse.move(box.x + x, box.y + y, { steps: 4 })
  await page.mouse.down()
  await page.mouse.up()
}

/** The ids of the currently selected elements, as the canvas marks them. */
export async function selectedIds(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('g.djs-element.selected')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-element-id')!))
}

/** Opens 预览 → 预览 XML (or JSON), returns the text shown and closes the dialog. */
export async function previewText(page: Page, format: 'XML' | 'JSON' = 'XML'): Promise<string> {
  await toolbarButton(page, '预览').click()
  await page.getByRole('menuitem', { name: `预览 ${format}` }).click()
  const dialog = page.getByRole('dialog', { name: `预览 ${format}` })
  const text = dialog.getByTestId('diagram-preview-text')
  await expect(text).not.toBeEmpty()
  const content = (await text.textContent()) ?? ''
  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(dialog).toBeHidden()
  return content
}

export interface SavedFile {
  fileName: string
  text: string
  download: Download
}

/** 下载文件 → one of its entries; returns the file the browser saved. */
export async function downloadDiagram(
  page: Page,
  kind: 'XML' | 'SVG' | 'BPMN',
): Promise<SavedFile> {
  await toolbarButton(page, '下载文件').click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: `下载为 ${kind} 文件` }).click()
  const download = await downloading
  const text = await readFile(await download.path(), 'utf8')
  return { fileName: download.suggestedFilename(), text, download }
}

/** Opens a local file in the designer (打开文件). */
export async function openDiagramFile(
  page: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await activePanel(page).getByTestId('open-diagram-file').setInputFiles(file)
}

/** 保存模型 and its success message. */
export async function saveModel(page: Page) {
  await toolbarButton(page, '保存模型').click()
  await expect(toast(page, '保存成功').last()).toBeVisible()
}

/** The zoom the toolbar shows, e.g. '100%'. */
export function zoomOutput(page: Page): Locator {
  return designerToolbar(page).getByLabel('缩放比例')
}

/** The ids a BPMN file gives its elements (every id attribute). */
export function xmlIds(xml: string): Set<string> {
  return new Set(Array.from(xml.matchAll(/\sid="([^"]+)"/g), (match) => match[1]))
}

/**
 * The bpmnElement references of the first diagram's shapes and edges: what the designer must
 * draw. bpmn-js shows the first BPMNDiagram (and the planes of collapsed sub-processes).
 */
export function firstDiagramElementRefs(xml: string): string[] {
  const start = xml.search(/<([\w-]+:)?BPMNDiagram[\s>]/)
  if (start < 0) return []
  const rest = xml.slice(start + 1)
  const next = rest.search(/<([\w-]+:)?BPMNDiagram[\s>]/)
  const diagram = next < 0 ? rest : rest.slice(0, next)
  return Array.from(
    diagram.matchAll(/<(?:[\w-]+:)?BPMN(?:Shape|Edge)\b[^>]*?\sbpmnElement="([^"]+)"/g),
    (match) => match[1],
  )
}
