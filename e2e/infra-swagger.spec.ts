import { expect, test, type FrameLocator } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { loginAs, screenshot } from './support/console'
import { accessToken, activePanel } from './support/system'

/**
 * 系统接口 end to end: the console frames the sandbox's own documentation page (Swagger UI served
 * by the sandbox from the OpenAPI 3.1 document), which lists real operations; trying one answers
 * 401 until the access token is pasted into Authorize, then the call answers its data.
 */

const CARD_PAGE = '/admin-api/museum/card/page'

function cardPageOperation(docs: FrameLocator) {
  return docs.locator('.opblock').filter({ has: docs.locator(`[data-path="${CARD_PAGE}"]`) })
}

async function execute(docs: FrameLocator) {
  const operation = cardPageOperation(docs)
  await operation.getByRole('button', { name: 'Execute' }).click()
  // The live answer of this run (Swagger UI shows it above the documented responses).
  const answer = operation.locator('.live-responses-table .response-col_description pre').first()
  await expect(answer).toBeVisible()
  return answer
}

test('系统接口 shows the documentation of the real calls; trying one needs the token pasted into Authorize', async ({
  page,
}) => {
  // Swagger UI's bundle is large; a loaded machine takes a while to parse it in the frame.
  test.setTimeout(120_000)
  const cspViolations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      cspViolations.push(message.text())
  })
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') {
      outside.push(request.url())
    }
  })

  await loginAs(page)
  await page.goto('/infra/swagger')
  const frame = activePanel(page).locator('iframe[title="系统接口"]')
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms')
  await expect(frame).toHaveAttribute('src', /\/prod-api\/v3\/docs\/$/)
  const docs = activePanel(page).frameLocator('iframe[title="系统接口"]')
  await expect(docs.getByRole('heading', { name: /博物馆管理后台 接口文档/ })).toBeVisible()

  expect(await seriousViolations(page)).toEqual([])

  // Real operations, grouped by module, summaries in Chinese.
  await docs.locator('.opblock-tag', { hasText: '管理后台 - 博物馆业务' }).click()
  const operation = cardPageOperation(docs)
  await expect(operation).toContainText('获得优待证件分页')
  await operation.locator('.opblock-summary-control').click()
  await expect(operation.getByText('holderName', { exact: true })).toBeVisible()
  await operation.getByRole('button', { name: 'Try it out' }).click()
  await operation.locator('input[placeholder="pageSize"]').fill('5')

  // No token: the call itself is refused, the document was not.
  await expect(await execute(docs)).toContainText('"code": 401')

  await docs.locator('.auth-wrapper .authorize').click()
  const dialog = docs.locator('.modal-ux')
  await dialog
    .locator('input')
    .first()
    .fill(await accessToken(page))
  await dialog.getByRole('button', { name: 'Apply credentials' }).click()
  await dialog.getByRole('button', { name: 'Close' }).click()

  const answer = await execute(docs)
  await expect(answer).toContainText('"code": 0')
  await expect(answer).toContainText('"total": 40')
  await answer.scrollIntoViewIfNeeded()
  await screenshot(page, 'infra-swagger')

  expect(cspViolations).toEqual([])
  expect(outside).toEqual([])
})
