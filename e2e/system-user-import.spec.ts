import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { ADMIN, loginAs, screenshot } from './support/console'
import { activePanel, openFromSidebar } from './support/shell'
import { dataRows, pager, rowsWith, uniqueSuffix } from './support/system'

// 用户导入 as an administrator onboards a batch: 50 rows from a spreadsheet, 3 of them wrong; the
// good 47 arrive, the 3 come back with their reasons, and nothing of them is stored.

const HEADERS = [
  '用户名称',
  '用户昵称',
  '部门名称或编号',
  '用户邮箱',
  '手机号码',
  '用户性别',
  '帐号状态',
]

const BAD = {
  username: '用户账号由 4-30 位数字、字母组成',
  nickname: '用户昵称不能为空',
  dept: '部门「不存在的部门」不存在',
}

/** 50 users named imp<suffix>NN in 票务部 / 宣教部, rows 11, 21 and 31 wrong in one way each. */
async function usersFile(suffix: string) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('用户')
  sheet.addRow(HEADERS)
  // Mobiles of their own on every run (the database outlives one run).
  const mobileBase = Date.now() % 90_000_000
  const bad = { username: `bad-${suffix}`, nickname: `imp${suffix}x1`, dept: `imp${suffix}x2` }
  for (let i = 1; i <= 50; i++) {
    const username = `imp${suffix}${String(i).padStart(2, '0')}`
    const mobile = `137${String(mobileBase + i).padStart(8, '0')}`
    const row = [username, `导入员工${i}`, i % 2 ? '票务部' : '宣教部', '', mobile, '女', '开启']
    if (i === 10) row[0] = bad.username
    if (i === 20) [row[0], row[1]] = [bad.nickname, '']
    if (i === 30) [row[0], row[2]] = [bad.dept, '不存在的部门']
    sheet.addRow(row)
  }
  const path = join(tmpdir(), `users-${suffix}.xlsx`)
  await workbook.xlsx.writeFile(path)
  return { path, bad }
}

test('import 50 users with 3 bad rows: 47 created, the 3 reasons listed, the users in the list', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = uniqueSuffix()
  const { path, bad } = await usersFile(suffix)

  await loginAs(page, ADMIN)
  await openFromSidebar(page, '系统管理', '用户管理')
  const panel = activePanel(page)
  const list = panel.getByRole('table', { name: '用户列表' })
  await expect(dataRows(list).first()).toBeVisible()

  await panel.getByRole('button', { name: '导入', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '用户导入' })
  await expect(dialog.getByRole('button', { name: '下载模板' })).toBeVisible()
  await dialog.getByTestId('user-import-file').setInputFiles(path)
  await expect(dialog.getByTestId('import-file')).toContainText(`users-${suffix}.xlsx`)
  await screenshot(page, 'system-user-import-dialog')
  await dialog.getByRole('button', { name: '确定' }).click()

  const result = page.getByRole('dialog', { name: '导入结果：新增 47 个，更新 0 个，失败 3 个' })
  await expect(result).toBeVisible()
  const details = result.getByRole('region', { name: '导入明细' })
  for (const [key, reason] of Object.entries(BAD)) {
    const row = details.getByRole('row').filter({ hasText: bad[key as keyof typeof bad] })
    await expect(row).toContainText('失败')
    await expect(row).toContainText(reason)
  }
  await expect(details.getByRole('row').filter({ hasText: '新增' })).toHaveCount(47)
  await screenshot(page, 'system-user-import-result')
  await result.getByRole('button', { name: '关闭' }).click()
  await expect(result).toBeHidden()

  // The 47 are in the list; the bad rows are not.
  await panel.getByRole('textbox', { name: '用户名称' }).fill(`imp${suffix}`)
  await panel.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(pager(panel)).toContainText('共 47 条')
  // Newest first: the file's last rows lead the list.
  await expect(rowsWith(list, `imp${suffix}50`)).toHaveCount(1)
  await expect(rowsWith(list, `imp${suffix}50`)).toContainText('宣教部')
  await expect(rowsWith(list, `imp${suffix}49`)).toContainText('票务部')
  await expect(rowsWith(list, bad.nickname)).toHaveCount(0)
  await expect(rowsWith(list, bad.dept)).toHaveCount(0)
})
