import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import {
  ADMIN_API,
  accessToken,
  activePanel,
  apiGet,
  apiPost,
  rowsWith,
  toast,
} from './support/system'

/**
 * The approval lists and 发起流程 against the real sandbox: staff (票务部, 票务专员) starts the
 * seeded 采购申请 from its process form, sees it in 我的流程; the department leader ticketlead
 * (张主任) gets the todo notice, opens 待办任务 from it, sees a second process arrive through the
 * 5 s poll, and after approving finds the task in 已办任务; staff cancels the other one.
 * Passwords are <username>123.
 */

const STAFF = { username: 'staff', password: 'staff123' }
const TICKET_LEAD = { username: 'ticketlead', password: 'ticketlead123' }
const PURCHASE = '采购申请'
const PURCHASE_DEFINITION = 'purchase_request:1:7f9a1b4c-5e6d-4a83-8c2d-e3f4a5b6c7d8'

async function signedIn(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

/** The todo notice of the navbar's poll. */
function todoNotice(page: Page) {
  return page.getByRole('button', { name: /^您有 \d+ 条待办任务，点击查看$/ })
}

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test('staff starts a process from its form; the leader is told, sees it in 待办任务, approves it', async ({
  browser,
}) => {
  const item = `展柜射灯 ${Date.now().toString(36)}`

  // 发起流程 from 我的流程's toolbar.
  const staff = await signedIn(browser, STAFF)
  await staff.goto('/bpm/task/my')
  await activePanel(staff).getByRole('button', { name: '发起流程' }).click()
  await expect(staff).toHaveURL(/\/bpm\/process-instance\/create$/)
  let panel = activePanel(staff)
  const definitions = panel.getByRole('table', { name: '可发起的流程' })
  const purchaseRow = rowsWith(definitions, PURCHASE)
  await expect(purchaseRow).toHaveCount(1)
  await expect(purchaseRow).toContainText(/v\d+/)
  await screenshot(staff, 'bpm-runtime-create-list')

  // 流程名称 shows the diagram.
  await purchaseRow.getByRole('button', { name: PURCHASE }).click()
  const diagramDialog = staff.getByRole('dialog', { name: '流程图' })
  await expect(
    diagramDialog.locator('.djs-element[data-element-id="Task_leader_audit"]'),
  ).toBeVisible()
  await diagramDialog.getByRole('button', { name: '关闭' }).click()
  await expect(diagramDialog).toBeHidden()

  // 选择: the process form and the diagram; a missing field is named; 提交 starts it.
  await purchaseRow.getByRole('button', { name: '选择' }).click()
  const card = panel.getByRole('region', { name: `申请信息【${PURCHASE}】` })
  await expect(card.getByRole('button', { name: '选择其它流程' })).toBeVisible()
  await expect(
    panel
      .getByRole('region', { name: '流程图' })
      .locator('.djs-element[data-element-id="Task_director_audit"]'),
  ).toBeVisible()
  await card.getByRole('button', { name: '提交' }).click()
  await expect(card.getByText('采购物品不能为空')).toBeVisible()
  await card.getByRole('textbox', { name: '采购物品' }).fill(item)
  await card.getByRole('textbox', { name: '用途说明' }).fill('新展厅照明（e2e）')
  await screenshot(staff, 'bpm-runtime-create-form')
  await card.getByRole('button', { name: '提交' }).click()
  await expect(toast(staff, '发起流程成功')).toBeVisible()
  await expect(staff).toHaveURL(/\/bpm\/task\/my$/)

  // 我的流程: the new process, running, at the leader's task.
  panel = activePanel(staff)
  const mine = panel.getByRole('table', { name: '我的流程列表' })
  const first = rowsWith(mine, PURCHASE).first()
  await expect(first.getByRole('button', { name: '部门负责人审批' })).toBeVisible()
  await expect(first).toContainText('进行中')
  await expect(first).toContainText('处理中')
  await expect(first.getByRole('button', { name: '取消' })).toBeVisible()
  const firstId = (await first.locator('td').first().innerText()).trim()
  await screenshot(staff, 'bpm-runtime-my-processes')

  // The leader: the notice names 待办 and opens 待办任务.
  const leader = await signedIn(browser, TICKET_LEAD)
  await expect(todoNotice(leader)).toBeVisible({ timeout: 15_000 })
  await screenshot(leader, 'bpm-runtime-todo-notice')
  await todoNotice(leader).click()
  await expect(leader).toHaveURL(/\/bpm\/task\/todo$/)
  const todo = activePanel(leader).getByRole('table', { name: '待办任务列表' })
  const byProcess = rowsWith(todo, PURCHASE)
  await expect(byProcess.first()).toContainText('部门负责人审批')
  await expect(byProcess.first()).toContainText('票务专员')
  await expect(byProcess.first()).toContainText('激活')
  const todoCount = await byProcess.count()

  // A second process started meanwhile arrives through the 5 s poll as a new notice.
  const staffToken = await accessToken(staff)
  const second = await apiPost<string>(staff.request, staffToken, '/bpm/process-instance/create', {
    processDefinitionId: PURCHASE_DEFINITION,
    variables: { itemName: `${item}（二）`, quantity: 1, amount: 80, reason: '备用（e2e）' },
  })
  expect(second.code, second.msg).toBe(0)
  await expect(todoNotice(leader)).toBeVisible({ timeout: 15_000 })
  await activePanel(leader).getByRole('button', { name: '刷新' }).click()
  await expect(rowsWith(todo, PURCHASE)).toHaveCount(todoCount + 1)
  await screenshot(leader, 'bpm-runtime-todo-list')

  // 审批 opens the process's 流程详情.
  const leaderToken = await accessToken(leader)
  const page = await apiGet<{ list: { id: string; processInstance: { id: string } }[] }>(
    leader.request,
    leaderToken,
    '/bpm/task/todo-page',
    { pageNo: 1, pageSize: 50 },
  )
  const firstTask = page.data.list.find((row) => row.processInstance.id === firstId)
  expect(firstTask, 'the first process is among the leader’s tasks').toBeTruthy()
  await rowsWith(todo, firstTask!.id).getByRole('button', { name: '审批' }).click()
  await expect(leader).toHaveURL(
    new RegExp(`/bpm/process-instance/detail\\?id=${encodeURIComponent(firstId)}$`),
  )

  // Approved (through the api: the approval page has its own spec), it is in 已办任务.
  const approved = await leader.request.put(`${ADMIN_API}/bpm/task/approve`, {
    headers: { Authorization: `Bearer ${leaderToken}` },
    data: { id: firstTask!.id, reason: '同意采购（e2e）' },
  })
  expect(((await approved.json()) as { code: number }).code).toBe(0)
  await leader.goto('/bpm/task/done')
  const done = activePanel(leader).getByRole('table', { name: '已办任务列表' })
  const doneRow = rowsWith(done, firstTask!.id)
  await expect(doneRow).toContainText('通过')
  await expect(doneRow).toContainText('同意采购（e2e）')
  await expect(doneRow).toContainText(/\d+(秒|分钟)/)
  await screenshot(leader, 'bpm-runtime-done-list')

  // Staff cancels the second process: the reason is required, then 取消成功 and 已取消.
  await staff.goto('/bpm/task/my')
  const mineAgain = activePanel(staff).getByRole('table', { name: '我的流程列表' })
  const secondRow = rowsWith(mineAgain, second.data)
  await secondRow.getByRole('button', { name: '取消' }).click()
  const prompt = staff.getByRole('dialog', { name: '取消流程' })
  await expect(prompt).toContainText('请输入取消原因？')
  await prompt.getByRole('textbox').fill(' ')
  await expect(prompt).toContainText('取消原因不能为空')
  await expect(prompt.getByRole('button', { name: '确定' })).toBeDisabled()
  await prompt.getByRole('textbox').fill('重复申请（e2e）')
  await prompt.getByRole('button', { name: '确定' }).click()
  await expect(toast(staff, '取消成功')).toBeVisible()
  await expect(secondRow).toContainText('已取消')
  await expect(secondRow.getByRole('button', { name: '取消' })).toHaveCount(0)
  await screenshot(staff, 'bpm-runtime-cancelled')
})

/** What axe finds that a screen-reader or keyboard user would hit hard (as e2e/a11y.spec.ts). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((n) => n.target) }))
}

test('the approval lists, 发起流程 and the todo notice pass axe', async ({ browser }) => {
  // One open task for the leader, so the notice shows on the leader's fresh browser.
  const staff = await signedIn(browser, STAFF)
  const started = await apiPost<string>(
    staff.request,
    await accessToken(staff),
    '/bpm/process-instance/create',
    {
      processDefinitionId: PURCHASE_DEFINITION,
      variables: { itemName: '展板（e2e axe）', quantity: 2, amount: 300, reason: '临展（e2e）' },
    },
  )
  expect(started.code, started.msg).toBe(0)
  const leader = await signedIn(browser, TICKET_LEAD)
  await expect(todoNotice(leader)).toBeVisible({ timeout: 15_000 })
  expect(await seriousViolations(leader)).toEqual([])

  const screens: [string, string][] = [
    ['/bpm/task/todo', '待办任务列表'],
    ['/bpm/task/done', '已办任务列表'],
    ['/bpm/task/my', '我的流程列表'],
    ['/bpm/process-instance/create', '可发起的流程'],
  ]
  for (const [path, tableName] of screens) {
    await leader.goto(path)
    const table = activePanel(leader).getByRole('table', { name: tableName })
    await expect(table.locator('tbody tr').first()).toBeVisible()
    expect(await seriousViolations(leader), path).toEqual([])
  }
})
