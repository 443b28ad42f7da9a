import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { idCheckChar } from '../src/shared/wire/museum-fields'
import { loginAs, screenshot } from './support/console'
import { accessToken, activePanel, apiGet, apiPost, rowsWith, toast } from './support/system'

/**
 * 团队预约 end to end against the real sandbox: the admin books a team (members imported from an
 * .xlsx, one bad row reported), which starts the approval museum_team_reserve; the 票务部 leader
 * (ticketlead, 张主任) opens it from 待办任务 in a browser of his own, sees the team as the
 * application (申请信息) and approves; the booking is then 审核通过 with one ticket per member.
 */

const TICKET_LEAD = { username: 'ticketlead', password: 'ticketlead123' }
const TEAM_PATH = '/reserve/team'

const validId = (serial: number) => {
  const first17 = `3201021988${String(1 + (serial % 12)).padStart(2, '0')}15${String(serial).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}

async function signedIn(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

/** Today's midnight and hour in the browser's (and the sandbox's) time zone. */
function browserToday(page: Page): Promise<{ midnight: number; hour: number }> {
  return page.evaluate(() => {
    const d = new Date()
    const hour = d.getHours()
    d.setHours(0, 0, 0, 0)
    return { midnight: d.getTime(), hour }
  })
}

/** A late slot of today with team places, made through the api (the slot screen has its own spec). */
async function teamSlotToday(page: Page, startTime: string) {
  const token = await accessToken(page)
  const created = await apiPost<number>(page.request, token, '/museum/time-slot/create', {
    visitDate: (await browserToday(page)).midnight,
    startTime,
    endTime: `${startTime.slice(0, 3)}59`,
    capacity: 20,
    teamCapacity: 40,
  })
  expect(created.code, created.msg).toBe(0)
}

const NAMES = [
  '王思远',
  '李梓涵',
  '赵雨婷',
  '陈浩然',
  '刘佳琪',
  '杨博文',
  '黄晨阳',
  '周欣怡',
  '吴子轩',
  '徐嘉怡',
]

/**
 * The members file: ten resident cards and a passport (the team rule asks for 10 to 60), and one
 * row whose ID number fails the check (row 4).
 */
async function membersFile(suffix: string): Promise<string> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('成员')
  sheet.addRow(['姓名', '证件类型', '证件号码'])
  const base = Number(suffix.slice(-3))
  NAMES.forEach((name, i) => {
    if (i === 2) sheet.addRow(['张一诺', '居民身份证', '320102198801150000'])
    sheet.addRow([name, '居民身份证', validId((base + i) % 1000)])
  })
  sheet.addRow(['Lucy Brown', '护照', `E${suffix}`])
  const path = join(tmpdir(), `team-members-${suffix}.xlsx`)
  await workbook.xlsx.writeFile(path)
  return path
}

// Two users in their own browsers, an import and an approval: more than one test's usual minute.
test.setTimeout(180_000)

test('a team booked with imported members is approved by the 票务部 leader and gets its tickets', async ({
  page,
  browser,
}) => {
  const suffix = String(Date.now()).slice(-7)
  const teamName = `琅琊路小学研学团${suffix}`
  await loginAs(page)
  const hour = Math.min(23, Math.max((await browserToday(page)).hour + 1, 18))
  const startTime = `${String(hour).padStart(2, '0')}:${String(Number(suffix) % 50).padStart(2, '0')}`
  await teamSlotToday(page, startTime)

  await page.goto(TEAM_PATH)
  const panel = activePanel(page)
  const table = panel.getByRole('table', { name: '团队预约列表' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await panel.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '新增团队预约' })

  // 导入成员: the good rows fill the table, the bad one is reported with its row number.
  await dialog.getByTestId('team-members-file').setInputFiles(await membersFile(suffix))
  const report = dialog.getByRole('status', { name: '导入结果' })
  await expect(report).toContainText('已导入 11 名成员，1 行未导入')
  await expect(report).toContainText('第 4 行：请输入正确的身份证号码')
  await expect(
    dialog.getByRole('group', { name: '成员 11' }).getByRole('textbox', { name: '姓名' }),
  ).toHaveValue('Lucy Brown')

  await dialog.getByRole('radio', { name: new RegExp(`^${startTime}-\\d{2}:59 剩余 40$`) }).click()
  await dialog.getByRole('textbox', { name: '团队名称' }).fill(teamName)
  await dialog.getByRole('combobox', { name: '单位类型' }).click()
  await page.getByRole('option', { name: '学校' }).click()
  await dialog.getByRole('textbox', { name: '单位名称' }).fill('南京市琅琊路小学')
  await dialog.getByRole('textbox', { name: '联系人' }).fill('陈老师')
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('13912345678')
  await screenshot(page, 'museum-team-create-import')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '提交成功，等待审批')).toBeVisible()

  const row = rowsWith(table, teamName)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('待审核')
  await expect(row).toContainText('学校')
  await expect(row).toContainText('139****5678')
  await screenshot(page, 'museum-team-list')

  const adminToken = await accessToken(page)
  const listed = await apiGet<{ list: { id: number; processInstanceId: string }[] }>(
    page.request,
    adminToken,
    '/museum/reserve-team/page',
    { pageNo: 1, pageSize: 10, teamName },
  )
  const booking = listed.data.list[0]
  expect(booking?.processInstanceId).toBeTruthy()

  // The 票务部 leader: 待办任务 -> 审批 -> the team as the application -> 通过.
  const leader = await signedIn(browser, TICKET_LEAD)
  const leaderToken = await accessToken(leader)
  const todoPage = await apiGet<{ list: { id: string; processInstance: { id: string } }[] }>(
    leader.request,
    leaderToken,
    '/bpm/task/todo-page',
    { pageNo: 1, pageSize: 50 },
  )
  const task = todoPage.data.list.find((t) => t.processInstance.id === booking.processInstanceId)
  expect(task, 'the booking waits for the leader').toBeTruthy()
  await leader.goto('/bpm/task/todo')
  const todo = activePanel(leader).getByRole('table', { name: '待办任务列表' })
  await rowsWith(todo, task!.id).getByRole('button', { name: '审批' }).click()
  await expect(leader).toHaveURL(/\/bpm\/process-instance\/detail\?id=/)
  const detail = activePanel(leader)
  const application = detail.getByRole('region', { name: /^申请信息【/ })
  await expect(application).toContainText(teamName)
  await expect(application).toContainText('南京市琅琊路小学')
  await expect(application.getByRole('table', { name: '团队成员及门票' })).toContainText(
    'Lucy Brown',
  )
  await expect(application).toContainText('13912345678')
  await screenshot(leader, 'museum-team-approval')
  const card = detail.getByRole('region', { name: '审批任务【票务部审批】' })
  await card.getByRole('textbox', { name: '审批建议' }).fill('同意，请按时入馆')
  await card.getByRole('button', { name: '通过', exact: true }).click()
  await expect(toast(leader, '审批通过成功！')).toBeVisible()

  // Back in 团队预约: 审核通过, and each member holds a ticket.
  await panel.getByRole('button', { name: '刷新' }).click()
  await expect(row).toContainText('审核通过')
  await row.getByRole('button', { name: '详情' }).click()
  const drawer = page.getByRole('dialog', { name: '团队预约详情' })
  const members = drawer.getByRole('table', { name: '团队成员及门票' })
  await expect(members.locator('tbody tr')).toHaveCount(11)
  await expect(members.locator('tbody tr').filter({ hasText: '待使用' })).toHaveCount(11)
  await expect(drawer).toContainText('同意，请按时入馆')
  await screenshot(page, 'museum-team-approved-detail')
})
