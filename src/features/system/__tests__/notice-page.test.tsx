import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { Editor } from '@tiptap/react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { NoticeItem } from '../model/notice-types'
import NoticePage from '../pages/notice-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  system_notice_type: { '1': ['通知', 'success'], '2': ['公告', 'info'] },
})

const ROWS: NoticeItem[] = [
  {
    id: 4,
    title: '系统升级公告',
    type: 2,
    content: '<p>周六升级</p>',
    status: 0,
    createTime: new Date(2026, 10, 20, 9, 0, 0).getTime(),
  },
]

function serve() {
  const log = { created: [] as unknown[], pages: [] as URLSearchParams[] }
  server.use(
    http.get(apiUrl('/system/notice/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ROWS, total: ROWS.length })
    }),
    http.post(apiUrl('/system/notice/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(9)
    }),
  )
  return log
}

function render(permissions = ['*:*:*']) {
  return renderSignedInPage(<NoticePage />, {
    path: '/system/notice',
    url: '/system/notice',
    permissions,
    dicts: DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}

async function rowOf(title: string) {
  const table = screen.getByRole('table', { name: '公告列表' })
  return (await within(table).findByRole('cell', { name: title })).closest('tr') as HTMLElement
}

describe('system notice page', () => {
  it('shows the columns and the title and status filters', { timeout: 30_000 }, async () => {
    serve()
    render()
    const row = await rowOf('系统升级公告')
    const headers = within(screen.getByRole('table', { name: '公告列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['公告编号', '公告标题', '公告类型', '状态', '创建时间', '操作'])
    expect(within(row).getByText('公告')).toBeInTheDocument()
    expect(within(row).getByText('开启')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '公告标题' })).toBeInTheDocument()
    // No export on this screen.
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })

  // The editor's chunk loads and the whole dialog renders on a busy machine: more than the default.
  it(
    'adds a notice with the rich-text editor; an empty content or an outside click loses nothing',
    { timeout: 60_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await rowOf('系统升级公告')
      await user.click(screen.getByRole('button', { name: '新增' }))
      const dialog = await screen.findByRole('dialog', { name: '添加公告' })
      await user.type(within(dialog).getByRole('textbox', { name: '公告标题' }), '安全检查通知')
      const editorBox = await within(dialog).findByRole('textbox', { name: '公告内容' })

      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByText('公告内容不能为空')).toBeInTheDocument()
      expect(log.created).toEqual([])

      // An outside click does not close the dialog.
      const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement
      fireEvent.mouseDown(backdrop)
      fireEvent.click(backdrop)
      expect(screen.getByRole('dialog', { name: '添加公告' })).toBeInTheDocument()

      const editor = (editorBox as HTMLElement & { editor: Editor }).editor
      act(() => {
        editor.commands.setContent('<p>请检查<strong>消防通道</strong></p>', { emitUpdate: true })
      })
      fireEvent.blur(editorBox)
      await user.click(within(dialog).getByRole('radio', { name: '通知' }))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() =>
        expect(log.created).toEqual([
          {
            title: '安全检查通知',
            type: 1,
            status: 0,
            content: '<p>请检查<strong>消防通道</strong></p>',
          },
        ]),
      )
    },
  )
})
