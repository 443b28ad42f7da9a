import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { accessToken, activePanel, apiGet, apiPost, toast, type Envelope } from './support/system'
import { uniqueKey } from './support/bpm'

/**
 * The approval runtime end to end against the real sandbox: a staff member files a leave, the
 * approvers act on 流程详情 each in their own browser (own session), and the starter sees how it
 * ended. Seeded accounts, passwords <username>123: staff (票务部, leader ticketlead 张主任),
 * director (王馆长), itlead (李主任), edulead (赵主任). The oa_leave model: the starter's leader,
 * then the director when the leave is longer than three days.
 */

const DAY = 24 * 60 * 60 * 1000
const DETAIL = '/bpm/process-instance/detail'

interface Account {
  username: string
  password: string
}
const account = (username: string): Account => ({ username, password: `${username}123` })
const STAFF = account('staff')
const TICKET_LEAD = account('ticketlead')
const DIRECTOR = account('director')
const IT_LEAD = account('itlead')
const EDU_LEAD = account('edulead')

/** A signed-in console in a browser context of its own (its own storage, so its own session). */
async function signedIn(browser: Browser, user: Account): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

/** Files a five-day leave as the page's user; returns its process instance id. */
async function fileLeave(page: Page, reason: string): Promise<string> {
  const token = await accessToken(page)
  const start = Date.now() + DAY
  const created = await apiPost<number>(page.request, token, '/bpm/oa/leave/create', {
    startTime: start,
    endTime: start + 5 * DAY,
    type: 2,
    reason,
  })
  expect(created.code, created.msg).toBe(0)
  const leave = await apiGet<{ processInstanceId: string }>(
    page.request,
    token,
    '/bpm/oa/leave/get',
    { id: created.data },
  )
  expect(leave.code, leave.msg).toBe(0)
  return leave.data.processInstanceId
}

async function openDetail(page: Page, processInstanceId: string): Promise<Locator> {
  await page.goto(`${DETAIL}?id=${encodeURIComponent(processInstanceId)}`)
  const panel = activePanel(page)
  await expect(panel.getByRole('region', { name: '审批记录' })).toBeVisible()
  return panel
}

function approvalCard(panel: Locator, taskName: string | RegExp): Locator {
  return panel.getByRole('region', {
    name: typeof taskName === 'string' ? `审批任务【${taskName}】` : taskName,
  })
}

const ANY_CARD = /^审批任务【/

async function pickUser(page: Page, dialog: Locator, nickname: string) {
  await dialog.getByRole('combobox', { name: '新审批人' }).click()
  await page.getByRole('option', { name: nickname, exact: true }).click()
}

// Several users sign in one after the other in their own browsers: more than one test's usual minute.
/** Rules axe rates serious or critical on the page as it stands (an open dialog included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
}

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test('a leave runs to its end: the leader approves, the director rejects, the starter sees why', async ({
  browser,
}) => {
  const staff = await signedIn(browser, STAFF)
  const processInstanceId = await fileLeave(staff, '家中有事（e2e 审批）')

  // The leader: one card, the leave itself as the application, then 通过.
  const leader = await signedIn(browser, TICKET_LEAD)
  let panel = await openDetail(leader, processInstanceId)
  const card = approvalCard(panel, ANY_CARD)
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('票务专员')
  await expect(panel.getByRole('region', { name: /^申请信息【/ })).toContainText(
    '家中有事（e2e 审批）',
  )
  await card.getByRole('button', { name: '通过', exact: true }).click()
  await expect(card.getByText('审批建议不能为空')).toBeVisible()
  await card.getByRole('textbox', { name: '审批建议' }).fill('同意，注意交接')
  await card.getByRole('button', { name: '通过', exact: true }).click()
  await expect(toast(leader, '审批通过成功！')).toBeVisible()
  await expect(approvalCard(panel, ANY_CARD)).toHaveCount(0)
  await expect(panel.getByRole('list', { name: '审批记录' })).toContainText('同意，注意交接')

  // The director: the next task, 不通过.
  const director = await signedIn(browser, DIRECTOR)
  panel = await openDetail(director, processInstanceId)
  const directorCard = approvalCard(panel, ANY_CARD)
  await expect(directorCard).toHaveCount(1)
  await directorCard.getByRole('textbox', { name: '审批建议' }).fill('请假天数过多，不予批准')
  await screenshot(director, 'bpm-approval-director-card')
  expect(await seriousViolations(director)).toEqual([])
  await directorCard.getByRole('button', { name: '不通过' }).click()
  await expect(toast(director, '审批不通过成功！')).toBeVisible()
  await expect(approvalCard(panel, ANY_CARD)).toHaveCount(0)

  // The starter: no card, the history with both decisions, the diagram in colour.
  panel = await openDetail(staff, processInstanceId)
  await expect(approvalCard(panel, ANY_CARD)).toHaveCount(0)
  const records = panel.getByRole('list', { name: '审批记录' })
  const entries = records.getByRole('listitem')
  await expect(entries).toHaveCount(2)
  await expect(entries.nth(0)).toContainText('审批人：王馆长')
  await expect(entries.nth(0)).toContainText('请假天数过多，不予批准')
  await expect(entries.nth(0)).toContainText('耗时：')
  await expect(entries.nth(1)).toContainText('审批人：张主任')
  const diagram = panel.getByRole('region', { name: '流程图' })
  await expect(diagram.locator('.djs-element.highlight-reject').first()).toBeVisible()
  await expect(diagram.locator('.djs-element.highlight').first()).toBeVisible()
  await diagram.scrollIntoViewIfNeeded()
  await screenshot(staff, 'bpm-approval-starter-result')

  // On a phone the records and the diagram keep to the screen's width.
  await staff.setViewportSize({ width: 390, height: 844 })
  await expect(records).toBeVisible()
  const overflow = await records.evaluate((list) => list.scrollWidth - list.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await records.scrollIntoViewIfNeeded()
  await screenshot(staff, 'bpm-approval-starter-phone')

  for (const page of [staff, leader, director]) await page.context().close()
})

test('转办, 委派 and 退回 once each', async ({ browser }) => {
  const staff = await signedIn(browser, STAFF)
  const processInstanceId = await fileLeave(staff, '外出学习（e2e 转办）')

  // 转办: the leader hands the task to 李主任.
  const leader = await signedIn(browser, TICKET_LEAD)
  let panel = await openDetail(leader, processInstanceId)
  await approvalCard(panel, ANY_CARD).getByRole('button', { name: '转办' }).click()
  let dialog = leader.getByRole('dialog', { name: '转办审批人' })
  await dialog.getByRole('button', { name: '确 定' }).click()
  await expect(dialog.getByText('新审批人不能为空')).toBeVisible()
  await pickUser(leader, dialog, '李主任')
  await dialog.getByRole('button', { name: '确 定' }).click()
  await expect(toast(leader, '转办任务成功！')).toBeVisible()
  await expect(approvalCard(panel, ANY_CARD)).toHaveCount(0)

  // 委派: 李主任 lends it to 赵主任, who approves; it comes back to 李主任.
  const itLead = await signedIn(browser, IT_LEAD)
  panel = await openDetail(itLead, processInstanceId)
  await approvalCard(panel, ANY_CARD).getByRole('button', { name: '委派' }).click()
  dialog = itLead.getByRole('dialog', { name: '委派审批人' })
  await pickUser(itLead, dialog, '赵主任')
  await dialog.getByPlaceholder('请输入委派理由').fill('我出差，请代为审核')
  await screenshot(itLead, 'bpm-approval-delegate-dialog')
  await dialog.getByRole('button', { name: '确 定' }).click()
  await expect(toast(itLead, '委派任务成功！')).toBeVisible()
  await expect(approvalCard(panel, ANY_CARD)).toHaveCount(0)

  const eduLead = await signedIn(browser, EDU_LEAD)
  panel = await openDetail(eduLead, processInstanceId)
  const delegated = approvalCard(panel, ANY_CARD)
  await expect(delegated).toHaveCount(1)
  await delegated.getByRole('textbox', { name: '审批建议' }).fill('已核实，可以')
  await delegated.getByRole('button', { name: '通过', exact: true }).click()
  await expect(toast(eduLead, '审批通过成功！')).toBeVisible()

  panel = await openDetail(itLead, processInstanceId)
  const back = approvalCard(panel, ANY_CARD)
  await expect(back).toHaveCount(1)
  await back.getByRole('textbox', { name: '审批建议' }).fill('同意')
  await back.getByRole('button', { name: '通过', exact: true }).click()
  await expect(toast(itLead, '审批通过成功！')).toBeVisible()

  // 退回: the director sends it back to the leader's task.
  const director = await signedIn(browser, DIRECTOR)
  panel = await openDetail(director, processInstanceId)
  await approvalCard(panel, ANY_CARD).getByRole('button', { name: '退回' }).click()
  dialog = director.getByRole('dialog', { name: '退回流程' })
  await dialog.getByRole('button', { name: '确 定' }).click()
  await expect(dialog.getByText('必须选择回退节点')).toBeVisible()
  await expect(dialog.getByText('回退理由不能为空')).toBeVisible()
  await dialog.getByRole('combobox', { name: '退回节点' }).click()
  await director.getByRole('option').first().click()
  await dialog.getByPlaceholder('请输入回退理由').fill('请补充交接安排')
  await screenshot(director, 'bpm-approval-return-dialog')
  expect(await seriousViolations(director)).toEqual([])
  await dialog.getByRole('button', { name: '确 定' }).click()
  await expect(toast(director, '回退成功！')).toBeVisible()
  await expect(approvalCard(panel, ANY_CARD)).toHaveCount(0)

  // The starter's history keeps every step and its reason, the return on top of the finished ones.
  panel = await openDetail(staff, processInstanceId)
  const records = panel.getByRole('list', { name: '审批记录' })
  await expect(records).toContainText('请补充交接安排')
  // The transfer shows as the leader's task finished by 李主任; the delegation keeps both sides.
  await expect(records).toContainText('审批人：李主任')
  await expect(records).toContainText('委派理由为:我出差，请代为审核')
  await expect(records).toContainText('审批意见为:已核实，可以')
  const diagram = panel.getByRole('region', { name: '流程图' })
  await expect(diagram.locator('.djs-element.highlight-back').first()).toBeVisible()
  await diagram.scrollIntoViewIfNeeded()
  await screenshot(staff, 'bpm-approval-returned')

  for (const page of [staff, leader, itLead, eduLead, director]) await page.context().close()
})

test('流程详情 without an id or with an unknown one says so', async ({ page }) => {
  await loginAs(page, STAFF)
  await page.goto(DETAIL)
  await expect(activePanel(page).getByText('未传递 id 参数，无法查看流程信息')).toBeVisible()
  await page.goto(`${DETAIL}?id=no-such-instance`)
  await expect(activePanel(page).getByText('查询不到流程信息！')).toBeVisible()
})

/** start -> 审核 -> a gateway whose condition cannot be evaluated -> end. */
function brokenConditionXml(key: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="条件出错的流程" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="audit" name="审核" />
    <bpmn:exclusiveGateway id="gate" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="audit" />
    <bpmn:sequenceFlow id="f2" sourceRef="audit" targetRef="gate" />
    <bpmn:sequenceFlow id="f3" sourceRef="gate" targetRef="end"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${day.length.x &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
  </bpmn:process>
</bpmn:definitions>`
}

test('an instance the engine stopped shows why on top of 流程详情', async ({ page }) => {
  await loginAs(page, account('admin'))
  const token = await accessToken(page)
  const put = async (path: string, data: unknown): Promise<Envelope> => {
    const response = await page.request.put(`/prod-api/admin-api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    })
    return (await response.json()) as Envelope
  }
  const key = uniqueKey('e2e_broken')
  const model = await apiPost<string>(page.request, token, '/bpm/model/create', {
    key,
    name: '条件出错的流程',
    description: 'e2e',
  })
  expect(model.code, model.msg).toBe(0)
  const saved = await put('/bpm/model/update', {
    id: model.data,
    name: '条件出错的流程',
    bpmnXml: brokenConditionXml(key),
  })
  expect(saved.code, saved.msg).toBe(0)
  const rule = await apiPost(page.request, token, '/bpm/task-assign-rule/create', {
    modelId: model.data,
    taskDefinitionKey: 'audit',
    type: 30,
    options: [1],
  })
  expect(rule.code, rule.msg).toBe(0)
  const deployed = await page.request.post(
    `/prod-api/admin-api/bpm/model/deploy?id=${model.data}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  )
  expect(((await deployed.json()) as Envelope).code).toBe(0)
  const definitions = await apiGet<{ list: { id: string }[] }>(
    page.request,
    token,
    '/bpm/process-definition/page',
    { key },
  )
  const started = await apiPost<string>(page.request, token, '/bpm/process-instance/create', {
    processDefinitionId: definitions.data.list[0]?.id,
    variables: { day: 5 },
  })
  expect(started.code, started.msg).toBe(0)

  const panel = await openDetail(page, started.data)
  const card = approvalCard(panel, '审核')
  await card.getByRole('textbox', { name: '审批建议' }).fill('同意')
  await card.getByRole('button', { name: '通过', exact: true }).click()
  await expect(toast(page, '审批通过成功！')).toBeVisible()
  const alert = panel.getByRole('alert').filter({ hasText: '流程因错误已停止运行' })
  await expect(alert).toContainText('${day.length.x > 3}')
  await screenshot(page, 'bpm-approval-engine-error')
})
