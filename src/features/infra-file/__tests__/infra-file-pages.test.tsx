import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { headersOf, rowOf } from '@/shared/test-utils/table-queries'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { FileConfigItem, FileItem } from '../model/file-types'
import FileConfigPage from '../pages/file-config-page'
import FilePage from '../pages/file-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  infra_file_storage: {
    '1': ['数据库', 'default'],
    '10': ['本地磁盘', 'default'],
    '11': ['FTP 服务器', 'default'],
    '12': ['SFTP 服务器', 'default'],
    '20': ['S3 对象存储', 'default'],
  },
  infra_boolean_string: { true: ['是', 'danger'], false: ['否', 'info'] },
})

const at = (h: number) => new Date(2026, 10, 20, h, 0, 0).getTime()

const DB_CONFIG: FileConfigItem = {
  id: 4,
  name: '数据库',
  storage: 1,
  remark: '文件存进沙箱自己的数据库',
  master: true,
  config: { domain: '' },
  createTime: at(9),
}
const FTP_CONFIG: FileConfigItem = {
  id: 7,
  name: '展厅 FTP',
  storage: 11,
  remark: null,
  master: false,
  config: {
    basePath: '/museum',
    host: '10.0.0.8',
    port: 21,
    username: 'museum',
    password: '******',
    mode: 'Passive',
    domain: '',
  },
  createTime: at(10),
}

const render = (page: React.ReactElement, path: string, permissions = ['*:*:*']) =>
  renderSignedInPage(page, { path, url: path, permissions, dicts: DICTS })

describe('文件配置', () => {
  function serveConfigs() {
    const saved: unknown[] = []
    const masters: string[] = []
    server.use(
      http.get(apiUrl('/infra/file-config/page'), () =>
        okEnvelope({ list: [FTP_CONFIG, DB_CONFIG], total: 2 }),
      ),
      http.get(apiUrl('/infra/file-config/get'), () => okEnvelope(FTP_CONFIG)),
      http.post(apiUrl('/infra/file-config/create'), async ({ request }) => {
        saved.push(await request.json())
        return okEnvelope(8)
      }),
      http.put(apiUrl('/infra/file-config/update'), async ({ request }) => {
        saved.push(await request.json())
        return okEnvelope(true)
      }),
      http.put(apiUrl('/infra/file-config/update-master'), ({ request }) => {
        masters.push(new URL(request.url).searchParams.get('id') ?? '')
        return okEnvelope(true)
      }),
      http.get(apiUrl('/infra/file-config/test'), ({ request }) =>
        new URL(request.url).searchParams.get('id') === '7'
          ? errorEnvelope(1_001_006_003, '测试失败：登录失败，请检查用户名和密码')
          : okEnvelope('http://127.0.0.1/prod-api/admin-api/infra/file/4/get/test/a.png'),
      ),
    )
    return { saved, masters }
  }

  it('lists configs; the master has no 删除 and no 主配置', { timeout: 60_000 }, async () => {
    serveConfigs()
    render(<FileConfigPage />, '/infra/file/file-config')
    const master = await rowOf('文件配置列表', '文件存进沙箱自己的数据库')
    expect(headersOf('文件配置列表')).toEqual([
      '编号',
      '配置名',
      '存储器',
      '备注',
      '主配置',
      '创建时间',
      '操作',
    ])
    expect(within(master).getByText('是')).toBeInTheDocument()
    expect(
      within(master)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['修改', '测试'])
    const ftp = await rowOf('文件配置列表', '展厅 FTP')
    expect(within(ftp).getByText('FTP 服务器')).toBeInTheDocument()
    expect(
      within(ftp)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['修改', '删除', '主配置', '测试'])
  })

  it(
    'shows only the chosen storage’s fields, checks them in Chinese and sends only those',
    { timeout: 60_000 },
    async () => {
      const { saved } = serveConfigs()
      const user = userEvent.setup()
      render(<FileConfigPage />, '/infra/file/file-config')
      await rowOf('文件配置列表', '展厅 FTP')
      await user.click(screen.getByRole('button', { name: '新增' }))
      const dialog = await screen.findByRole('dialog', { name: '添加文件配置' })
      expect(within(dialog).queryByRole('textbox', { name: /主机地址/ })).not.toBeInTheDocument()
      await user.type(within(dialog).getByRole('textbox', { name: /配置名/ }), '展厅 SFTP')
      await user.click(within(dialog).getByRole('radio', { name: 'SFTP 服务器' }))
      expect(within(dialog).queryByRole('radio', { name: /主动模式/ })).not.toBeInTheDocument()
      await user.type(within(dialog).getByRole('textbox', { name: /主机端口/ }), '70000')
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByText('基础路径不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('主机地址不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('主机端口必须在 1-65535 之间')).toBeInTheDocument()
      expect(saved).toEqual([])

      await user.type(within(dialog).getByRole('textbox', { name: /基础路径/ }), '/data')
      await user.type(within(dialog).getByRole('textbox', { name: /主机地址/ }), '10.0.0.9')
      await user.clear(within(dialog).getByRole('textbox', { name: /主机端口/ }))
      await user.type(within(dialog).getByRole('textbox', { name: /主机端口/ }), '22')
      await user.type(within(dialog).getByRole('textbox', { name: /用户名/ }), 'museum')
      await user.type(within(dialog).getByLabelText(/密码/), 's3cret ')
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(saved).toHaveLength(1))
      expect(saved[0]).toEqual({
        name: '展厅 SFTP',
        storage: 12,
        config: {
          basePath: '/data',
          host: '10.0.0.9',
          port: 22,
          username: 'museum',
          password: 's3cret ',
          domain: '',
        },
      })
    },
  )

  it(
    '修改 keeps the storage fixed and sends the masked password back unchanged',
    { timeout: 60_000 },
    async () => {
      const { saved } = serveConfigs()
      const user = userEvent.setup()
      render(<FileConfigPage />, '/infra/file/file-config')
      await user.click(
        within(await rowOf('文件配置列表', '展厅 FTP')).getByRole('button', { name: '修改' }),
      )
      const dialog = await screen.findByRole('dialog', { name: '修改文件配置' })
      expect(await within(dialog).findByRole('radio', { name: 'FTP 服务器' })).toBeDisabled()
      await user.click(within(dialog).getByRole('radio', { name: /主动模式/ }))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(
        await within(dialog).findByText('当前仅支持 FTP 被动模式（Passive）'),
      ).toBeInTheDocument()
      await user.click(within(dialog).getByRole('radio', { name: /被动模式/ }))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(saved).toHaveLength(1))
      expect(saved[0]).toMatchObject({
        id: 7,
        config: { password: '******', port: 21, mode: 'Passive' },
      })
    },
  )

  it('主配置 asks first; 测试 shows the URL or the cause', { timeout: 60_000 }, async () => {
    const { masters } = serveConfigs()
    const user = userEvent.setup()
    render(<FileConfigPage />, '/infra/file/file-config')
    const ftp = await rowOf('文件配置列表', '展厅 FTP')
    await user.click(within(ftp).getByRole('button', { name: '主配置' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent('是否确认修改配置编号为"7"的数据项为主配置?')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(masters).toEqual(['7']))

    await user.click(within(ftp).getByRole('button', { name: '测试' }))
    const failed = await screen.findByRole('dialog', { name: '测试失败' })
    expect(failed).toHaveTextContent('测试失败：登录失败，请检查用户名和密码')
    await user.click(within(failed).getByRole('button', { name: '确定' }))

    const db = await rowOf('文件配置列表', '文件存进沙箱自己的数据库')
    await user.click(within(db).getByRole('button', { name: '测试' }))
    expect(await screen.findByRole('dialog', { name: '测试结果' })).toHaveTextContent(
      '测试通过，上传文件成功！访问地址：http://127.0.0.1/prod-api/admin-api/infra/file/4/get/test/a.png',
    )
  })
})

describe('文件列表', () => {
  const PNG_FILE: FileItem = {
    id: 31,
    configId: 4,
    path: 'upload/20261120/aa.png',
    name: '展厅.png',
    url: 'http://127.0.0.1/prod-api/admin-api/infra/file/4/get/upload/20261120/aa.png',
    type: 'image/png',
    size: 1536,
    createTime: at(11),
  }
  const PDF_FILE: FileItem = {
    ...PNG_FILE,
    id: 32,
    path: 'upload/20261120/bb.pdf',
    name: '导览.pdf',
    url: 'http://127.0.0.1/prod-api/admin-api/infra/file/4/get/upload/20261120/bb.pdf',
    type: 'application/pdf',
    size: 3 * 1024 * 1024,
  }

  it(
    'shows sizes in human units, previews images and links other files as 下载',
    { timeout: 60_000 },
    async () => {
      server.use(
        http.get(apiUrl('/infra/file/page'), () =>
          okEnvelope({ list: [PNG_FILE, PDF_FILE], total: 2 }),
        ),
      )
      render(<FilePage />, '/infra/file/file')
      const png = await rowOf('文件列表', '展厅.png')
      expect(headersOf('文件列表')).toEqual([
        '文件名',
        '文件路径',
        'URL',
        '文件大小',
        '文件类型',
        '文件内容',
        '上传时间',
        '操作',
      ])
      expect(within(png).getByText('1.5 KB')).toBeInTheDocument()
      expect(within(png).getByRole('img', { name: '展厅.png' })).toHaveAttribute(
        'src',
        PNG_FILE.url,
      )
      const pdf = await rowOf('文件列表', '导览.pdf')
      expect(within(pdf).getByText('3 MB')).toBeInTheDocument()
      expect(within(pdf).getByRole('link', { name: '下载' })).toHaveAttribute('href', PDF_FILE.url)
      expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    },
  )

  it(
    '上传文件 takes a dropped file, refuses one over 10 MB and uploads',
    { timeout: 60_000 },
    async () => {
      const uploads: string[] = []
      server.use(
        http.get(apiUrl('/infra/file/page'), () => okEnvelope({ list: [], total: 0 })),
        http.post(apiUrl('/infra/file/upload'), async ({ request }) => {
          const file = (await request.formData()).get('file') as File
          // jsdom's FormData loses the file name on the way; the content tells the file.
          uploads.push(await file.text())
          return okEnvelope(PNG_FILE.url)
        }),
      )
      const user = userEvent.setup()
      render(<FilePage />, '/infra/file/file')
      await user.click(await screen.findByRole('button', { name: '上传文件' }))
      const dialog = await screen.findByRole('dialog', { name: '上传文件' })
      const zone = within(dialog).getByRole('button', { name: '选择或拖入文件' })
      const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], '大文件.bin')
      fireEvent.drop(zone, { dataTransfer: { files: [big] } })
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('文件大小不能超过 10 MB')
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(uploads).toEqual([])

      await user.upload(
        within(dialog).getByTestId('file-upload-input'),
        new File(['馆藏'], '清单.txt'),
      )
      expect(within(dialog).getByText('已选择：清单.txt（6 B）')).toBeInTheDocument()
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(uploads).toEqual(['馆藏']))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    },
  )
})
