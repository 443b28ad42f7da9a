import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { PHONE, openFromSidebar, openSettingsDrawer, tabList, tabOf } from './support/shell'
import { accessToken, apiGet, confirmDialog } from './support/system'
import { consoleContainer, consoleUserMenu, portalLogin, pushRoute } from './support/portal'
import {
  ADMIN_NICKNAME,
  REVIEW_IDS,
  SEEDED_MODEL,
  activePanel,
  canvas,
  clearSelection,
  clickElement,
  contextPadEntry,
  createFromPalette,
  createModelByApi,
  createReviewModel,
  deleteModelByApi,
  designerFrame,
  designerToolbar,
  downloadDiagram,
  drawnElements,
  firstDiagramElementRefs,
  getModel,
  openDesigner,
  openDiagramFile,
  openSection,
  previewText,
  ruleEveryUserTaskByApi,
  propertiesPanel,
  reviewProcessXml,
  saveModel,
  sectionTitles,
  selectElement,
  selectedIds,
  shape,
  showModelByKey,
  toast,
  toolbarButton,
  uniqueKey,
  waitForDesigner,
  xmlIds,
  zoomOutput,
  MIWG_DIR,
  rowMenuAction,
} from './support/bpm'

/** A text field of the properties panel by its label (MUI adds ' *' to required ones). */
function panelText(page: Page, label: string): Locator {
  return propertiesPanel(page).getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })
}

/** A select of the panel (or of a drawer / dialog) by its label; its name ends with the value. */
function selectIn(scope: Locator, label: string): Locator {
  return scope.getByRole('combobox', { name: new RegExp(`^${label}`) })
}

async function choose(page: Page, select: Locator, option: string) {
  await select.click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await expect(page.getByRole('listbox')).toBeHidden()
}

/** Types into a commit-on-Enter panel field. */
async function commitText(field: Locator, value: string) {
  await field.fill(value)
  await field.press('Enter')
}

/** The id of the sequence flow leaving `sourceId`, read from the XML preview. */
function flowFrom(xml: string, sourceId: string): string {
  const match = new RegExp(`sequenceFlow id="([^"]+)" sourceRef="${sourceId}"`).exec(xml)
  if (!match) throw new Error(`no sequence flow from ${sourceId} in\n${xml}`)
  return match[1]
}

async function deployFromList(page: Page, key: string, expectedVersion: string) {
  const row = await showModelByKey(page, key)
  // Deploy needs a rule for every user task (the rules dialog has its own spec).
  const models = await apiGet<{ list: Array<{ id: string }> }>(
    page.request,
    await accessToken(page),
    '/bpm/model/page',
    { key },
  )
  await ruleEveryUserTaskByApi(page.request, page, models.data.list[0].id)
  await row.getByRole('button', { name: '发布流程', exact: true }).click()
  await expect(confirmDialog(page)).toContainText('是否部署该流程！！')
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '部署成功').last()).toBeVisible()
  await expect(row).toContainText(expectedVersion)
}

test.describe('流程设计器: drawing, properties, save and deploy', () => {
  test('draw start → user task → end, set the task and flow properties, save, reload: all still there; deploy v1 then v2', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const key = uniqueKey('e2e_visit')
    const name = '团队参观申请'
    await loginAs(page)
    await openFromSidebar(page, '工作流程', '流程管理', '流程模型')
    await expect(page).toHaveURL(/\/bpm\/manager\/model$/)

    // 新建流程
    await activePanel(page).getByRole('button', { name: '新建流程' }).click()
    const dialog = page.getByRole('dialog', { name: '新建流程' })
    await expect(dialog).toContainText('新建后，流程标识不可修改！')
    await dialog.getByLabel('流程标识').fill(key)
    await dialog.getByLabel('流程名称').fill(name)
    await dialog.getByLabel('流程描述').fill('学校团队预约参观的审批')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = await showModelByKey(page, key)
    await expect(row).toContainText(name)
    await expect(row).toContainText('未部署')

    // 设计流程: an empty executable process named after the model.
    await row.getByRole('button', { name: '设计流程', exact: true }).click()
    await expect(page).toHaveURL(/\/bpm\/manager\/model\/design\?modelId=/)
    await waitForDesigner(page)
    await expect(tabOf(page, '设计流程')).toBeVisible()
    await expect(drawnElements(page)).toHaveCount(0)
    await expect(panelText(page, '流程标识')).toHaveValue(key)
    await expect(panelText(page, '流程标识')).toBeDisabled()
    await expect(panelText(page, '流程名称')).toHaveValue(name)
    const problems = activePanel(page).getByRole('region', { name: '流程图问题' })
    await expect(problems).toContainText('没有发现问题')
    await expect(toolbarButton(page, '撤销')).toBeDisabled()

    // The palette speaks Chinese.
    await expect(
      canvas(page).locator('.djs-palette').getByRole('button', { name: '创建开始事件' }),
    ).toHaveClass(/bpmn-icon-start-event-none/)
    // Palette: a start event. Alone, it is a problem the list names; clicking it selects it.
    await createFromPalette(page, 'bpmn-icon-start-event-none', 250, 220)
    await expect(drawnElements(page)).toHaveCount(1)
    const [startId] = await selectedIds(page)
    await expect(problems).toContainText('元素未连接')
    await clearSelection(page)
    await expect(panelText(page, '流程名称')).toBeVisible()
    await problems.getByRole('button', { name: /元素未连接/ }).click()
    await expect(shape(page, startId)).toHaveClass(/selected/)
    await expect(panelText(page, 'ID')).toHaveValue(startId)

    // Context pad: append a task, make it a user task, append an end event (all in Chinese).
    await expect(contextPadEntry(page, 'append.append-task')).toHaveAttribute('title', '追加任务')
    await contextPadEntry(page, 'append.append-task').click()
    await expect(drawnElements(page)).toHaveCount(3)
    await expect(contextPadEntry(page, 'replace')).toHaveAttribute('title', '更改元素类型')
    await contextPadEntry(page, 'replace').click()
    const userTask = page.locator('.djs-popup [data-id="replace-with-user-task"]')
    await expect(userTask).toContainText('用户任务')
    await userTask.click()
    const [taskDrawnId] = await selectedIds(page)
    await contextPadEntry(page, 'append.end-event').click()
    await expect(drawnElements(page)).toHaveCount(5)
    const [endId] = await selectedIds(page)
    // Connected: only the missing names are left, as warnings.
    await expect(problems).toContainText('0 个错误，3 个警告')
    await expect(problems).toContainText('元素缺少名称')

    // The user task: id, name, assignee (picker), task listener with a field, multi-instance.
    await selectElement(page, taskDrawnId)
    await expect(sectionTitles(page)).toContainText([
      '常规',
      '表单',
      '任务',
      '多实例',
      '执行监听器',
      '任务监听器',
      '扩展属性',
      '其他',
    ])
    await commitText(panelText(page, 'ID'), 'Task_visit_audit')
    await expect(shape(page, 'Task_visit_audit')).toBeVisible()
    await commitText(panelText(page, '名称'), '馆员审核')
    await expect(shape(page, 'Task_visit_audit')).toContainText('馆员审核')

    const task = await openSection(page, '任务')
    const assignee = task.getByRole('combobox', { name: '处理用户' })
    await assignee.click()
    await page.getByRole('option', { name: ADMIN_NICKNAME }).click()
    await expect(assignee).toHaveValue(ADMIN_NICKNAME)

    const listeners = await openSection(page, '任务监听器')
    await listeners.getByRole('button', { name: '添加监听器' }).click()
    const drawer = page.getByRole('form', { name: '任务监听器' })
    await drawer.getByRole('button', { name: '保存', exact: true }).click()
    await expect(drawer).toContainText('请填写监听器ID')
    await expect(drawer).toContainText('请选择事件类型')
    await expect(drawer).toContainText('请选择监听器类型')
    await drawer.getByRole('textbox', { name: /^监听器ID/ }).fill('auditCreated')
    await choose(page, selectIn(drawer, '事件类型'), '创建')
    await choose(page, selectIn(drawer, '监听器类型'), 'Java类')
    await drawer.getByRole('button', { name: '保存', exact: true }).click()
    await expect(drawer).toContainText('请填写Java类')
    await drawer.getByRole('textbox', { name: /^Java类/ }).fill('org.museum.bpm.AuditNotifier')
    await drawer.getByRole('button', { name: '添加字段' }).click()
    const fieldDialog = page.getByRole('dialog', { name: '添加字段' })
    await fieldDialog.getByRole('button', { name: '确定' }).click()
    await expect(fieldDialog).toContainText('请填写字段名称')
    await fieldDialog.getByRole('textbox', { name: /^字段名称/ }).fill('channel')
    await choose(page, selectIn(fieldDialog, '字段类型'), '字符串')
    await fieldDialog.getByRole('textbox', { name: /^字段值/ }).fill('sms')
    await fieldDialog.getByRole('button', { name: '确定' }).click()
    await expect(fieldDialog).toBeHidden()
    const fieldRows = drawer.getByRole('table', { name: '注入字段' }).locator('tbody tr')
    await expect(fieldRows).toHaveCount(1)
    await expect(fieldRows).toContainText('channel')
    await expect(fieldRows).toContainText('sms')
    await drawer.getByRole('button', { name: '保存', exact: true }).click()
    await expect(drawer).toBeHidden()
    const listenerRows = listeners.getByRole('table', { name: '任务监听器' }).locator('tbody tr')
    await expect(listenerRows).toHaveCount(1)
    await expect(listenerRows).toContainText('创建')
    await expect(listenerRows).toContainText('Java类')

    const multi = await openSection(page, '多实例')
    await choose(page, selectIn(multi, '回路特性'), '并行多实例')
    await expect(multi.getByRole('textbox', { name: '集合' })).toHaveValue('${coll_userList}')
    await expect(multi.getByRole('textbox', { name: '元素变量' })).toHaveValue('user')

    // The flow from the task: a condition expression.
    const flowId = flowFrom(await previewText(page), 'Task_visit_audit')
    await selectElement(page, flowId)
    const condition = await openSection(page, '流转条件')
    await choose(page, selectIn(condition, '流转类型'), '条件流转路径')
    await expect(selectIn(condition, '条件格式')).toContainText('表达式')
    await commitText(condition.getByRole('textbox', { name: '表达式' }), '${approved == true}')

    // Save: success, the unsaved mark goes.
    await expect(designerToolbar(page)).toContainText('有未保存的修改')
    await saveModel(page)
    await expect(designerToolbar(page)).not.toContainText('有未保存的修改')

    // Reload: the diagram and the properties come back from the server.
    await page.reload()
    await waitForDesigner(page)
    await expect(drawnElements(page)).toHaveCount(5)
    for (const id of [startId, 'Task_visit_audit', endId, flowId]) {
      await expect(shape(page, id)).toHaveCount(1)
    }
    const xml = await previewText(page)
    expect(xml).toContain('camunda:assignee="1"')
    expect(xml).toMatch(/<camunda:taskListener [^>]*class="org\.museum\.bpm\.AuditNotifier"/)
    expect(xml).toMatch(/<camunda:field name="channel">\s*<camunda:string>sms<\/camunda:string>/)
    expect(xml).toMatch(
      /<bpmn2?:multiInstanceLoopCharacteristics camunda:collection="\$\{coll_userList\}"/,
    )
    expect(xml).toMatch(
      /<bpmn2?:conditionExpression xsi:type="bpmn2?:tFormalExpression">\$\{approved == true\}</,
    )

    await selectElement(page, 'Task_visit_audit')
    await expect(panelText(page, '名称')).toHaveValue('馆员审核')
    // The picker shows the user's name, not the stored id. Known defect: after a reload it shows
    // '1' (MUI's freeSolo Autocomplete keeps the text it had before the user list arrived).
    // Soft, so the rest still runs.
    await expect
      .soft((await openSection(page, '任务')).getByRole('combobox', { name: '处理用户' }))
      .toHaveValue(ADMIN_NICKNAME)
    const reloadedListeners = (await openSection(page, '任务监听器'))
      .getByRole('table', { name: '任务监听器' })
      .locator('tbody tr')
    await expect(reloadedListeners).toHaveCount(1)
    await reloadedListeners.getByRole('button', { name: '编辑监听器1' }).click()
    const reopened = page.getByRole('form', { name: '任务监听器' })
    await expect(reopened.getByRole('textbox', { name: /^Java类/ })).toHaveValue(
      'org.museum.bpm.AuditNotifier',
    )
    await expect(reopened.getByRole('table', { name: '注入字段' })).toContainText('channel')
    await reopened.getByRole('button', { name: '取消' }).click()
    await expect(reopened).toBeHidden()
    await expect(selectIn(await openSection(page, '多实例'), '回路特性')).toContainText(
      '并行多实例',
    )
    await selectElement(page, flowId)
    await expect(
      (await openSection(page, '流转条件')).getByRole('textbox', { name: '表达式' }),
    ).toHaveValue('${approved == true}')

    // 发布流程 → v1; a change saved and deployed again → v2; both on the definition page.
    await deployFromList(page, key, 'v1')
    await (
      await showModelByKey(page, key)
    )
      .getByRole('button', { name: '设计流程', exact: true })
      .click()
    await waitForDesigner(page)
    await selectElement(page, 'Task_visit_audit')
    await commitText(panelText(page, '名称'), '馆员复核')
    await saveModel(page)
    await deployFromList(page, key, 'v2')
    await rowMenuAction(page, await showModelByKey(page, key), '流程定义')
    await expect(page).toHaveURL(new RegExp(`/bpm/manager/definition\\?key=${key}$`))
    const definitions = activePanel(page).getByRole('table', { name: '流程定义列表' })
    const versions = definitions.locator('tbody tr')
    await expect(versions).toHaveCount(2)
    await expect(versions.filter({ hasText: 'v1' })).toHaveCount(1)
    await expect(versions.filter({ hasText: 'v2' })).toHaveCount(1)
    await expect(versions.filter({ hasText: '激活' })).toHaveCount(2)
  })
})

test('the login page loads none of the designer; opening the designer loads it', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/login')
  // The login page is up: its form shows and the document (with every preloaded module) has loaded.
  await expect(page.getByRole('form', { name: '账号密码登录' })).toBeVisible()
  await page.waitForLoadState('load')
  const designerChunk = /\/assets\/(bpmn-canvas|diagram-preview-viewer|model-designer-page)-/
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => designerChunk.test(path))).toEqual([])
  // Nor does the page ask the browser to fetch them later (preload hints).
  const hinted = await page
    .locator('link[rel="modulepreload"], link[rel="prefetch"], link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
  expect(hinted.filter((href) => designerChunk.test(new URL(href).pathname))).toEqual([])

  await loginAs(page)
  await page.goto('/bpm/manager/model/design?modelId=' + SEEDED_MODEL.id)
  await waitForDesigner(page)
  expect(scripts.some((path) => /\/assets\/bpmn-canvas-/.test(path))).toBe(true)
})

test.describe('导入流程: a .bpmn file becomes a model', () => {
  test('the dialog checks its fields, imports the file, and the designer shows its elements', async ({
    page,
  }) => {
    const key = uniqueKey('e2e_import')
    const file = {
      name: 'museum-loan.bpmn',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(reviewProcessXml('Process_loan', '藏品外借审批'), 'utf8'),
    }
    await loginAs(page)
    await page.goto('/bpm/manager/model')
    await activePanel(page).getByRole('button', { name: '导入流程' }).click()
    const dialog = page.getByRole('dialog', { name: '导入流程' })
    await expect(dialog).toContainText('未选择文件')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toContainText('流程标识不能为空')
    await expect(dialog).toContainText('流程名称不能为空')
    await expect(dialog).toContainText('请选择要导入的 .bpmn 或 .xml 文件')

    await dialog.getByLabel('流程标识').fill('1-bad key')
    await dialog.getByLabel('流程名称').fill('藏品外借审批')
    await dialog.getByLabel('流程文件').setInputFiles({ ...file, name: 'loan.txt' })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toContainText('流程标识格式不正确')
    await expect(dialog).toContainText('只能导入 .bpmn 或 .xml 文件')

    await dialog.getByLabel('流程标识').fill(key)
    await dialog.getByLabel('流程文件').setInputFiles(file)
    await expect(dialog).toContainText('museum-loan.bpmn')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '导入流程成功')).toBeVisible()
    await expect(dialog).toBeHidden()

    const row = await showModelByKey(page, key)
    await expect(row).toContainText('藏品外借审批')
    await expect(row).toContainText('未部署')
    await row.getByRole('button', { name: '设计流程', exact: true }).click()
    await waitForDesigner(page)
    await expect(drawnElements(page)).toHaveCount(9)
    await expect(shape(page, REVIEW_IDS.task)).toContainText('馆员审核')
    await expect(designerToolbar(page)).not.toContainText('有未保存的修改')
  })
})

test.describe('流程设计器: toolbar', () => {
  test('下载文件: XML, SVG and BPMN named after the process, with their MIME types', async ({
    page,
    request,
  }) => {
    // What the page hands the browser to save: the blob's type is the file's MIME type.
    await page.addInitScript(() => {
      const types: string[] = []
      ;(window as unknown as { __blobTypes: string[] }).__blobTypes = types
      const create = URL.createObjectURL.bind(URL)
      URL.createObjectURL = (object: Blob | MediaSource) => {
        if (object instanceof Blob) types.push(object.type)
        return create(object)
      }
    })
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_download', '藏品入库登记')
    await openDesigner(page, model.id)
    const blobTypes = () =>
      page.evaluate(() => (window as unknown as { __blobTypes: string[] }).__blobTypes.slice())

    const xml = await downloadDiagram(page, 'XML')
    expect(xml.fileName).toBe('藏品入库登记.xml')
    expect(xml.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml.text).toContain(`<bpmn:process id="${model.key}" name="藏品入库登记"`)
    expect(xmlIds(xml.text)).toEqual(xmlIds(reviewProcessXml(model.key, model.name)))

    const svg = await downloadDiagram(page, 'SVG')
    expect(svg.fileName).toBe('藏品入库登记.svg')
    expect(svg.text).toContain('<svg')
    expect(svg.text).toContain('馆员审核')
    expect(svg.text).toContain('审核结果')

    const bpmn = await downloadDiagram(page, 'BPMN')
    expect(bpmn.fileName).toBe('藏品入库登记.bpmn')
    expect(bpmn.text).toBe(xml.text)

    expect(await blobTypes()).toEqual(['application/xml', 'image/svg+xml', 'application/xml'])
  })

  test('预览: the XML and JSON of the current diagram', async ({ page, request }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_preview')
    await openDesigner(page, model.id)
    const xml = await previewText(page, 'XML')
    expect(xml).toContain('<bpmn:userTask id="Task_review" name="馆员审核" camunda:assignee="1">')
    const json = JSON.parse(await previewText(page, 'JSON')) as unknown
    const text = JSON.stringify(json)
    expect(text).toContain('Task_review')
    expect(text).toContain('馆员审核')
    expect(text).toContain('${approved == true}')
  })

  test('撤销 / 恢复 follow the command stack (buttons and Ctrl+Z / Ctrl+Y on the canvas)', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_undo')
    await openDesigner(page, model.id)
    const undo = toolbarButton(page, '撤销')
    const redo = toolbarButton(page, '恢复')
    await expect(undo).toBeDisabled()
    await expect(redo).toBeDisabled()

    // Selecting writes nothing: still nothing to undo.
    await selectElement(page, REVIEW_IDS.task)
    await expect(undo).toBeDisabled()

    await commitText(panelText(page, '名称'), '保管部审核')
    await expect(shape(page, REVIEW_IDS.task)).toContainText('保管部审核')
    await expect(undo).toBeEnabled()
    await expect(redo).toBeDisabled()

    // The history survives the tab being hidden and shown again (the modeler is kept).
    await tabOf(page, '首页').click()
    await tabOf(page, '设计流程').click()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('保管部审核')
    await expect(undo).toBeEnabled()

    await undo.click()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('馆员审核')
    await expect(panelText(page, '名称')).toHaveValue('馆员审核')
    await expect(undo).toBeDisabled()
    await expect(redo).toBeEnabled()

    await redo.click()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('保管部审核')
    await expect(undo).toBeEnabled()
    await expect(redo).toBeDisabled()

    // One committed edit is one step: a second edit, undone once, leaves the first.
    await commitText(panelText(page, '名称'), '保管部复核')
    await undo.click()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('保管部审核')

    // Keyboard shortcuts act while the canvas has focus.
    await clickElement(page, REVIEW_IDS.task)
    await page.keyboard.press('ControlOrMeta+z')
    await expect(shape(page, REVIEW_IDS.task)).toContainText('馆员审核')
    await expect(undo).toBeDisabled()
    await page.keyboard.press('ControlOrMeta+y')
    await expect(shape(page, REVIEW_IDS.task)).toContainText('保管部审核')
  })

  test('zoom: in to 400% and out to 20% in steps of 10%, each button disabled at its limit', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_zoom')
    await openDesigner(page, model.id)
    const zoomIn = toolbarButton(page, '放大视图')
    const zoomOut = toolbarButton(page, '缩小视图')
    const percent = async () =>
      Number(/^(\d+)%$/.exec((await zoomOutput(page).textContent()) ?? '')?.[1])

    // Snap to a tenth first (fitting the viewport may leave e.g. 87%).
    await zoomIn.click()
    let current = await percent()
    expect(current % 10).toBe(0)
    while (await zoomIn.isEnabled()) {
      await zoomIn.click()
      await expect(zoomOutput(page)).toHaveText(`${current + 10}%`)
      current += 10
    }
    expect(current).toBe(400)
    await expect(zoomOutput(page)).toHaveText('400%')
    await expect(zoomIn).toBeDisabled()
    await expect(zoomOut).toBeEnabled()

    while (await zoomOut.isEnabled()) {
      await zoomOut.click()
      await expect(zoomOutput(page)).toHaveText(`${current - 10}%`)
      current -= 10
    }
    expect(current).toBe(20)
    await expect(zoomOut).toBeDisabled()
    await expect(zoomIn).toBeEnabled()

    // Reset: the whole diagram in view, not enlarged beyond 100%.
    await toolbarButton(page, '重置视图并居中').click()
    await expect(zoomOutput(page)).not.toHaveText('20%')
    expect(await percent()).toBeLessThanOrEqual(100)
    await expect(zoomOut).toBeEnabled()
  })

  test('align: one element selected warns; two (Ctrl+click) ask first, then line up', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_align')
    await openDesigner(page, model.id)
    const alignLeft = toolbarButton(page, '向左对齐')

    // Nothing or one element: the warning, nothing moves.
    await alignLeft.click()
    await expect(toast(page, '请按住 Ctrl 键选择多个元素对齐').last()).toBeVisible()
    await selectElement(page, REVIEW_IDS.endPass)
    await alignLeft.click()
    await expect(toast(page, '请按住 Ctrl 键选择多个元素对齐').last()).toBeVisible()
    await expect(confirmDialog(page)).toBeHidden()

    // Ctrl+click adds the gateway: two selected.
    await clickElement(page, REVIEW_IDS.gateway, ['ControlOrMeta'])
    expect((await selectedIds(page)).sort()).toEqual(
      [REVIEW_IDS.endPass, REVIEW_IDS.gateway].sort(),
    )
    const before = await shape(page, REVIEW_IDS.endPass).boundingBox()

    // 取消: nothing moves.
    await alignLeft.click()
    await expect(confirmDialog(page)).toContainText('自动对齐可能造成图形变形，是否继续？')
    await confirmDialog(page).getByRole('button', { name: '取消' }).click()
    await expect(confirmDialog(page)).toBeHidden()
    expect(await shape(page, REVIEW_IDS.endPass).boundingBox()).toEqual(before)
    await expect(toolbarButton(page, '撤销')).toBeDisabled()

    // 确定: both left edges line up.
    await alignLeft.click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(confirmDialog(page)).toBeHidden()
    await expect(toolbarButton(page, '撤销')).toBeEnabled()
    const leftOf = async (id: string) =>
      (await shape(page, id).locator('.djs-visual').boundingBox())!.x
    expect(
      Math.abs((await leftOf(REVIEW_IDS.endPass)) - (await leftOf(REVIEW_IDS.gateway))),
    ).toBeLessThan(1.5)
  })

  test('模拟 on: editing is disabled (save, undo, align, open, engine, panel); off: back', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_simulate')
    await openDesigner(page, model.id)
    await selectElement(page, REVIEW_IDS.task)
    await commitText(panelText(page, '名称'), '模拟前的修改')
    await expect(toolbarButton(page, '撤销')).toBeEnabled()

    await toolbarButton(page, '模拟').click()
    const stop = toolbarButton(page, '关闭模拟')
    await expect(stop).toHaveAttribute('aria-pressed', 'true')
    for (const name of [
      '保存模型',
      '撤销',
      '恢复',
      '重新绘制',
      '打开文件',
      '向左对齐',
      '垂直居中',
    ]) {
      await expect(toolbarButton(page, name), name).toBeDisabled()
    }
    await expect(
      designerToolbar(page).getByRole('combobox', { name: /^流程引擎/ }),
    ).toHaveAttribute('aria-disabled', 'true')
    // The panel is read-only.
    await expect(panelText(page, '名称')).toBeDisabled()
    await expect(panelText(page, 'ID')).toBeDisabled()
    // Viewing is still possible.
    await expect(toolbarButton(page, '下载文件')).toBeEnabled()
    await expect(toolbarButton(page, '放大视图')).toBeEnabled()

    await stop.click()
    await expect(toolbarButton(page, '模拟')).toHaveAttribute('aria-pressed', 'false')
    await expect(toolbarButton(page, '保存模型')).toBeEnabled()
    await expect(toolbarButton(page, '撤销')).toBeEnabled()
    await expect(panelText(page, '名称')).toBeEnabled()
    // The edit made before the simulation is still there.
    await expect(shape(page, REVIEW_IDS.task)).toContainText('模拟前的修改')
  })
})

test.describe('流程设计器: nothing is lost', () => {
  test('closing the tab with unsaved changes asks; 留在此页 keeps them, 离开 drops them', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_leave')
    await openDesigner(page, model.id)
    await selectElement(page, REVIEW_IDS.task)
    await commitText(panelText(page, '名称'), '未保存的名称')
    await expect(designerToolbar(page)).toContainText('有未保存的修改')

    const close = tabList(page).getByRole('button', { name: '关闭 设计流程' })
    await close.click()
    const ask = confirmDialog(page)
    await expect(ask).toContainText('当前页面有未保存的修改，离开后将丢失。确定离开吗？')
    await ask.getByRole('button', { name: '留在此页' }).click()
    await expect(ask).toBeHidden()
    await expect(tabOf(page, '设计流程')).toBeVisible()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('未保存的名称')

    await close.click()
    await expect(ask).toContainText('当前页面有未保存的修改，离开后将丢失。确定离开吗？')
    await ask.getByRole('button', { name: '离开' }).click()
    await expect(tabOf(page, '设计流程')).toHaveCount(0)
    expect((await getModel(request, page, model.id)).bpmnXml).not.toContain('未保存的名称')

    // Opened again: the stored diagram, no unsaved mark, closing does not ask.
    await openDesigner(page, model.id)
    await expect(shape(page, REVIEW_IDS.task)).toContainText('馆员审核')
    await expect(designerToolbar(page)).not.toContainText('有未保存的修改')
    await tabList(page).getByRole('button', { name: '关闭 设计流程' }).click()
    await expect(tabOf(page, '设计流程')).toHaveCount(0)
    await expect(ask).toBeHidden()
  })

  test('opening another model in the designer tab with unsaved changes asks (离开 / 留在此页)', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const first = await createReviewModel(request, page, 'e2e_switch_a', '第一个流程')
    const second = await createReviewModel(request, page, 'e2e_switch_b', '第二个流程')
    await openDesigner(page, first.id)
    await selectElement(page, REVIEW_IDS.task)
    await commitText(panelText(page, '名称'), '第一个流程的修改')

    // From the list, 设计流程 of the second model goes to the same designer tab, whose hidden page
    // cannot ask for itself: the tabs ask for it.
    await openFromSidebar(page, '工作流程', '流程管理', '流程模型')
    await (
      await showModelByKey(page, second.key)
    )
      .getByRole('button', { name: '设计流程', exact: true })
      .click()
    const ask = confirmDialog(page)
    await expect(ask).toContainText('当前页面有未保存的修改，离开后将丢失。确定离开吗？')
    await ask.getByRole('button', { name: '留在此页' }).click()
    await expect(ask).toBeHidden()
    // Still on the list; the designer's tab holds the first model with its changes.
    await expect(page).toHaveURL(/\/bpm\/manager\/model$/)
    await tabOf(page, '设计流程').click()
    await expect(activePanel(page).getByRole('heading', { name: '第一个流程' })).toBeVisible()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('第一个流程的修改')

    await tabOf(page, '流程模型').click()
    await (
      await showModelByKey(page, second.key)
    )
      .getByRole('button', { name: '设计流程', exact: true })
      .click()
    await ask.getByRole('button', { name: '离开' }).click()
    await waitForDesigner(page)
    await expect(activePanel(page).getByRole('heading', { name: '第二个流程' })).toBeVisible()
    await expect(shape(page, REVIEW_IDS.task)).toContainText('馆员审核')
  })

  test('with the tab bar switched off, leaving the designer with unsaved changes asks', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_notabs', '无标签页的流程')
    const drawer = await openSettingsDrawer(page)
    await drawer.getByLabel('开启标签页').uncheck()
    await drawer.getByRole('button', { name: '关闭' }).click()
    await expect(tabList(page)).toHaveCount(0)

    // Without tabs no page is kept: leaving the designer would throw its work away.
    await openFromSidebar(page, '工作流程', '流程管理', '流程模型')
    await (
      await showModelByKey(page, model.key)
    )
      .getByRole('button', { name: '设计流程', exact: true })
      .click()
    await waitForDesigner(page)
    await selectElement(page, REVIEW_IDS.task)
    await commitText(panelText(page, '名称'), '不能丢的修改')

    await openFromSidebar(page, '工作流程', '流程管理', '流程模型')
    const ask = confirmDialog(page)
    await expect(ask).toContainText('当前页面有未保存的修改，离开后将丢失。确定离开吗？')
    await ask.getByRole('button', { name: '留在此页' }).click()
    await expect(ask).toBeHidden()
    await expect(page).toHaveURL(/\/bpm\/manager\/model\/design\?modelId=/)
    await expect(shape(page, REVIEW_IDS.task)).toContainText('不能丢的修改')

    await saveModel(page)
    // Saved: leaving asks nothing.
    await openFromSidebar(page, '工作流程', '流程管理', '流程模型')
    await expect(page).toHaveURL(/\/bpm\/manager\/model$/)
    await expect(ask).toBeHidden()
  })

  test('a broken or non-BPMN file shows a clear error and keeps the diagram', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_broken')
    await openDesigner(page, model.id)
    const file = (name: string, text: string) => ({
      name,
      mimeType: 'application/xml',
      buffer: Buffer.from(text, 'utf8'),
    })
    const cases = [
      {
        file: file('broken.bpmn', '<bpmn:definitions <<< not xml'),
        reason: /不是有效的 XML|无法解析/,
      },
      {
        file: file('page.xml', '<?xml version="1.0"?><html><body>不是流程</body></html>'),
        reason: /不是 BPMN 2.0 流程文件/,
      },
      { file: file('empty.bpmn', ''), reason: /文件是空的/ },
      { file: file('notes.txt', 'hello'), reason: /只能打开 \.xml 或 \.bpmn 文件/ },
    ]
    for (const { file: picked, reason } of cases) {
      await openDiagramFile(page, picked)
      const message = page.getByTestId('popup-toasts').getByText(/^文件不是有效的 BPMN 流程图：/)
      await expect(message.last(), picked.name).toBeVisible()
      await expect(message.last(), picked.name).toHaveText(reason)
      // The diagram is untouched and clean.
      await expect(drawnElements(page)).toHaveCount(9)
      await expect(shape(page, REVIEW_IDS.task)).toContainText('馆员审核')
      await expect(designerToolbar(page)).not.toContainText('有未保存的修改')
      await expect(toolbarButton(page, '撤销')).toBeDisabled()
    }
    await screenshot(page, 'bpm-designer-broken-file')
  })
})

test.describe('流程设计器: diagrams made by other tools (MIWG reference)', () => {
  const files = readdirSync(MIWG_DIR)
    .filter((name) => name.endsWith('.bpmn'))
    .sort()

  /** A model of its own, its designer open with the reference file `name` opened in it. */
  async function openReference(page: Page, request: APIRequestContext, name: string) {
    await loginAs(page)
    const id = await createModelByApi(request, page, uniqueKey('e2e_miwg'), `参考 ${name}`)
    await openDesigner(page, id)
    const path = join(MIWG_DIR, name)
    // Read as Latin-1: only the ASCII ids and tags matter here (A.1.0 is ISO-8859-1).
    const original = readFileSync(path, 'latin1')
    const refs = firstDiagramElementRefs(original)
    expect(refs.length).toBeGreaterThan(0)
    await openDiagramFile(page, path)
    // The file is shown once any of its elements is drawn (a switch of the engine re-creates
    // the modeler first).
    await expect(
      canvas(page)
        .locator(refs.map((ref) => `g.djs-element[data-element-id="${ref}"]`).join(', '))
        .first(),
    ).toBeAttached({ timeout: 20_000 })
    await expect(toolbarButton(page, '下载文件')).toBeEnabled()
    return { id, original, refs }
  }

  // B.1.0 and B.2.0 hold a process beside their pools that no participant references; bpmn-js
  // leaves such processes out unless they have lanes (see shared/bpmn/unreferenced-processes.ts).
  for (const name of files) {
    test(`${name} opens through 打开文件 and every element of its diagram is drawn`, async ({
      page,
      request,
    }) => {
      const { refs } = await openReference(page, request, name)
      const drawn = new Set(
        await canvas(page)
          .locator('g.djs-element[data-element-id]')
          .evaluateAll((elements) =>
            elements.map((element) => element.getAttribute('data-element-id')),
          ),
      )
      expect(
        refs.filter((ref) => !drawn.has(ref)),
        'elements of the file that are not drawn',
      ).toEqual([])
      await expect(
        page.getByTestId('popup-toasts').getByText(/文件不是有效的 BPMN 流程图|失败/),
      ).toHaveCount(0)
      await expect(activePanel(page).getByText(/流程图加载失败/)).toHaveCount(0)
    })
  }

  for (const name of ['A.1.0.bpmn', 'A.4.1.bpmn', 'B.2.0.bpmn', 'C.1.0.bpmn', 'C.9.0.bpmn']) {
    test(`${name} saves back with the same element ids`, async ({ page, request }) => {
      const { id, original } = await openReference(page, request, name)
      await saveModel(page)
      const saved = (await getModel(request, page, id)).bpmnXml ?? ''
      const before = xmlIds(original)
      const after = xmlIds(saved)
      expect(
        [...before].filter((element) => !after.has(element)),
        'ids lost',
      ).toEqual([])
      expect(
        [...after].filter((element) => !before.has(element)),
        'ids added',
      ).toEqual([])
    })
  }
})

test.describe('流程设计器: screenshots of the panel on each element type', () => {
  test('start event, user task, sequence flow, gateway, end event and the process', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_shots', '团队预约审核（截图）')
    await openDesigner(page, model.id)

    // Nothing selected: the process.
    await expect(panelText(page, '流程标识')).toHaveValue(model.key)
    await expect(sectionTitles(page)).toHaveText([
      '常规',
      '消息与信号',
      '执行监听器',
      '扩展属性',
      '其他',
    ])
    await screenshot(page, 'bpm-designer-process')

    await selectElement(page, REVIEW_IDS.start)
    await expect(panelText(page, 'ID')).toHaveValue(REVIEW_IDS.start)
    await expect(panelText(page, '名称')).toHaveValue('提交申请')
    await expect(sectionTitles(page)).toHaveText(['常规', '表单', '执行监听器', '扩展属性', '其他'])
    await openSection(page, '表单')
    await screenshot(page, 'bpm-designer-start-event')

    await selectElement(page, REVIEW_IDS.task)
    await expect(panelText(page, '名称')).toHaveValue('馆员审核')
    const task = await openSection(page, '任务')
    await expect(task.getByRole('combobox', { name: '处理用户' })).toBeVisible()
    await screenshot(page, 'bpm-designer-user-task')

    // Another element: the panel goes back to 常规.
    await selectElement(page, REVIEW_IDS.flowPass)
    await expect(
      propertiesPanel(page).getByRole('button', { name: '常规', exact: true }),
    ).toHaveAttribute('aria-expanded', 'true')
    await expect(panelText(page, '名称')).toHaveValue('同意')
    const condition = await openSection(page, '流转条件')
    await expect(selectIn(condition, '流转类型')).toContainText('条件流转路径')
    await expect(condition.getByRole('textbox', { name: '表达式' })).toHaveValue(
      '${approved == true}',
    )
    await screenshot(page, 'bpm-designer-sequence-flow')

    // The flow leaving the start event has no 流转条件 section.
    await selectElement(page, REVIEW_IDS.flowSubmit)
    await expect(propertiesPanel(page).getByRole('button', { name: '流转条件' })).toHaveCount(0)
    // The default flow says so.
    await selectElement(page, REVIEW_IDS.flowReject)
    await expect(selectIn(await openSection(page, '流转条件'), '流转类型')).toContainText(
      '默认流转路径',
    )

    await selectElement(page, REVIEW_IDS.gateway)
    await expect(panelText(page, '名称')).toHaveValue('审核结果')
    await screenshot(page, 'bpm-designer-gateway')

    await selectElement(page, REVIEW_IDS.endPass)
    await expect(panelText(page, '名称')).toHaveValue('通过')
    await screenshot(page, 'bpm-designer-end-event')

    // The splitter widens the panel from its default 480 px.
    const splitter = activePanel(page).getByRole('separator', { name: '调整属性面板宽度' })
    await expect(splitter).toHaveAttribute('aria-valuenow', '480')
    await splitter.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(splitter).toHaveAttribute('aria-valuenow', '496')
    const panelBox = await propertiesPanel(page).boundingBox()
    expect(Math.round(panelBox!.width)).toBeGreaterThanOrEqual(490)
  })
})

test.describe('流程设计器: screen size, container and failures', () => {
  test('on a phone: a usable canvas, a Chinese note, no error, nothing unsaved', async ({
    page,
    request,
  }) => {
    const english: string[] = []
    page.on('pageerror', (error) => english.push(error.message))
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_phone', '手机上的流程')
    await page.setViewportSize(PHONE)
    await openDesigner(page, model.id)

    await expect(designerFrame(page)).toHaveAttribute('data-layout', 'compact')
    await expect(designerFrame(page)).toContainText('流程设计器在电脑等大屏幕上使用效果最好')
    await expect(shape(page, REVIEW_IDS.task)).toBeVisible()
    const box = await canvas(page).boundingBox()
    expect(box?.width).toBeGreaterThan(PHONE.width - 60)
    expect(box?.height).toBeGreaterThanOrEqual(320)
    // The whole diagram is fitted into it: every shape inside the canvas.
    const task = await shape(page, REVIEW_IDS.task).boundingBox()
    expect(task && box && task.x >= box.x && task.x + task.width <= box.x + box.width).toBe(true)
    await expect(designerFrame(page)).not.toContainText('流程图加载失败')
    await expect(designerFrame(page)).not.toContainText(/SVGMatrix|non-finite|Failed/)
    expect(english).toEqual([])
    await expect(designerToolbar(page)).not.toContainText('有未保存的修改')
    // The panel is below the canvas, full width.
    await expect(propertiesPanel(page)).toBeVisible()
    const panel = await propertiesPanel(page).boundingBox()
    expect(panel && box && panel.y >= box.y + box.height).toBe(true)
    await screenshot(page, 'bpm-designer-phone')

    // Leaving asks nothing: nothing was changed.
    await tabList(page).getByRole('button', { name: '关闭 设计流程' }).click()
    await expect(tabOf(page, '设计流程')).toHaveCount(0)
    await expect(confirmDialog(page)).toBeHidden()
  })

  test('on a desktop: the designer fills the content area to its bottom, no more', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_desktop', '桌面上的流程')
    await openDesigner(page, model.id)
    await expect(designerFrame(page)).toHaveAttribute('data-layout', 'wide')
    const area = page.locator('[data-console-scroll]')
    // Nothing to scroll: the designer ends where the content area does (less its padding).
    await expect
      .poll(() => area.evaluate((element) => element.scrollHeight - element.clientHeight))
      .toBeLessThanOrEqual(1)
    const frame = await designerFrame(page).boundingBox()
    expect(frame && frame.y + frame.height).toBeGreaterThan(900 - 40)
    expect(frame && frame.y + frame.height).toBeLessThanOrEqual(900)
    await screenshot(page, 'bpm-designer-desktop')
  })

  test("embedded in the portal: the designer ends inside the console's container", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await portalLogin(page)
    await page
      .getByRole('navigation', { name: '门户导航' })
      .getByRole('link', { name: '票务预约管理系统' })
      .click()
    await expect(consoleUserMenu(page)).toBeVisible()
    await pushRoute(page, `/bpm/manager/model/design?modelId=${SEEDED_MODEL.id}`)
    const frame = consoleContainer(page).getByTestId('model-designer')
    await expect(frame).toBeVisible({ timeout: 20_000 })
    await expect(frame.getByRole('button', { name: '下载文件' })).toBeEnabled({ timeout: 20_000 })
    const area = consoleContainer(page).locator('[data-console-scroll]')
    await expect
      .poll(() => area.evaluate((element) => element.scrollHeight - element.clientHeight))
      .toBeLessThanOrEqual(1)
    const container = await consoleContainer(page).boundingBox()
    const box = await frame.boundingBox()
    expect(container && box && box.y + box.height <= container.y + container.height + 1).toBe(true)
    expect(box && box.height).toBeGreaterThanOrEqual(480)
    await screenshot(page, 'bpm-designer-embedded')
  })

  test("a refused save shows the server's message and keeps the diagram being designed", async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_save_fail', '保存失败的流程')
    await openDesigner(page, model.id)
    await selectElement(page, REVIEW_IDS.task)
    await commitText(panelText(page, '名称'), '尚未保存的名称')
    await expect(designerToolbar(page)).toContainText('有未保存的修改')

    // Meanwhile the model is deleted elsewhere: the server refuses the save (1_009_002_001).
    await deleteModelByApi(request, page, model.id)
    await toolbarButton(page, '保存模型').click()
    await expect(page.getByText('流程模型不存在', { exact: true })).toBeVisible()
    await expect(toast(page, '保存成功')).toHaveCount(0)
    await expect(page.getByText('保存模型失败，请重试！')).toHaveCount(0)
    await expect(designerToolbar(page)).toContainText('有未保存的修改')
    await expect(shape(page, REVIEW_IDS.task)).toContainText('尚未保存的名称')
    await expect(panelText(page, '名称')).toHaveValue('尚未保存的名称')
    // Still the model being designed (its name, its key), and 保存模型 can be tried again.
    await expect(designerFrame(page).getByRole('heading', { name: '保存失败的流程' })).toBeVisible()
    await expect(designerFrame(page)).toContainText(model.key)
    await expect(toolbarButton(page, '保存模型')).toBeEnabled()
    await screenshot(page, 'bpm-designer-save-refused')
  })
})
