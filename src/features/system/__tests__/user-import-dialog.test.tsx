import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { UserImportDialog } from '../components/user-import-dialog'

const server = setupMswServer()

const xlsx = (name = 'users.xlsx', size = 2048) =>
  new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  })

function renderDialog() {
  const onClose = vi.fn()
  const onImported = vi.fn()
  renderWithStore(<UserImportDialog open onClose={onClose} onImported={onImported} />)
  // Hidden inputs take files from userEvent.upload; applyAccept off lets a wrong type through.
  const user = userEvent.setup({ applyAccept: false })
  const input = screen.getByTestId('user-import-file')
  return { user, input, onClose, onImported }
}

describe('UserImportDialog', () => {
  it('uploads the chosen .xlsx with updateSupport and lists created, updated and failed rows', async () => {
    const sent: { bytes: number; updateSupport: string }[] = []
    server.use(
      http.post(apiUrl('/system/user/import'), async ({ request }) => {
        const form = await request.formData()
        const file = form.get('file') as File
        // jsdom's multipart round trip names every file 'blob': its size tells it is ours.
        sent.push({ bytes: file.size, updateSupport: String(form.get('updateSupport')) })
        return okEnvelope({
          createUsernames: ['zhang01', 'li02'],
          updateUsernames: ['wang03'],
          failureUsernames: {
            'bad!': '用户账号由 4-30 位数字、字母组成',
            zhao05: '手机号已经存在',
          },
        })
      }),
    )
    const { user, input, onClose, onImported } = renderDialog()
    await user.upload(input, xlsx())
    expect(screen.getByTestId('import-file')).toHaveTextContent('已选择：users.xlsx（2 KB）')
    await user.click(screen.getByRole('checkbox', { name: '是否更新已经存在的用户数据' }))
    await user.click(screen.getByRole('button', { name: '确定' }))

    const result = await screen.findByRole('dialog', {
      name: '导入结果：新增 2 个，更新 1 个，失败 2 个',
    })
    expect(sent).toEqual([{ bytes: 2048, updateSupport: 'true' }])
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows).toEqual([
      ['bad!', '失败', '用户账号由 4-30 位数字、字母组成'],
      ['zhao05', '失败', '手机号已经存在'],
      ['zhang01', '新增', ''],
      ['li02', '新增', ''],
      ['wang03', '更新', ''],
    ])
    expect(onImported).not.toHaveBeenCalled()
    await user.click(within(result).getByRole('button', { name: '关闭' }))
    expect(onImported).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('refuses a file that is not .xlsx or too big before sending, in Chinese', async () => {
    let calls = 0
    server.use(
      http.post(apiUrl('/system/user/import'), () => {
        calls += 1
        return okEnvelope({ createUsernames: [], updateUsernames: [], failureUsernames: {} })
      }),
    )
    const { user, input } = renderDialog()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toHaveTextContent('请选择要导入的 .xlsx 文件')
    await user.upload(input, xlsx('users.csv'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      '只能导入 .xlsx 文件，「users.csv」不是，请使用下载的模板',
    )
    await user.upload(input, xlsx('big.xlsx', 2 * 1024 * 1024 + 1))
    expect(screen.getByRole('alert')).toHaveTextContent('文件大小不能超过 2 MB')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(calls).toBe(0)
  })

  it("keeps the chosen file when the server refuses it, and shows the server's reason", async () => {
    server.use(
      http.post(apiUrl('/system/user/import'), () =>
        errorEnvelope(1_002_003_101, '导入文件缺少列：用户昵称，请使用下载的模板'),
      ),
    )
    const { user, input, onImported } = renderDialog()
    await user.upload(input, xlsx('old-template.xlsx'))
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(await screen.findByText('导入文件缺少列：用户昵称，请使用下载的模板')).toBeVisible()
    expect(screen.getByTestId('import-file')).toHaveTextContent('已选择：old-template.xlsx')
    expect(screen.getByRole('dialog', { name: '用户导入' })).toBeVisible()
    expect(onImported).not.toHaveBeenCalled()
  })

  it('downloads the template from get-import-template', async () => {
    let downloads = 0
    server.use(
      http.get(apiUrl('/system/user/get-import-template'), () => {
        downloads += 1
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        })
      }),
    )
    const createObjectURL = vi.fn(() => 'blob:template')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const { user } = renderDialog()
    await user.click(screen.getByRole('button', { name: '下载模板' }))
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1))
    expect(downloads).toBe(1)
  })
})
