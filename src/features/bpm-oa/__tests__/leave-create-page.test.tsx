import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import LeaveCreatePage from '../pages/leave-create-page'
import { renderOaPage } from './oa-harness'

const server = setupMswServer()
const PATH = '/bpm/oa/leave/create'

function serveCreate(answer: 'ok' | 'refuse') {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/bpm/oa/leave/create'), async ({ request }) => {
      bodies.push(await request.json())
      return answer === 'ok'
        ? okEnvelope(12)
        : errorEnvelope(400, '请求参数不正确:结束时间，需要在开始时间之后')
    }),
  )
  return bodies
}

function form() {
  return screen.getByRole('form', { name: '发起 OA 请假' })
}

async function fillLeave(user: UserEvent) {
  const f = form()
  await typeDate(
    user,
    await within(f).findByRole('group', { name: '开始时间' }),
    '2026-05-06 09:00',
  )
  await typeDate(user, within(f).getByRole('group', { name: '结束时间' }), '2026-05-08 18:00')
  await user.click(within(f).getByRole('combobox', { name: '请假类型' }))
  await user.click(screen.getByRole('option', { name: '事假' }))
  await user.type(within(f).getByRole('textbox', { name: '原因' }), '回老家')
}

describe('发起 OA 请假', () => {
  it('shows its fields with what to enter in each', async () => {
    serveCreate('ok')
    renderOaPage(<LeaveCreatePage />, { path: PATH, url: PATH })
    const f = form()
    expect(await within(f).findByRole('group', { name: '开始时间' })).toBeInTheDocument()
    expect(within(f).getByText('选择开始时间', { selector: 'label' })).toBeInTheDocument()
    expect(within(f).getByText('选择结束时间', { selector: 'label' })).toBeInTheDocument()
    expect(within(f).getByRole('combobox', { name: '请假类型' })).toHaveTextContent('请选择')
    const reason = within(f).getByRole('textbox', { name: '原因' })
    expect(reason).toHaveAttribute('placeholder', '请输入原因')
    expect(within(f).getByRole('button', { name: '提 交' })).toBeInTheDocument()
  })

  it('names every missing field and sends nothing', async () => {
    const user = userEvent.setup()
    const bodies = serveCreate('ok')
    renderOaPage(<LeaveCreatePage />, { path: PATH, url: PATH })
    await user.click(within(form()).getByRole('button', { name: '提 交' }))
    for (const message of [
      '开始时间不能为空',
      '结束时间不能为空',
      '请假类型不能为空',
      '请假原因不能为空',
    ]) {
      expect(await within(form()).findByText(message)).toBeInTheDocument()
    }
    expect(bodies).toEqual([])
  })

  it('files the leave, says 发起成功 and goes to the list', async () => {
    const user = userEvent.setup()
    const bodies = serveCreate('ok')
    const { store } = renderOaPage(<LeaveCreatePage />, { path: PATH, url: PATH })
    const unsaved = () => store.getState().unsaved[PATH]
    expect(unsaved()).toBe(false)
    await fillLeave(user)
    // Typed work is guarded until it is filed.
    expect(unsaved()).toBe(true)
    await user.click(within(form()).getByRole('button', { name: '提 交' }))
    expect(await screen.findByText('发起成功')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        startTime: new Date(2026, 4, 6, 9, 0).getTime(),
        endTime: new Date(2026, 4, 8, 18, 0).getTime(),
        type: 2,
        reason: '回老家',
      },
    ])
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bpm/oa/leave'))
    expect(screen.getByTestId('location')).not.toHaveTextContent('create')
    expect(unsaved()).toBe(false)
  })

  it('keeps everything typed when the server refuses', async () => {
    const user = userEvent.setup()
    const bodies = serveCreate('refuse')
    renderOaPage(<LeaveCreatePage />, { path: PATH, url: PATH })
    await fillLeave(user)
    await user.click(within(form()).getByRole('button', { name: '提 交' }))
    expect(
      await screen.findByText('请求参数不正确:结束时间，需要在开始时间之后'),
    ).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    const f = form()
    expect(within(f).getByRole('textbox', { name: '原因' })).toHaveValue('回老家')
    expect(within(f).getByRole('combobox', { name: '请假类型' })).toHaveTextContent('事假')
    expect(within(f).getByRole('group', { name: '开始时间' })).toHaveTextContent('2026-05-06 09:00')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
  })
})
