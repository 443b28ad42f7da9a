import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { Editor } from '@tiptap/react'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import AnnouncementPage from '../pages/announcement-page'
import type { AnnouncementItem } from '../model/notice-types'
import { renderNoticePage } from './notice-harness'

const server = setupMswServer()

const CREATED = new Date(2026, 10, 20, 9, 0, 0).getTime()
const ROWS: AnnouncementItem[] = [
  {
    id: 7,
    title: '关于周一例行闭馆的公告',
    type: 1,
    // What a server that forgot to clean would send: the console cleans it again.
    content:
      '<p><strong>每周一闭馆</strong></p><img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script>',
    status: 0,
    publishTime: CREATED + 3_600_000,
    createTime: CREATED,
  },
  {
    id: 8,
    title: '「烽火记忆」专题展览开幕公告',
    type: 2,
    content: '<p>展览</p>',
    status: 1,
    publishTime: null,
    createTime: CREATED,
  },
]

function serve() {
  const log = { created: [] as unknown[], changes: [] as string[] }
  server.use(
    http.get(apiUrl('/museum/notice/page'), () => okEnvelope({ list: ROWS, total: ROWS.length })),
    http.post(apiUrl('/museum/notice/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(9)
    }),
    http.put(apiUrl('/museum/notice/publish'), async ({ request }) => {
      log.changes.push(`publish ${JSON.stringify(await request.json())}`)
      return okEnvelope(true)
    }),
    http.put(apiUrl('/museum/notice/withdraw'), async ({ request }) => {
      log.changes.push(`withdraw ${JSON.stringify(await request.json())}`)
      return okEnvelope(true)
    }),
  )
  return log
}

async function rowOf(text: string) {
  const table = screen.getByRole('table', { name: '公告列表' })
  return (await within(table).findByRole('cell', { name: text })).closest('tr') as HTMLElement
}

const render = (permissions?: string[]) =>
  renderNoticePage(<AnnouncementPage />, { path: '/reserve/announcement', permissions })

describe('公告管理', () => {
  it('lists announcements with type and status tags, 发布 or 撤回 by status', async () => {
    serve()
    render()
    const published = await rowOf('关于周一例行闭馆的公告')
    expect(within(published).getByText('闭馆公告')).toBeInTheDocument()
    expect(within(published).getByText('已发布')).toBeInTheDocument()
    expect(within(published).getByRole('button', { name: '撤回' })).toBeInTheDocument()
    expect(within(published).queryByRole('button', { name: '发布' })).not.toBeInTheDocument()
    // A published announcement must be withdrawn before it can be deleted.
    expect(within(published).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    const withdrawn = await rowOf('「烽火记忆」专题展览开幕公告')
    expect(within(withdrawn).getByText('已撤回')).toBeInTheDocument()
    expect(within(withdrawn).getByRole('button', { name: '发布' })).toBeInTheDocument()
    expect(within(withdrawn).getByRole('button', { name: '删除' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })

  it('publishes and withdraws after asking', async () => {
    const log = serve()
    const user = userEvent.setup()
    render()
    await user.click(
      within(await rowOf('「烽火记忆」专题展览开幕公告')).getByRole('button', { name: '发布' }),
    )
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(
      within(confirm).getByText('是否确认发布公告"「烽火记忆」专题展览开幕公告"?'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.changes).toEqual(['publish {"id":8}']))
    expect(await screen.findByText('发布成功')).toBeInTheDocument()

    await user.click(
      within(await rowOf('关于周一例行闭馆的公告')).getByRole('button', { name: '撤回' }),
    )
    await user.click(
      within(await screen.findByRole('dialog', { name: '系统提示' })).getByRole('button', {
        name: '确定',
      }),
    )
    await waitFor(() => expect(log.changes).toEqual(['publish {"id":8}', 'withdraw {"id":7}']))
  })

  it('previews the content cleaned: bold text shown, nothing run', async () => {
    serve()
    const user = userEvent.setup()
    render()
    await user.click(
      within(await rowOf('关于周一例行闭馆的公告')).getByRole('button', { name: '预览' }),
    )
    const preview = await screen.findByRole('dialog', { name: '预览' })
    expect(
      within(preview).getByRole('heading', { name: '关于周一例行闭馆的公告' }),
    ).toBeInTheDocument()
    expect(preview.querySelector('strong')).toHaveTextContent('每周一闭馆')
    expect(preview.innerHTML).not.toMatch(/onerror|<script/)
    expect(within(preview).getByText(/发布时间 2026-11-20 10:00:00/)).toBeInTheDocument()
    expect((window as { __xss?: number }).__xss).toBeUndefined()
    await user.click(within(preview).getByRole('button', { name: '关闭' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '预览' })).not.toBeInTheDocument(),
    )
  })

  // The editor's chunk loads and the whole dialog renders on a busy machine: more than the default.
  it(
    'adds an announcement with the rich-text editor; an empty content is refused',
    { timeout: 60_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await rowOf('关于周一例行闭馆的公告')
      await user.click(screen.getByRole('button', { name: '新增' }))
      const dialog = await screen.findByRole('dialog', { name: '添加公告' })
      await user.type(within(dialog).getByRole('textbox', { name: '公告标题' }), '国庆开放公告')
      const editorBox = await within(dialog).findByRole('textbox', { name: '公告内容' })
      expect(within(dialog).getByRole('toolbar', { name: '编辑工具栏' })).toBeInTheDocument()

      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByText('内容不能为空')).toBeInTheDocument()
      expect(log.created).toEqual([])

      const editor = (editorBox as HTMLElement & { editor: Editor }).editor
      act(() => {
        editor.commands.setContent('<p><strong>10 月 1 日</strong>正常开放</p>', {
          emitUpdate: true,
        })
      })
      fireEvent.blur(editorBox)
      await user.click(within(dialog).getByRole('radio', { name: '展览公告' }))
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() =>
        expect(log.created).toEqual([
          { title: '国庆开放公告', type: 2, content: '<p><strong>10 月 1 日</strong>正常开放</p>' },
        ]),
      )
    },
  )

  it('shows no 新增, 发布 or 撤回 to a reader without the buttons', async () => {
    serve()
    render(['reserve:announcement:query'])
    const row = await rowOf('关于周一例行闭馆的公告')
    expect(within(row).getByRole('button', { name: '预览' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '撤回' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
  })
})
