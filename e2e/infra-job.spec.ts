import { expect, test } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { openFromSidebar } from './support/shell'
import {
  activePanel,
  confirmDialog,
  rowAction,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

// 定时任务 as an administrator uses it: a job made with the cron builder, run once by hand (the
// scheduler need not be on), and its run found in 调度日志.

test.describe('定时任务', () => {
  test('a job made with the builder runs once and shows in 调度日志', async ({ page }) => {
    test.setTimeout(150_000)
    const name = `周报提醒${uniqueSuffix()}`
    await loginAs(page, ADMIN)
    await openFromSidebar(page, '基础设施', '定时任务')
    const panel = activePanel(page)
    const jobs = panel.getByRole('table', { name: '定时任务列表' })
    await expect(rowsWith(jobs, 'payOrderExpireJob')).toContainText('0 * * * * ?')
    await screenshot(page, 'infra-job-list')

    await panel.getByRole('button', { name: '新增' }).click()
    const form = page.getByRole('dialog', { name: '添加定时任务' })
    await form.getByRole('textbox', { name: '任务名称' }).fill(name)
    await form.getByRole('combobox', { name: '处理器的名字' }).click()
    await page.getByRole('option', { name: 'sendNotifyJob' }).click()
    await form
      .getByRole('textbox', { name: '处理器的参数' })
      .fill(
        '{"templateCode":"closing_notice","userIds":[1],"templateParams":{"reason":"设备检修","date":"周一"}}',
      )

    await form.getByRole('button', { name: '生成表达式' }).click()
    const builder = page.getByRole('dialog', { name: 'Cron 表达式生成器' })
    await builder.getByRole('radio', { name: '指定' }).check()
    await builder
      .getByRole('group', { name: '指定的秒' })
      .getByRole('checkbox', { name: '00' })
      .check()
    await builder.getByRole('tab', { name: '分钟' }).click()
    await builder.getByRole('radio', { name: '指定' }).check()
    await builder
      .getByRole('group', { name: '指定的分钟' })
      .getByRole('checkbox', { name: '30' })
      .check()
    await builder.getByRole('tab', { name: '小时' }).click()
    await builder.getByRole('radio', { name: '指定' }).check()
    await builder
      .getByRole('group', { name: '指定的小时' })
      .getByRole('checkbox', { name: '09' })
      .check()
    await builder.getByRole('tab', { name: '周' }).click()
    await builder.getByRole('radio', { name: /^第.*周的/ }).check()
    const expression = builder.getByRole('status', { name: '生成的 Cron 表达式' })
    await expect(expression).toHaveText('0 30 9 ? * 2#1')
    const runs = builder.getByRole('list', { name: '最近5次运行时间' }).getByRole('listitem')
    await expect(runs).toHaveCount(5)
    await expect(runs.first()).toContainText('09:30:00')
    const builderTimes = await runs.allTextContents()
    await screenshot(page, 'infra-job-cron-builder')
    await builder.getByRole('button', { name: '确定' }).click()
    await expect(form.getByRole('textbox', { name: 'CRON 表达式' })).toHaveValue('0 30 9 ? * 2#1')
    await form.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()

    const row = rowsWith(jobs, name)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('0 30 9 ? * 2#1')

    // The server's next runs are the builder's.
    await rowAction(page, row, '任务详细')
    const detail = page.getByRole('dialog', { name: '任务详细' })
    await expect(
      detail.getByRole('list', { name: '后续执行时间' }).getByRole('listitem'),
    ).toHaveText(builderTimes)
    await expect(detail).toContainText('未开启')
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()

    await rowAction(page, row, '执行一次')
    await expect(confirmDialog(page)).toContainText(`确认要立即执行一次"${name}"?`)
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '执行成功')).toBeVisible()

    const jobId = (await row.getByRole('cell').first().textContent())?.trim() ?? ''
    await rowAction(page, row, '调度日志')
    await expect(page).toHaveURL(new RegExp(`/job/log\\?jobId=${jobId}$`))
    const logPanel = activePanel(page)
    const logs = logPanel.getByRole('table', { name: '调度日志列表' })
    const logRow = rowsWith(logs, 'sendNotifyJob')
    await expect(async () => {
      const done = (await logRow.count()) === 1 && (await logRow.innerText()).includes('成功')
      if (!done) await logPanel.getByRole('button', { name: '刷新' }).click({ timeout: 2_000 })
      await expect(logRow).toContainText('成功', { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await expect(logRow).toContainText(/\d+ 毫秒/)
    // The job from the address stays through 重置: only this job's runs are listed.
    await logPanel.getByRole('button', { name: '重置' }).click()
    await expect(logs.locator('tbody tr')).toHaveCount(1)
    await screenshot(page, 'infra-job-log')

    await logRow.getByRole('button', { name: '详细' }).click()
    const logDetail = page.getByRole('dialog', { name: '调度日志详细' })
    await expect(logDetail).toContainText('发送站内信 1 条')
    await screenshot(page, 'infra-job-log-detail')
  })
})
