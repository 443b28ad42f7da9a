import { expect, type Page } from '@playwright/test'
import { accessToken, apiPost } from './system'

const HOUR = 3_600_000
const DAY = 24 * HOUR

let count = 0

/** A paid activity (19.90 yuan a person) open for sign-ups, made through the admin-api. */
export async function createPaidActivity(page: Page, title: string): Promise<number> {
  const token = await accessToken(page)
  const now = Date.now()
  const created = await apiPost<number>(page.request, token, '/museum/activity/create', {
    title,
    type: 2,
    cost: 1,
    price: 1990,
    startTime: now + 3 * DAY,
    endTime: now + 3 * DAY + 2 * HOUR,
    signStartTime: now - HOUR,
    signEndTime: now + 2 * DAY,
    limitCount: 20,
    status: 1,
  })
  expect(created.msg ?? '').toBe('')
  return created.data
}

/** A made-up resident ID number with its check character (born 1988-05-0x). */
export function idNumber(seed: number): string {
  const first17 = `3301021988050${1 + (seed % 9)}${String(100 + (seed % 900)).padStart(3, '0')}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i], 0)
  return first17 + '10X98765432'[sum % 11]
}

/** A sign-up of `activityId` taken through the admin-api; answers its pay order. */
export async function signUpPaid(
  page: Page,
  activityId: number,
  name: string,
): Promise<{ id: number; payOrderId: number }> {
  count += 1
  const token = await accessToken(page)
  const seed = (Date.now() + count) % 100_000
  const created = await apiPost<{ id: number; payOrderId: number }>(
    page.request,
    token,
    '/museum/activity-sign/create',
    {
      activityId,
      name,
      mobile: `137${String(seed).padStart(8, '0')}`,
      idNumber: idNumber(seed),
      personCount: 2,
    },
  )
  expect(created.msg ?? '').toBe('')
  return created.data
}

/**
 * At the cashier: picks 模拟支付, reads the QR's URL from the desk link, opens it in a second page
 * (the payer's phone) and presses 确认支付 there.
 */
export async function payWithMock(page: Page, screenshotName?: (name: string) => Promise<void>) {
  await page.getByRole('button', { name: '模拟支付', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '模拟支付' })
  await expect(dialog.getByRole('img', { name: '模拟支付二维码' })).toBeVisible()
  await expect(dialog.getByText('请使用手机“扫一扫”打开模拟支付')).toBeVisible()
  if (screenshotName) await screenshotName('pay-cashier-qr')
  const url = await dialog
    .getByRole('link', { name: '在新窗口中打开模拟支付' })
    .getAttribute('href')
  expect(url).toBeTruthy()
  const phone = await page.context().newPage()
  await phone.goto(url!)
  await phone.getByRole('button', { name: '确认支付' }).click()
  await expect(phone.getByText(/支付成功|已支付/).first()).toBeVisible()
  await phone.close()
}
