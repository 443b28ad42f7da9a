import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { openFromSidebar, tabOf } from './support/shell'
import {
  ADMIN_API,
  accessToken,
  confirmDialog,
  dataRows,
  errorNotification,
  pager,
  uniqueSuffix,
} from './support/system'
import {
  SEEDED_FORM_NAME,
  SEEDED_MODEL,
  activePanel,
  createModelByApi,
  createReviewModel,
  firstDiagramElementRefs,
  modelTable,
  showModelByKey,
  toast,
  uniqueKey,
  MIWG_DIR,
  rowMenuAction,
} from './support/bpm'

function formTable(page: Page): Locator {
  return activePanel(page).getByRole('table', { name: '流程表单列表' })
}

/** The read-only diagram of the '流程图' dialog. */
function previewFigure(page: Page): Locator {
  return page.getByRole('dialog', { name: '流程图' }).getByRole('figure', { name: '流程图' })
}

function figureElement(page: Page, id: string): Locator {
  return previewFigure(page).locator(`g.djs-element[data-element-id="${id}"]`)
}

test.describe('流程表单: list and form designer', () => {
  test('the list shows the seeded form; 新增 designs a form with 3 fields, previews and saves it', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const formName = `参观登记表${uniqueSuffix()}`
    await loginAs(page)
    await openFromSidebar(page, '工作流程', '流程管理', '流程表单')
    await expect(page).toHaveURL(/\/bpm\/manager\/form$/)
    await expect(dataRows(formTable(page)).filter({ hasText: SEEDED_FORM_NAME })).toHaveCount(1)
    await expect(pager(activePanel(page))).toContainText(/共 \d+ 条/)
    await screenshot(page, 'bpm-form-list')

    await activePanel(page).getByRole('button', { name: '新增', exact: true }).click()
    await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit$/)
    await expect(tabOf(page, '设计流程表单')).toBeVisible()
    const designer = activePanel(page).getByRole('region', { name: '表单设计' })
    await expect(designer.getByRole('heading', { name: '新增表单' })).toBeVisible()

    // Saving an empty design says what is missing.
    await designer.getByRole('button', { name: '保存', exact: true }).click()
    await expect(toast(page, '表单名不能为空')).toBeVisible()

    // Three fields from the palette.
    const palette = designer.getByRole('navigation', { name: '字段类型' })
    const canvas = designer.getByRole('list', { name: '表单字段' })
    for (const type of ['输入框', '下拉选择', '日期']) {
      await palette.getByRole('button', { name: type, exact: true }).click()
    }
    await expect(canvas.getByRole('listitem')).toHaveCount(3)
    await expect(canvas.getByRole('listitem')).toHaveText([/输入框/, /下拉选择/, /日期/])

    // The input: a label and required.
    await canvas.getByRole('listitem', { name: '输入框（input_1）' }).click()
    const properties = designer.getByRole('tabpanel')
    await properties.getByRole('textbox', { name: /^标签/ }).fill('参观者姓名')
    await properties.getByLabel('必填').check()
    await expect(canvas.getByRole('listitem', { name: '参观者姓名（input_1）' })).toBeVisible()
    // The select: another label.
    await canvas.getByRole('listitem', { name: '下拉选择（select_1）' }).click()
    await properties.getByRole('textbox', { name: /^标签/ }).fill('参观类型')
    await expect(canvas.getByRole('listitem', { name: '参观类型（select_1）' })).toBeVisible()
    // Reorder: the date moves up above the select.
    await canvas
      .getByRole('listitem', { name: '日期（date_1）' })
      .getByRole('button', { name: '上移', exact: true })
      .click()
    await expect(canvas.getByRole('listitem')).toHaveText([/参观者姓名/, /日期/, /参观类型/])

    await designer.getByRole('tab', { name: '表单属性' }).click()
    await designer.getByRole('textbox', { name: /^表单名/ }).fill(formName)
    await screenshot(page, 'bpm-form-designer')

    // 预览: the form as users fill it; the required field is checked.
    await designer.getByRole('button', { name: '预览', exact: true }).click()
    const preview = page.getByRole('dialog', { name: '表单预览' })
    const rendered = preview.getByRole('form', { name: '预览表单' })
    await expect(rendered).toContainText('参观者姓名')
    await expect(rendered).toContainText('参观类型')
    await expect(rendered).toContainText('日期')
    await rendered.getByRole('button', { name: '提交' }).click()
    await expect(rendered).toContainText('参观者姓名不能为空')
    await screenshot(page, 'bpm-form-preview')
    await rendered.getByRole('textbox', { name: /参观者姓名/ }).fill('张老师')
    await rendered.getByRole('button', { name: '提交' }).click()
    await expect(preview.getByRole('region', { name: '提交的数据' })).toContainText(
      '"input_1": "张老师"',
    )
    await preview.getByRole('button', { name: '关闭' }).click()
    await expect(preview).toBeHidden()

    // 查看 JSON: the stored shape.
    await designer.getByRole('button', { name: '查看 JSON', exact: true }).click()
    const json = page.getByRole('dialog', { name: '表单 JSON' })
    await expect(json).toContainText('"field": "input_1"')
    await expect(json).toContainText('"required": true')
    await json.getByRole('button', { name: '关闭' }).click()
    await expect(json).toBeHidden()

    // 保存 → back to the list, which shows it.
    await designer.getByRole('button', { name: '保存', exact: true }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(page).toHaveURL(/\/bpm\/manager\/form$/)
    const row = dataRows(formTable(page)).filter({ hasText: formName })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('开启')

    // 修改: the stored design comes back as saved.
    await row.getByRole('button', { name: '修改', exact: true }).click()
    await expect(page).toHaveURL(/\/bpm\/manager\/form\/edit\?id=\d+$/)
    const edit = activePanel(page).getByRole('region', { name: '表单设计' })
    await expect(edit.getByRole('heading', { name: `修改表单：${formName}` })).toBeVisible()
    await expect(edit.getByRole('list', { name: '表单字段' }).getByRole('listitem')).toHaveText([
      /参观者姓名/,
      /日期/,
      /参观类型/,
    ])
    await edit.getByRole('list', { name: '表单字段' }).getByRole('listitem').first().click()
    await expect(edit.getByLabel('必填')).toBeChecked()

    // 删除 from the list.
    await openFromSidebar(page, '工作流程', '流程管理', '流程表单')
    const listed = dataRows(formTable(page)).filter({ hasText: formName })
    const id = (await listed.locator('td').first().textContent())?.trim()
    await listed.getByRole('button', { name: '删除', exact: true }).click()
    await expect(confirmDialog(page)).toContainText(`是否确认删除表单编号为"${id}"的数据项?`)
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '删除成功')).toBeVisible()
    await expect(listed).toHaveCount(0)
  })
})

test.describe('流程模型: list, state, edit, definitions and previews', () => {
  test('search by key; a new model is 未部署 with its switch off; deploying needs a diagram', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const key = uniqueKey('e2e_list')
    await createModelByApi(request, page, key, '未部署的流程')
    await openFromSidebar(page, '工作流程', '流程管理', '流程模型')
    await expect(page).toHaveURL(/\/bpm\/manager\/model$/)
    await expect(dataRows(modelTable(page)).first()).toBeVisible()
    // At 1440 px every column is in view: none lies under the pinned 操作 column.
    const header = (name: string) =>
      modelTable(page).getByRole('columnheader', { name, exact: true }).boundingBox()
    const [stateHeader, operations] = [await header('激活状态'), await header('操作')]
    expect(stateHeader && operations && stateHeader.x + stateHeader.width <= operations.x + 1).toBe(
      true,
    )
    await screenshot(page, 'bpm-model-list')
    // The seeded model: deployed, v1, active.
    const seeded = await showModelByKey(page, SEEDED_MODEL.key)
    await expect(seeded).toContainText(SEEDED_MODEL.name)
    await expect(seeded).toContainText('预约审核')
    await expect(seeded).toContainText(SEEDED_FORM_NAME)
    await expect(seeded).toContainText(/v\d+/)
    await expect(seeded.getByLabel(`${SEEDED_MODEL.name}激活状态`)).toBeChecked()

    // A key nobody has: nothing.
    const form = activePanel(page).getByRole('search', { name: '搜索条件' })
    await form.getByLabel('流程标识', { exact: true }).fill(`${key}_none`)
    await form.getByRole('button', { name: '搜索' }).click()
    await expect(modelTable(page)).toContainText('暂无数据')

    const row = await showModelByKey(page, key)
    await expect(row).toContainText('未部署的流程')
    await expect(row).toContainText('未部署')
    await expect(row).toContainText('暂无表单')
    const state = row.getByLabel('未部署的流程激活状态')
    await expect(state).not.toBeChecked()
    await expect(state).toBeDisabled()

    // No diagram yet: the sandbox's clear message, nothing deployed.
    await row.getByRole('button', { name: '发布流程', exact: true }).click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(errorNotification(page, '流程模型还没有流程图，请先设计流程再部署')).toBeVisible()
    await expect(row).toContainText('未部署')
    await screenshot(page, 'bpm-model-deploy-refused')
  })

  test('the state switch asks first: 取消 keeps it, 确定 suspends and activates again', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const model = await createReviewModel(request, page, 'e2e_state', '讲解预约审核')
    await page.goto('/bpm/manager/model')
    const row = await showModelByKey(page, model.key)
    await row.getByRole('button', { name: '发布流程', exact: true }).click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '部署成功')).toBeVisible()
    await expect(row).toContainText('v1')
    const state = row.getByLabel('讲解预约审核激活状态')
    await expect(state).toBeChecked()
    await expect(row).toContainText('激活')

    await state.click()
    await expect(confirmDialog(page)).toContainText('是否确认挂起流程名字为"讲解预约审核"的数据项?')
    await confirmDialog(page).getByRole('button', { name: '取消' }).click()
    await expect(confirmDialog(page)).toBeHidden()
    await expect(state).toBeChecked()

    await state.click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '挂起成功')).toBeVisible()
    await expect(state).not.toBeChecked()
    await expect(row).toContainText('挂起')

    // The definition page shows the suspended version.
    await rowMenuAction(page, row, '流程定义')
    const definitions = activePanel(page).getByRole('table', { name: '流程定义列表' })
    await expect(dataRows(definitions)).toHaveCount(1)
    await expect(dataRows(definitions)).toContainText('挂起')
    await activePanel(page).getByRole('button', { name: '返回' }).click()
    await expect(page).toHaveURL(/\/bpm\/manager\/model$/)

    await state.click()
    await expect(confirmDialog(page)).toContainText('是否确认激活流程名字为"讲解预约审核"的数据项?')
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '激活成功')).toBeVisible()
    await expect(state).toBeChecked()
  })

  test('修改流程: category and process form show in the row', async ({ page, request }) => {
    await loginAs(page)
    const key = uniqueKey('e2e_edit')
    await createModelByApi(request, page, key, '修改前的流程')
    await page.goto('/bpm/manager/model')
    const row = await showModelByKey(page, key)
    await row.getByRole('button', { name: '修改', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '修改流程' })
    await expect(dialog.getByLabel('流程标识')).toHaveValue(key)
    await expect(dialog.getByLabel('流程标识')).toBeDisabled()
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toContainText('流程分类不能为空')

    await dialog.getByRole('textbox', { name: '流程名称' }).fill('团体讲解审核')
    await dialog.getByRole('combobox', { name: /^流程分类/ }).click()
    await page.getByRole('option', { name: '预约审核' }).click()
    await dialog.getByRole('combobox', { name: /^表单类型/ }).click()
    await page.getByRole('option', { name: '流程表单' }).click()
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog).toContainText('流程表单不能为空')
    await dialog.getByRole('combobox', { name: /^流程表单/ }).click()
    await page.getByRole('option', { name: SEEDED_FORM_NAME }).click()
    await screenshot(page, 'bpm-model-edit-dialog')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(row).toContainText('团体讲解审核')
    await expect(row).toContainText('预约审核')
    await expect(row).toContainText(SEEDED_FORM_NAME)
  })

  test('the model name opens a read-only preview of its diagram', async ({ page }) => {
    await loginAs(page)
    await page.goto('/bpm/manager/model')
    const row = await showModelByKey(page, SEEDED_MODEL.key)
    await row.getByRole('button', { name: SEEDED_MODEL.name }).click()
    const dialog = page.getByRole('dialog', { name: '流程图' })
    await expect(dialog).toContainText(SEEDED_MODEL.name)
    for (const id of ['StartEvent_submit', 'Task_librarian_audit', 'EndEvent_done']) {
      await expect(figureElement(page, id)).toBeVisible()
    }
    await expect(figureElement(page, 'Task_librarian_audit')).toContainText('馆员审核')
    // Read-only: no palette, no context pad on click.
    await expect(previewFigure(page).locator('.djs-palette')).toHaveCount(0)
    await figureElement(page, 'Task_librarian_audit').click()
    await expect(previewFigure(page).locator('.djs-context-pad .entry')).toHaveCount(0)
    await screenshot(page, 'bpm-model-diagram-preview')
    await dialog.getByRole('button', { name: '关闭' }).click()
    await expect(dialog).toBeHidden()
  })

  test('流程定义: the versions of a key with state and deploy time; a version’s diagram', async ({
    page,
  }) => {
    await loginAs(page)
    await page.goto('/bpm/manager/model')
    const row = await showModelByKey(page, SEEDED_MODEL.key)
    await rowMenuAction(page, row, '流程定义')
    await expect(page).toHaveURL(new RegExp(`/bpm/manager/definition\\?key=${SEEDED_MODEL.key}$`))
    await expect(tabOf(page, '流程定义')).toBeVisible()
    const table = activePanel(page).getByRole('table', { name: '流程定义列表' })
    const first = dataRows(table).filter({ hasText: 'v1' })
    await expect(first).toHaveCount(1)
    await expect(first).toContainText(`${SEEDED_MODEL.key}:1:`)
    await expect(first).toContainText('预约审核')
    await expect(first).toContainText(SEEDED_FORM_NAME)
    await expect(first).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    await screenshot(page, 'bpm-definitions')

    await first.getByRole('button', { name: SEEDED_MODEL.name }).click()
    const dialog = page.getByRole('dialog', { name: '流程图' })
    await expect(dialog).toContainText(`${SEEDED_MODEL.name}（v1）`)
    await expect(figureElement(page, 'Task_librarian_audit')).toBeVisible()
    await screenshot(page, 'bpm-definition-diagram')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('every MIWG reference diagram, imported as a model, shows all its elements in the preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    await loginAs(page)
    const token = await accessToken(page)
    const prefix = uniqueKey('e2e_pv')
    const files = readdirSync(MIWG_DIR)
      .filter((name) => name.endsWith('.bpmn'))
      .sort()
    for (const [index, name] of files.entries()) {
      const response = await request.post(`${ADMIN_API}/bpm/model/import`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          key: `${prefix}_${index}`,
          name: `参考图 ${name}`,
          bpmnFile: {
            name,
            mimeType: 'application/xml',
            buffer: readFileSync(join(MIWG_DIR, name)),
          },
        },
      })
      const body = (await response.json()) as { code: number; msg?: string }
      expect(body.code, `${name}: ${body.msg}`).toBe(0)
    }
    await page.goto('/bpm/manager/model')
    for (const [index, name] of files.entries()) {
      const refs = firstDiagramElementRefs(readFileSync(join(MIWG_DIR, name), 'latin1'))
      const row = await showModelByKey(page, `${prefix}_${index}`)
      await row.getByRole('button', { name: `参考图 ${name}` }).click()
      const dialog = page.getByRole('dialog', { name: '流程图' })
      await expect(previewFigure(page)).toHaveAttribute('aria-busy', 'false')
      await expect(previewFigure(page).locator('g.djs-element').first()).toBeAttached()
      const drawn = new Set(
        await previewFigure(page)
          .locator('g.djs-element[data-element-id]')
          .evaluateAll((elements) =>
            elements.map((element) => element.getAttribute('data-element-id')),
          ),
      )
      expect
        .soft(
          refs.filter((ref) => !drawn.has(ref)),
          `${name}: elements not drawn`,
        )
        .toEqual([])
      await expect.soft(dialog.getByText(/流程图加载失败/), name).toHaveCount(0)
      await dialog.getByRole('button', { name: '关闭' }).click()
      await expect(dialog).toBeHidden()
    }
  })
})
