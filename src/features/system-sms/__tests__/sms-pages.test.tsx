import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { headersOf, rowOf } from '@/shared/test-utils/table-queries'
import SmsChannelPage from '../pages/sms-channel-page'
import SmsLogPage from '../pages/sms-log-page'
import SmsTemplatePage from '../pages/sms-template-page'
import { CHANNEL, LOG, renderSmsPage, serveChannels, TEMPLATE } from './sms-fixtures'

const server = setupMswServer()

describe('短信渠道', () => {
  it(
    'lists channels with the secret masked and sends the mask back unchanged on 修改',
    { timeout: 60_000 },
    async () => {
      const updates: unknown[] = []
      server.use(
        http.get(apiUrl('/system/sms-channel/page'), () =>
          okEnvelope({ list: [CHANNEL], total: 1 }),
        ),
        http.get(apiUrl('/system/sms-channel/get'), () => okEnvelope(CHANNEL)),
        http.put(apiUrl('/system/sms-channel/update'), async ({ request }) => {
          updates.push(await request.json())
          return okEnvelope(true)
        }),
      )
      const user = userEvent.setup()
      renderSmsPage(<SmsChannelPage />, '/system/sms/sms-channel')
      const row = await rowOf('短信渠道列表', 'LTAI5tExample')
      expect(headersOf('短信渠道列表')).toEqual([
        '编号',
        '短信签名',
        '渠道编码',
        '启用状态',
        '备注',
        'API 账号',
        'API 密钥',
        '回调 URL',
        '创建时间',
        '操作',
      ])
      expect(within(row).getByText('****9abc')).toBeInTheDocument()
      expect(within(row).getByText('阿里云')).toBeInTheDocument()

      await user.click(within(row).getByRole('button', { name: '修改' }))
      const dialog = await screen.findByRole('dialog', { name: '修改短信渠道' })
      expect(await within(dialog).findByRole('radio', { name: '阿里云' })).toBeDisabled()
      const remark = within(dialog).getByRole('textbox', { name: '备注' })
      await user.clear(remark)
      await user.type(remark, '改过的备注')
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(updates).toHaveLength(1))
      expect(updates[0]).toMatchObject({
        id: 2,
        code: 'ALIYUN',
        apiSecret: '****9abc',
        remark: '改过的备注',
      })
    },
  )
})

describe('短信模板', () => {
  function serveTemplates(refuse = false) {
    const sent: unknown[] = []
    serveChannels(server)
    server.use(
      http.get(apiUrl('/system/sms-template/page'), () =>
        okEnvelope({ list: [TEMPLATE], total: 1 }),
      ),
      http.post(apiUrl('/system/sms-template/send-sms'), async ({ request }) => {
        sent.push(await request.json())
        return refuse ? errorEnvelope(1_002_013_001, '模板参数(date)缺失') : okEnvelope(58)
      }),
    )
    return sent
  }

  it(
    'names the channel as 签名【渠道】 and puts 测试 before 修改 and 删除',
    { timeout: 60_000 },
    async () => {
      serveTemplates()
      renderSmsPage(<SmsTemplatePage />, '/system/sms/sms-template')
      const row = await rowOf('短信模板列表', 'visit-confirmed')
      expect(headersOf('短信模板列表')).toEqual([
        '模板编码',
        '模板名称',
        '模板内容',
        '短信类型',
        '开启状态',
        '备注',
        'API 模板编号',
        '短信渠道',
        '创建时间',
        '操作',
      ])
      expect(await within(row).findByText('纪念馆【阿里云】')).toBeInTheDocument()
      expect(
        within(row)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['测试', '修改', '删除'])
    },
  )

  it(
    '测试 asks for the mobile and each parameter, sends them and names the log id',
    { timeout: 60_000 },
    async () => {
      const sent = serveTemplates()
      const user = userEvent.setup()
      renderSmsPage(<SmsTemplatePage />, '/system/sms/sms-template')
      await user.click(
        within(await rowOf('短信模板列表', 'visit-confirmed')).getByRole('button', {
          name: '测试',
        }),
      )
      const dialog = await screen.findByRole('dialog', { name: '测试发送短信' })
      expect(within(dialog).getByText(TEMPLATE.content)).toBeInTheDocument()

      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(await within(dialog).findByText('手机号不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('参数 name 不能为空')).toBeInTheDocument()
      expect(sent).toEqual([])

      await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '1391234')
      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(await within(dialog).findByText('手机号格式不正确')).toBeInTheDocument()
      await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '5678')
      await user.type(within(dialog).getByRole('textbox', { name: '参数 {name}' }), '张三')
      await user.type(within(dialog).getByRole('textbox', { name: '参数 {date}' }), '5月1日')
      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(
        await screen.findByText('提交发送成功！发送结果，见发送日志编号：58'),
      ).toBeInTheDocument()
      expect(sent).toEqual([
        {
          mobile: '13912345678',
          templateCode: 'visit-confirmed',
          templateParams: { name: '张三', date: '5月1日' },
        },
      ])
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    },
  )

  it(
    'keeps the dialog and what was typed when the server refuses',
    { timeout: 60_000 },
    async () => {
      serveTemplates(true)
      const user = userEvent.setup()
      renderSmsPage(<SmsTemplatePage />, '/system/sms/sms-template')
      await user.click(
        within(await rowOf('短信模板列表', 'visit-confirmed')).getByRole('button', {
          name: '测试',
        }),
      )
      const dialog = await screen.findByRole('dialog', { name: '测试发送短信' })
      await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13912345678')
      await user.type(within(dialog).getByRole('textbox', { name: '参数 {name}' }), '甲')
      await user.type(within(dialog).getByRole('textbox', { name: '参数 {date}' }), '乙')
      await user.click(within(dialog).getByRole('button', { name: '发送' }))
      expect(await screen.findByText('模板参数(date)缺失')).toBeInTheDocument()
      expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveValue('13912345678')
    },
  )

  it('offers 测试 only with system:sms-template:send-sms', { timeout: 60_000 }, async () => {
    serveTemplates()
    renderSmsPage(<SmsTemplatePage />, '/system/sms/sms-template', [
      'system:sms-template:query',
      'system:sms-template:update',
    ])
    const row = await rowOf('短信模板列表', 'visit-confirmed')
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['修改'])
  })
})

describe('短信日志', () => {
  it(
    'lists messages with status and time, and 详细 shows every field',
    { timeout: 60_000 },
    async () => {
      serveChannels(server)
      server.use(
        http.get(apiUrl('/system/sms-log/page'), () => okEnvelope({ list: [LOG], total: 1 })),
      )
      const user = userEvent.setup()
      renderSmsPage(<SmsLogPage />, '/system/sms/sms-log')
      const row = await rowOf('短信日志列表', '139****5678')
      expect(headersOf('短信日志列表')).toEqual([
        '编号',
        '创建时间',
        '手机号',
        '短信内容',
        '发送状态',
        '接收状态',
        '短信渠道',
        '模板编号',
        '短信类型',
        '操作',
      ])
      expect(within(row).getByText('发送成功')).toBeInTheDocument()
      expect(within(row).getAllByText('2026-11-20 11:00:00')).toHaveLength(2) // 创建时间 and 发送时间
      expect(within(row).getByText('接收失败')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()

      await user.click(within(row).getByRole('button', { name: '详细' }))
      const dialog = await screen.findByRole('dialog', { name: '短信日志详细' })
      for (const text of [
        '纪念馆【阿里云】（ALIYUN）',
        '7 | visit-confirmed',
        '{"name":"张三","date":"5月1日"}',
        '900^0',
        'REQ-1',
        'UNDELIV',
        '用户未接收',
      ]) {
        expect(within(dialog).getByText(text)).toBeInTheDocument()
      }
    },
  )
})
