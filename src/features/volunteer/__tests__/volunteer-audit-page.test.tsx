import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import VolunteerAuditPage from '../pages/volunteer-audit-page'
import { renderVolunteerPage, volunteer } from './volunteer-harness'

const server = setupMswServer()

function serveApplications() {
  const log = { pages: [] as URLSearchParams[], audits: [] as unknown[] }
  let refuse = false
  server.use(
    http.get(apiUrl('/museum/volunteer/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      const rows = [volunteer(1, '王小明', 0), volunteer(2, '李晓红', 0), volunteer(3, '赵强', 1)]
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.put(apiUrl('/museum/volunteer/audit'), async ({ request }) => {
      log.audits.push(await request.json())
      return refuse
        ? errorEnvelope(1_040_005_005, '只能审核待审核的志愿者，该志愿者当前为「已通过」')
        : okEnvelope(true)
    }),
  )
  return {
    log,
    refuseNext: () => {
      refuse = true
    },
  }
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: '志愿者申请列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

describe('志愿者审核', () => {
  it('lists pending applications first, with 通过 and 驳回 only on pending rows and no 新增', async () => {
    const { log } = serveApplications()
    renderVolunteerPage(<VolunteerAuditPage />, '/volunteer/audit')
    const pending = await rowOf('王小明')
    expect(log.pages[0].get('status')).toBe('0')
    expect(within(pending).getByRole('button', { name: '通过' })).toBeInTheDocument()
    expect(within(pending).getByRole('button', { name: '驳回' })).toBeInTheDocument()
    expect(within(pending).queryByRole('button', { name: '修改' })).toBeNull()
    const approved = await rowOf('赵强')
    expect(within(approved).queryByRole('button', { name: '通过' })).toBeNull()
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
  }, 60_000)

  it('驳回 needs a reason: nothing is sent until one is typed, then the reason goes with it', async () => {
    const user = userEvent.setup()
    const { log } = serveApplications()
    renderVolunteerPage(<VolunteerAuditPage />, '/volunteer/audit')
    await user.click(within(await rowOf('李晓红')).getByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog', { name: '驳回志愿者申请 - 李晓红' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '   ')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument()
    expect(log.audits).toEqual([])

    await user.clear(within(dialog).getByRole('textbox', { name: '驳回原因' }))
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '证件照片不清晰')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.audits).toEqual([{ id: 2, pass: false, reason: '证件照片不清晰' }]),
    )
    expect(await screen.findByText('已驳回')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 60_000)

  it('a refused rejection keeps the dialog open with the typed reason', async () => {
    const user = userEvent.setup()
    const { log, refuseNext } = serveApplications()
    refuseNext()
    renderVolunteerPage(<VolunteerAuditPage />, '/volunteer/audit')
    await user.click(within(await rowOf('王小明')).getByRole('button', { name: '驳回' }))
    const dialog = await screen.findByRole('dialog', { name: '驳回志愿者申请 - 王小明' })
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '资料不全')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.audits).toHaveLength(1))
    expect(
      await screen.findByText('只能审核待审核的志愿者，该志愿者当前为「已通过」'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: '驳回原因' })).toHaveValue('资料不全')
  }, 60_000)

  it('通过 asks first, then approves', async () => {
    const user = userEvent.setup()
    const { log } = serveApplications()
    renderVolunteerPage(<VolunteerAuditPage />, '/volunteer/audit')
    await user.click(within(await rowOf('王小明')).getByRole('button', { name: '通过' }))
    const confirm = await screen.findByRole('dialog')
    expect(confirm).toHaveTextContent('确认通过志愿者「王小明」的申请吗？')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.audits).toEqual([{ id: 1, pass: true }]))
    expect(await screen.findByText('审核通过')).toBeInTheDocument()
  }, 60_000)

  it('without volunteer:audit:audit the rows offer no decision', async () => {
    serveApplications()
    renderVolunteerPage(<VolunteerAuditPage />, '/volunteer/audit', ['volunteer:audit:query'])
    const row = await rowOf('王小明')
    expect(within(row).queryByRole('button', { name: '通过' })).toBeNull()
    expect(within(row).queryByRole('button', { name: '驳回' })).toBeNull()
  }, 60_000)
})
