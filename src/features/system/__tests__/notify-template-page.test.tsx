import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { NotifyTemplateItem } from '../model/notify-template-types'
import NotifyTemplatePage from '../pages/notify-template-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  system_notify_template_type: { '1': ['通知公告', 'primary'], '2': ['系统消息', 'success'] },
})

const ROW: NotifyTemplateItem = {
  id: 3,
  name: '志愿者排班提醒',
  code: 'volunteer_shift_reminder',
  nickname: '志愿服务部',
  content: '{volunteerName}，您好！您在 {serviceDate} 有排班。',
  params: ['volunteerName', 'serviceDate'],
  type: 2,
  status: 0,
  remark: '排班前一天发送',
  createTime: new Date(2026, 10, 20, 9, 0, 0).getTime(),
}

function serve(refuse = false) {
  const log = { sent: [] as unknown[] }
  server.use(
    http.get(apiUrl('/system/notify-template/page'), () => okEnvelope({ list: [ROW], total: 1 })),
    http.get(apiUrl('/system/user/list-all-simple'), () =>
      okEnvelope([
        { id: 1, nickname: '超级管理员' },
        { id: 2, nickname: '票务专员' },
      ]),
    ),
    http.post(apiUrl('/system/notify-template/send-notify'), async ({ request }) => {
      log.sent.push(await request.json())
      return refuse ? errorEnvelope(1_002_026_002, '模板参数(serviceDate)缺失') : okEnvelope(41)
    }),
  )
  return log
}

function render(permissions = ['*:*:*']) {
  return renderSignedInPage(<NotifyTemplatePage />, {
    path: '/system/notify/notify-template',
    url: '/system/notify/notify-template',
    permissions,
    dicts: DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}

async function row() {
  const table = screen.getByRole('table', { name: '站内信模板列表' })
  return (await within(table).findByRole('cell', { name: ROW.name })).closest('tr') as HTMLElement
}

describe('notify template page', () => {
  it('shows the columns and filters of the template list', { timeout: 30_000 }, async () => {
    serve()
    render()
    const found = await row()
    const headers = within(screen.getByRole('table', { name: '站内信模板列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '模板编码',
      '模板名称',
      '类型',
      '发送人名称',
      '模板内容',
      '开启状态',
      '备注',
      '创建时间',
      '操作',
    ])
    expect(within(found).getByText('系统消息')).toBeInTheDocument()
    for (const label of ['模板名称', '模板编号']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument()
    }
  })

  it(
    '测试 asks for the recipient and every parameter, sends them and names the message id',
    { timeout: 30_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await user.click(within(await row()).getByRole('button', { name: '测试' }))
      const dialog = await screen.findByRole('dialog', { name: '测试发送站内信' })
      expect(within(dialog).getByText(ROW.content)).toBeInTheDocument()

      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(await within(dialog).findByText('接收人不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('参数 volunteerName 不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('参数 serviceDate 不能为空')).toBeInTheDocument()
      expect(log.sent).toEqual([])

      await user.click(within(dialog).getByRole('combobox', { name: '接收人' }))
      await user.click(await screen.findByRole('option', { name: '票务专员' }))
      await user.type(
        within(dialog).getByRole('textbox', { name: '参数 {volunteerName}' }),
        '王晓明',
      )
      await user.type(
        within(dialog).getByRole('textbox', { name: '参数 {serviceDate}' }),
        '5 月 6 日',
      )
      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(
        await screen.findByText('提交发送成功！发送结果，见发送日志编号：41'),
      ).toBeInTheDocument()
      expect(log.sent).toEqual([
        {
          userId: 2,
          userType: 2,
          templateCode: 'volunteer_shift_reminder',
          templateParams: { volunteerName: '王晓明', serviceDate: '5 月 6 日' },
        },
      ])
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    },
  )

  it(
    'keeps the dialog and the typed values when the server refuses',
    { timeout: 30_000 },
    async () => {
      serve(true)
      const user = userEvent.setup()
      render()
      await user.click(within(await row()).getByRole('button', { name: '测试' }))
      const dialog = await screen.findByRole('dialog', { name: '测试发送站内信' })
      await user.click(within(dialog).getByRole('combobox', { name: '接收人' }))
      await user.click(await screen.findByRole('option', { name: '超级管理员' }))
      await user.type(within(dialog).getByRole('textbox', { name: '参数 {volunteerName}' }), '甲')
      await user.type(within(dialog).getByRole('textbox', { name: '参数 {serviceDate}' }), '乙')
      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(await screen.findByText('模板参数(serviceDate)缺失')).toBeInTheDocument()
      expect(screen.getByRole('dialog', { name: '测试发送站内信' })).toBeInTheDocument()
      expect(within(dialog).getByRole('textbox', { name: '参数 {volunteerName}' })).toHaveValue(
        '甲',
      )
    },
  )

  it('offers 测试 only with system:notify-template:send-notify', async () => {
    serve()
    render(['system:notify-template:query', 'system:notify-template:update'])
    const found = await row()
    expect(within(found).getByRole('button', { name: '修改' })).toBeInTheDocument()
    expect(within(found).queryByRole('button', { name: '测试' })).not.toBeInTheDocument()
  })
})
