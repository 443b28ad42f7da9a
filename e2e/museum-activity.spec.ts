import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { tabOf } from './support/shell'
import {
  accessToken,
  activePanel,
  apiGet,
  apiPost,
  errorNotification,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

/**
 * 活动管理 end to end against the real sandbox: an activity with 2 places (a PNG cover uploaded,
 * rich-text content, a price in yuan) fills up — the third sign-up is told 报名人数已满 — and its
 * 报名数据 opens in a tab named after it, where a sign-up is approved and signed in.
 */

// A 64 x 36 PNG banner (two blues).
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAB5UlEQVR4nGMQsekRs+sVd+iXdJog5TJJxm2yrMcUea9pij7TlfxmqgTMUg2arR4yVyNsnlbEAu2ohbqxi/XjlxgkLjVKXm6cusI0fZVZ5mqL7DVWueus89fbFm60K97kULrZsXyrc+U2l+odbrU7Pep3eTbu8W7e69O636/9gH/nwcDuw8G9R0L6j4VNPB4++UTk1FNR00/HzDwbO/tc/LwLiQsuJi26lLLkSuqyq+krrmesupG15mbOutu5G+7kb7pXsOV+0bYHxTsele56XLbnKcOoB0Y9MOqBUQ+MemDUA6MeGPXASPaAf+7KgLxVgQWrgwrXBBevDS1ZF1a2Prx8Q0TlxsiqTVE1m2PqtsTWb41r3BbftCOhZWdS667k9t0pHXtSu/amde9L792f2Xcga8LB7ImHciYfzp1yJG/a0YLpxwpnHi+adaJ4zsmSeadL558pX3i2YtG5yiXnq5ZeqF5+sWbFpbpVl+tXX2lYe7Vx3bWmDdebN95o3Xyzbcut9m23O7bf6dx5t3vX/Z49D3r3Puzb/6j/4OMJh55MOvJ08tFnU44/n3rixbRTL6effjXz7OtRD4x6YNQDox4Y9cCoB0Y9MKAeGPJtoVEPjHpg1AOjHhj1wKgHRj0w6gHyPQAAy/9RNQsNWSwAAAAASUVORK5CYII=',
  'base64',
)

const pad = (n: number) => String(n).padStart(2, '0')
/** The digits a date-time field takes for a day `offset` days from today at hh:mm. */
function moment(offset: number, hh: number, mm = 0): string {
  const d = new Date()
  d.setDate(d.getDate() + offset)
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(hh)}${pad(mm)}`
}

/** Types digits into the first section of a picker (the field moves on by itself). */
async function typeInto(field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click()
  await field.page().keyboard.type(digits)
}

async function fillRange(dialog: Locator, label: string, begin: string, end: string) {
  const range = dialog.getByRole('group', { name: label })
  await typeInto(range.getByRole('group', { name: '开始时间' }), begin)
  await typeInto(range.getByRole('group', { name: '结束时间' }), end)
}

async function signUpInDialog(page: Page, title: string, name: string, mobile: string, id: string) {
  const panel = activePanel(page)
  await panel.getByRole('button', { name: '新增报名' }).click()
  const dialog = page.getByRole('dialog', { name: '添加活动报名' })
  await dialog.getByRole('combobox', { name: '活动' }).click()
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click()
  await dialog.getByRole('textbox', { name: '姓名' }).fill(name)
  await dialog.getByRole('textbox', { name: '手机号码' }).fill(mobile)
  await dialog.getByRole('textbox', { name: '身份证号码' }).fill(id)
  await dialog.getByRole('button', { name: '确定' }).click()
  return dialog
}

test('an activity with 2 places fills up, and its 报名数据 tab approves and signs in a visitor', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const title = `亲子研学体验${uniqueSuffix()}`
  await loginAs(page)
  await page.goto('/activity/list')
  const panel = activePanel(page)
  const table = panel.getByRole('table', { name: '活动列表' })
  await expect(rowsWith(table, '小小讲解员培训')).toContainText('29 / 30')
  await screenshot(page, 'museum-activity-list')

  // 新增: cover, rich text, times, 2 places, 收费 19.99 元.
  await panel.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '添加活动' })
  await dialog.getByRole('textbox', { name: '活动标题' }).fill(title)
  await dialog.getByRole('radio', { name: '研学活动' }).check()
  await dialog.getByLabel('选择封面图片').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: COVER_PNG,
  })
  await expect(dialog.getByRole('img', { name: '封面预览' })).toBeVisible()
  await dialog.getByRole('textbox', { name: '活动地点' }).fill('研学教室')
  await fillRange(dialog, '活动时间', moment(1, 9, 30), moment(1, 11, 30))
  await fillRange(dialog, '报名时间', moment(-1, 9), moment(1, 8))
  await dialog.getByRole('spinbutton', { name: '人数上限' }).fill('2')
  await dialog.getByRole('radio', { name: '收费' }).check()
  await dialog.getByRole('textbox', { name: '价格（元）' }).fill('19.99')
  await dialog.getByRole('radio', { name: '报名中' }).check()
  const editor = dialog.getByRole('textbox', { name: '活动内容' })
  await expect(editor).toBeVisible()
  await editor.click()
  await dialog.getByRole('button', { name: '加粗' }).click()
  await page.keyboard.type('家长与孩子一同参加')
  await dialog.getByRole('heading', { name: '添加活动' }).hover()
  await screenshot(page, 'museum-activity-form')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()

  const token = await accessToken(page)
  const listed = await apiGet<{
    list: { id: number; price: number; cover: string; content: string; limitCount: number }[]
  }>(page.request, token, '/museum/activity/page', { pageNo: 1, pageSize: 10, title })
  const created = listed.data.list[0]
  expect(created).toMatchObject({ price: 1999, limitCount: 2 })
  expect(created.cover).toMatch(/\/infra\/file\/4\/get\/upload\/.+\.png$/)
  expect(created.content).toContain('<strong>家长与孩子一同参加</strong>')
  const row = rowsWith(table, title)
  await expect(row).toContainText('¥19.99')
  await expect(row.getByRole('img', { name: `${title}封面` })).toBeVisible()

  // Two sign-ups take the two places; the third is refused.
  await page.goto('/activity/sign')
  const first = await signUpInDialog(page, title, '林晓东', '17000000601', '110101199003071057')
  await expect(toast(page, '新增成功')).toBeVisible()
  await expect(first).toBeHidden()
  const second = await apiPost<number>(page.request, token, '/museum/activity-sign/create', {
    activityId: created.id,
    name: '周雨婷',
    mobile: '17000000602',
    idNumber: '11010119900307109X',
    personCount: 1,
  })
  expect(second.code, second.msg).toBe(0)
  const third = await signUpInDialog(page, title, '王建国', '17000000603', '110101199003071073')
  await expect(errorNotification(page, '报名人数已满')).toBeVisible()
  // Refused: the dialog stays with what was typed.
  await expect(third.getByRole('textbox', { name: '姓名' })).toHaveValue('王建国')
  await third.getByRole('button', { name: '取消' }).click()

  // 报名数据 from the activity's row: its own tab, named after it.
  await page.goto('/activity/list')
  await rowsWith(activePanel(page).getByRole('table', { name: '活动列表' }), title)
    .getByRole('button', { name: '报名数据' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/activity/sign/data/${created.id}$`))
  await expect(tabOf(page, `报名数据 - ${title}`)).toHaveAttribute('aria-selected', 'true')
  const data = activePanel(page)
  await expect(data.getByLabel('剩余名额')).toHaveText('0 / 2（已报名 2 人）')
  const signs = data.getByRole('table', { name: '报名数据列表' })
  const lin = rowsWith(signs, '林晓东')
  await expect(lin).toContainText('170****0601')
  // A paid activity: the sign-up holds its place as 待支付 until its pay order is paid.
  await expect(lin).toContainText('待支付')
  await expect(lin.getByRole('button', { name: '去支付' })).toBeVisible()
  await screenshot(page, 'museum-activity-sign-data')

  const linSigns = await apiGet<{ list: { payOrderId: number }[] }>(
    page.request,
    token,
    '/museum/activity-sign/page',
    { pageNo: 1, pageSize: 10, activityId: created.id, name: '林晓东' },
  )
  const paid = await apiPost<unknown>(page.request, token, '/pay/order/submit', {
    id: linSigns.data.list[0].payOrderId,
    channelCode: 'mock',
    channelExtras: { auto: true },
  })
  expect(paid.code, paid.msg).toBe(0)
  await page.reload()
  await expect(lin).toContainText('报名成功')
  await lin.getByRole('button', { name: '签到' }).click()
  await expect(toast(page, '林晓东 签到成功')).toBeVisible()
  await expect(lin).toContainText('已签到')
  await expect(lin.getByRole('button')).toHaveCount(0)
})
