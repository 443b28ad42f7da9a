import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import VolunteerInfoPage from '../pages/volunteer-info-page'
import { renderVolunteerPage, volunteer } from './volunteer-harness'

const server = setupMswServer()

function serveVolunteers() {
  const log = { statuses: [] as unknown[], created: [] as unknown[] }
  server.use(
    http.get(apiUrl('/museum/volunteer/page'), () => {
      const rows = [
        { ...volunteer(1, '王小明', 1), serviceHours: 12.5 },
        volunteer(2, '李晓红', 3),
        volunteer(3, '赵强', 0),
      ]
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.put(apiUrl('/museum/volunteer/update-status'), async ({ request }) => {
      log.statuses.push(await request.json())
      return okEnvelope(true)
    }),
    http.post(apiUrl('/museum/volunteer/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(7)
    }),
  )
  return log
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: '志愿者列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

describe('志愿者信息', () => {
  it('shows 服务时长 in hours, 停用 on approved and 启用 on stopped volunteers only', async () => {
    serveVolunteers()
    renderVolunteerPage(<VolunteerInfoPage />, '/volunteer/info')
    const approved = await rowOf('王小明')
    expect(approved).toHaveTextContent('12.5 小时')
    expect(approved).toHaveTextContent('139****0001')
    expect(within(approved).getByRole('button', { name: '停用' })).toBeInTheDocument()
    expect(within(approved).queryByRole('button', { name: '启用' })).toBeNull()
    const stopped = await rowOf('李晓红')
    expect(within(stopped).getByRole('button', { name: '启用' })).toBeInTheDocument()
    const pending = await rowOf('赵强')
    expect(within(pending).queryByRole('button', { name: '停用' })).toBeNull()
    expect(within(pending).queryByRole('button', { name: '启用' })).toBeNull()
  }, 60_000)

  it('停用 asks, then moves the volunteer to 已停用', async () => {
    const user = userEvent.setup()
    const log = serveVolunteers()
    renderVolunteerPage(<VolunteerInfoPage />, '/volunteer/info')
    await user.click(within(await rowOf('王小明')).getByRole('button', { name: '停用' }))
    const confirm = await screen.findByRole('dialog')
    expect(confirm).toHaveTextContent('确认停用志愿者「王小明」吗？')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.statuses).toEqual([{ id: 1, status: 3 }]))
    // The toast, not the 已停用 tag of the stopped row.
    expect(await screen.findByTestId('popup-toasts')).toHaveTextContent('已停用')
  }, 60_000)

  it('the form refuses a wrong check digit and a wrong mobile before sending', async () => {
    const user = userEvent.setup()
    const log = serveVolunteers()
    renderVolunteerPage(<VolunteerInfoPage />, '/volunteer/info')
    await rowOf('王小明')
    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加志愿者' })
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '周杰')
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '1234567890')
    // 11010519491231002X is valid; a last character of 1 is not.
    await user.type(
      within(dialog).getByRole('textbox', { name: '身份证号码' }),
      '110105194912310021',
    )
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入正确的身份证号码')).toBeInTheDocument()
    expect(within(dialog).getByText('请选择志愿者类型')).toBeInTheDocument()
    expect(log.created).toEqual([])

    await user.clear(within(dialog).getByRole('textbox', { name: '手机号码' }))
    await user.type(within(dialog).getByRole('textbox', { name: '手机号码' }), '13912345678')
    await user.clear(within(dialog).getByRole('textbox', { name: '身份证号码' }))
    await user.type(
      within(dialog).getByRole('textbox', { name: '身份证号码' }),
      '11010519491231002x',
    )
    await user.click(within(dialog).getByRole('radio', { name: '讲解志愿者' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.created).toEqual([
        {
          name: '周杰',
          sex: 1,
          mobile: '13912345678',
          idNumber: '11010519491231002X',
          type: 1,
          workUnitType: null,
        },
      ]),
    )
  }, 60_000)
})
