import { act, render, screen, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { apiUrl } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { callApi } from '@/shared/test-utils/probe-api'
import { TIMEOUT_ERROR_CODE } from '../error-policy'
import type * as Env from '@/shared/config/env'

// A short timeout instead of the real 30 s, so the test waits for a timeout that really fires.
vi.mock('@/shared/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof Env>()),
  REQUEST_TIMEOUT: 150,
}))

const server = setupMswServer()

it("a request past the timeout shows the toast '系统接口请求超时'", async () => {
  server.use(
    http.get(apiUrl('/test/slow'), async () => {
      await delay('infinite')
    }),
  )
  render(<PopupHost />)
  let result: Awaited<ReturnType<typeof callApi>> | undefined
  await act(async () => {
    result = await callApi(createTestStore(), { url: '/test/slow' })
  })
  expect(result).toEqual({ error: { code: TIMEOUT_ERROR_CODE, msg: '系统接口请求超时' } })
  expect(within(screen.getByTestId('popup-toasts')).getByRole('alert')).toHaveTextContent(
    '系统接口请求超时',
  )
})
