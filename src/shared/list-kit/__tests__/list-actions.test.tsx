import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Button from '@mui/material/Button'
import { http, HttpResponse } from 'msw'
import { apiUrl } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { confirmDelete } from '../confirm-delete'
import { useExportAction } from '../use-export-action'
import { renderWithList } from './list-kit-harness'

const server = setupMswServer()

function ExportButton() {
  const exporter = useExportAction({
    subject: '部件',
    url: '/test/widget/export',
    params: { name: '螺丝', createTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] },
    fileName: '部件.xls',
  })
  return (
    <Button loading={exporter.exporting} onClick={() => void exporter.run()}>
      导出
    </Button>
  )
}

function confirmDialog() {
  return screen.findByRole('dialog', { name: '系统提示' })
}

describe('useExportAction', () => {
  let saved: string[]
  const { createObjectURL, revokeObjectURL } = URL
  beforeEach(() => {
    saved = []
    // jsdom has no object URLs; the saved file is observed through the download link instead.
    URL.createObjectURL = () => 'blob:x'
    URL.revokeObjectURL = () => {}
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    URL.createObjectURL = createObjectURL
    URL.revokeObjectURL = revokeObjectURL
  })

  it('asks first and sends nothing when cancelled', async () => {
    const user = userEvent.setup()
    const requests: string[] = []
    server.use(
      http.get(apiUrl('/test/widget/export'), ({ request }) => {
        requests.push(request.url)
        return new HttpResponse(new Blob(['x']), {
          headers: { 'Content-Type': 'application/vnd.ms-excel' },
        })
      }),
    )
    renderWithList(<ExportButton />)
    await user.click(screen.getByRole('button', { name: '导出' }))
    const dialog = await confirmDialog()
    expect(within(dialog).getByText('是否确认导出所有部件数据项?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // An export goes busy as soon as the answer is in, long before the dialog's exit ends.
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled()

    // A confirmed export afterwards: a request the cancelled one sent would have come first.
    await user.click(screen.getByRole('button', { name: '导出' }))
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(saved).toEqual(['部件.xls']))
    await waitFor(() => expect(screen.getByRole('button', { name: '导出' })).toBeEnabled())
    expect(requests).toHaveLength(1)
    expect(saved).toHaveLength(1)
  })

  it('downloads with the filters and shows the exporting state meanwhile', async () => {
    const user = userEvent.setup()
    const requests: URLSearchParams[] = []
    // The server answers when the test says so.
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get(apiUrl('/test/widget/export'), async ({ request }) => {
        requests.push(new URL(request.url).searchParams)
        await answered
        return new HttpResponse(new Blob(['a\tb']), {
          headers: {
            'Content-Type': 'application/vnd.ms-excel',
            'Content-Disposition': "attachment; filename*=UTF-8''%E9%83%A8%E4%BB%B6.xls",
          },
        })
      }),
    )
    renderWithList(<ExportButton />)
    await user.click(screen.getByRole('button', { name: '导出' }))
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }))

    await waitFor(() => expect(requests).toHaveLength(1))
    expect(screen.getByRole('button', { name: /导出/ })).toBeDisabled()
    expect(saved).toEqual([])
    answer()
    await waitFor(() => expect(saved).toEqual(['部件.xls']))
    expect(requests).toHaveLength(1)
    expect(requests[0].get('name')).toBe('螺丝')
    expect(requests[0].get('createTime[0]')).toBe('2024-01-01 00:00:00')
    expect(requests[0].get('createTime[1]')).toBe('2024-01-31 23:59:59')
    expect(requests[0].has('pageNo')).toBe(false)
    await waitFor(() => expect(screen.getByRole('button', { name: '导出' })).toBeEnabled())
  })
})

describe('confirmDelete', () => {
  it('asks with the row, runs the delete on 确定 and toasts 删除成功', async () => {
    const user = userEvent.setup()
    const remove = vi.fn(async () => true)
    renderWithList(<div />)
    let done!: Promise<boolean>
    act(() => {
      done = confirmDelete({ name: '部件编号', label: 7, remove })
    })

    const dialog = await confirmDialog()
    expect(within(dialog).getByText('是否确认删除部件编号为"7"的数据项?')).toBeInTheDocument()
    expect(remove).not.toHaveBeenCalled()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    await expect(done).resolves.toBe(true)
    expect(remove).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('删除成功')).toBeInTheDocument()
  })

  it('does nothing on 取消 and shows no success when the server refuses', async () => {
    const user = userEvent.setup()
    const remove = vi.fn(async () => {
      throw { code: 500, msg: 'refused' }
    })
    renderWithList(<div />)

    let cancelled!: Promise<boolean>
    act(() => {
      cancelled = confirmDelete({ name: '部件编号', label: 7, remove })
    })
    await user.click(within(await confirmDialog()).getByRole('button', { name: '取消' }))
    await expect(cancelled).resolves.toBe(false)
    expect(remove).not.toHaveBeenCalled()

    let refused!: Promise<boolean>
    act(() => {
      refused = confirmDelete({ name: '部件编号', label: 8, remove })
    })
    await user.click(within(await confirmDialog()).getByRole('button', { name: '确定' }))
    await expect(refused).resolves.toBe(false)
    expect(remove).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('删除成功')).not.toBeInTheDocument()
  })
})
