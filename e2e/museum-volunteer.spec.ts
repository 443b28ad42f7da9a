import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { activePanel, confirmDialog, rowsWith, toast } from './support/system'

/**
 * 志愿者管理 end to end against the real sandbox: a volunteer registered at 志愿者信息 waits for
 * audit, is approved at 志愿者审核, and a service record 09:00-11:30 at 服务记录 gives 2.5 小时 in
 * the record, in the totals per volunteer and in the volunteer's 服务时长.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

/** A made-up resident ID number with a valid GB 11643 check character. */
function idNumberFor(sequence: number): string {
  const first17 = `32010219900101${String(sequence).padStart(3, '0')}`
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0)
  return `${first17}${'10X98765432'[sum % 11]}`
}

/** Types digits into a MUI X date or time field, section by section, as a user would. */
async function typeInto(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click()
  await field.page().keyboard.type(digits)
}

const today = () => {
  const d = new Date()
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
}

async function openMenuPage(page: Page, path: string, table: string) {
  await page.goto(path)
  await expect(activePanel(page).getByRole('table', { name: table })).toBeVisible()
}

test('a new volunteer is approved at 志愿者审核 and a 09:00-11:30 service counts 2.5 hours', async ({
  page,
}) => {
  const stamp = Date.now() % 100_000
  const name = `测试志愿者${stamp}`
  const mobile = `1390${String(stamp).padStart(7, '0')}`
  await loginAs(page)

  // 志愿者信息: register, as 待审核.
  await openMenuPage(page, '/volunteer/info', '志愿者列表')
  const info = activePanel(page)
  await expect(info.getByRole('table', { name: '志愿者列表' })).toContainText('小时')
  await screenshot(page, 'museum-volunteer-info')
  await info.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '添加志愿者' })
  await dialog.getByRole('textbox', { name: '姓名' }).fill(name)
  await dialog.getByRole('textbox', { name: '手机号码' }).fill('12345')
  await dialog.getByRole('textbox', { name: '身份证号码' }).fill(idNumberFor(stamp % 1000))
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('请输入正确的手机号码')).toBeVisible()
  await expect(dialog.getByText('请选择志愿者类型')).toBeVisible()
  await dialog.getByRole('textbox', { name: '手机号码' }).fill(mobile)
  await dialog.getByRole('radio', { name: '讲解志愿者' }).check()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()
  const infoRow = rowsWith(info.getByRole('table', { name: '志愿者列表' }), name)
  await expect(infoRow).toContainText('待审核')
  await expect(infoRow).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`)

  // 志愿者审核: the pending queue holds it; 通过.
  await openMenuPage(page, '/volunteer/audit', '志愿者申请列表')
  const audit = activePanel(page)
  const auditRow = rowsWith(audit.getByRole('table', { name: '志愿者申请列表' }), name)
  await expect(auditRow).toContainText('待审核')
  await screenshot(page, 'museum-volunteer-audit')
  await auditRow.getByRole('button', { name: '通过' }).click()
  await expect(confirmDialog(page)).toContainText(`确认通过志愿者「${name}」的申请吗？`)
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '审核通过')).toBeVisible()
  // The queue shows pending ones only: it has left it.
  await expect(auditRow).toHaveCount(0)

  // 服务记录: 09:00-11:30 today.
  await openMenuPage(page, '/volunteer/service-record', '服务记录列表')
  const records = activePanel(page)
  await records.getByRole('button', { name: '新增' }).click()
  const form = page.getByRole('dialog', { name: '添加服务记录' })
  await form.getByRole('combobox', { name: '志愿者' }).fill(name)
  await page.getByRole('option', { name: new RegExp(name) }).click()
  await typeInto(form.getByRole('group', { name: '服务日期' }), today())
  await typeInto(form.getByRole('group', { name: '开始时间' }), '0900')
  await typeInto(form.getByRole('group', { name: '结束时间' }), '1130')
  await form.getByRole('textbox', { name: '服务岗位' }).fill('展厅讲解')
  await expect(form.getByText('2.5 小时（按起止时间计算，精确到 0.1 小时）')).toBeVisible()
  await screenshot(page, 'museum-volunteer-service-dialog')
  await form.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()
  const recordRow = rowsWith(records.getByRole('table', { name: '服务记录列表' }), name)
  await expect(recordRow).toContainText('09:00-11:30')
  await expect(recordRow).toContainText('2.5 小时')
  const totals = records.getByRole('table', { name: '服务时长汇总' })
  await expect(rowsWith(totals, name)).toContainText('2.5 小时')
  await rowsWith(totals, name).scrollIntoViewIfNeeded()
  await screenshot(page, 'museum-volunteer-service-record')

  // Its 服务时长 in 志愿者信息 is the sum of its records.
  await openMenuPage(page, '/volunteer/info', '志愿者列表')
  await expect(
    rowsWith(activePanel(page).getByRole('table', { name: '志愿者列表' }), name),
  ).toContainText('2.5 小时')
})
