import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { FormRenderer, type FormFieldDefinition, type FormFieldType, type FormValues } from '..'

const server = setupMswServer()

const USERS = [
  { id: 1, nickname: '芋道源码' },
  { id: 7, nickname: '讲解员小王' },
]

/**
 * Serves the user list and stores uploads, recording them. jsdom's File reaches the handler as a
 * nameless blob, so each test file carries its name as its content.
 */
function serveBackend() {
  const uploaded: string[] = []
  server.use(
    http.get(apiUrl('/system/user/list-all-simple'), () => okEnvelope(USERS)),
    http.post(apiUrl('/infra/file/upload'), async ({ request }) => {
      const file = (await request.formData()).get('file')
      if (!file || typeof file === 'string') return errorEnvelope(400, '文件不能为空')
      const name = await file.text()
      if (name === 'broken.pdf') return errorEnvelope(500, '文件存储失败')
      uploaded.push(name)
      return okEnvelope(`/admin-api/infra/file/4/get/2024/${name}`)
    }),
  )
  return uploaded
}

function def(
  type: FormFieldType,
  field: string,
  label: string,
  extra: Partial<FormFieldDefinition> = {},
) {
  return { id: field, type, field, label, required: false, ...extra } satisfies FormFieldDefinition
}

const CHOICES = [
  { label: '一号厅', value: 'h1' },
  { label: '二号厅', value: 'h2' },
]

const ALL_REQUIRED: FormFieldDefinition[] = [
  def('input', 'visitor', '参观人', { required: true }),
  def('textarea', 'note', '备注', { required: true }),
  def('number', 'count', '人数', { required: true }),
  def('select', 'hall', '展厅', { required: true, options: CHOICES }),
  def('radio', 'gate', '入口', {
    required: true,
    options: [
      { label: '东门', value: 1 },
      { label: '西门', value: 2 },
    ],
  }),
  def('checkbox', 'services', '服务', {
    required: true,
    options: [
      { label: '讲解', value: 'guide' },
      { label: '轮椅', value: 'chair' },
    ],
  }),
  def('switch', 'group', '团体', { required: true }),
  def('date', 'day', '参观日期', { required: true }),
  def('daterange', 'period', '有效期', { required: true }),
  def('time', 'at', '入馆时间', { required: true }),
  def('user', 'approver', '审批人', { required: true }),
  def('upload', 'files', '附件', { required: true, maxCount: 2, accept: '.pdf' }),
]

function renderForm(
  props: Partial<Parameters<typeof FormRenderer>[0]> & { fields: FormFieldDefinition[] },
) {
  const onSubmit = vi.fn<(values: FormValues) => void>()
  const view = renderWithStore(<FormRenderer onSubmit={onSubmit} label="测试表单" {...props} />)
  return { onSubmit, ...view }
}

function form() {
  return screen.getByRole('form', { name: '测试表单' })
}

describe('FormRenderer', () => {
  it('says "<label>不能为空" for every required field left empty and does not submit', async () => {
    serveBackend()
    const user = userEvent.setup()
    const { onSubmit } = renderForm({ fields: ALL_REQUIRED })

    await user.click(screen.getByRole('button', { name: '提交' }))

    for (const label of [
      '参观人',
      '备注',
      '人数',
      '展厅',
      '入口',
      '服务',
      '参观日期',
      '有效期',
      '入馆时间',
      '审批人',
      '附件',
    ]) {
      expect(await within(form()).findByText(`${label}不能为空`)).toBeInTheDocument()
    }
    expect(screen.queryByText('团体不能为空')).not.toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits each type in its own shape', async () => {
    const uploaded = serveBackend()
    const user = userEvent.setup()
    const { onSubmit } = renderForm({ fields: ALL_REQUIRED })
    const f = form()

    await user.type(within(f).getByRole('textbox', { name: '参观人' }), '李雷')
    await user.type(within(f).getByRole('textbox', { name: '备注' }), '两位老人')
    await user.type(within(f).getByRole('spinbutton', { name: '人数' }), '12')
    await user.click(within(f).getByRole('combobox', { name: '展厅' }))
    await user.click(await screen.findByRole('option', { name: '二号厅' }))
    await user.click(within(f).getByRole('radio', { name: '西门' }))
    await user.click(within(f).getByRole('checkbox', { name: '轮椅' }))
    await user.click(within(f).getByRole('checkbox', { name: '讲解' }))
    await user.click(within(f).getByRole('switch', { name: '团体' }))
    await typeDate(user, await within(f).findByRole('group', { name: /^参观日期/ }), '2024-05-01')
    const range = within(f).getByRole('group', { name: /^有效期/ })
    await typeDate(
      user,
      await within(range).findByRole('group', { name: '开始日期' }),
      '2024-05-01',
    )
    await typeDate(user, within(range).getByRole('group', { name: '结束日期' }), '2024-05-07')
    await typeDate(user, await within(f).findByRole('group', { name: /^入馆时间/ }), '09:30')
    await user.click(within(f).getByRole('combobox', { name: '审批人' }))
    await user.click(await screen.findByRole('option', { name: '讲解员小王' }))
    await user.upload(
      within(f).getByLabelText('上传文件'),
      new File(['介绍信.pdf'], '介绍信.pdf', { type: 'application/pdf' }),
    )
    expect(await within(f).findByRole('link', { name: '介绍信.pdf' })).toHaveAttribute(
      'href',
      '/admin-api/infra/file/4/get/2024/介绍信.pdf',
    )
    expect(uploaded).toEqual(['介绍信.pdf'])

    await user.click(screen.getByRole('button', { name: '提交' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toEqual({
      visitor: '李雷',
      note: '两位老人',
      count: 12,
      hall: 'h2',
      gate: 2,
      services: ['guide', 'chair'],
      group: true,
      day: '2024-05-01',
      period: ['2024-05-01', '2024-05-07'],
      at: '09:30',
      approver: 7,
      files: ['/admin-api/infra/file/4/get/2024/介绍信.pdf'],
    })
  })

  it('checks the rules as the user corrects the value, with the custom message when given', async () => {
    serveBackend()
    const user = userEvent.setup()
    const { onSubmit } = renderForm({
      fields: [
        def('input', 'mobile', '手机号', {
          validation: { pattern: '^1\\d{10}$', message: '请输入11位手机号' },
        }),
        def('number', 'count', '人数', { validation: { min: 1, max: 50 } }),
        def('input', 'code', '编号', { validation: { minLength: 3 } }),
        def('checkbox', 'services', '服务', {
          options: [
            { label: '讲解', value: 'guide' },
            { label: '轮椅', value: 'chair' },
          ],
          validation: { max: 1 },
        }),
      ],
    })
    const f = form()
    await user.type(within(f).getByRole('textbox', { name: '手机号' }), '123')
    await user.type(within(f).getByRole('spinbutton', { name: '人数' }), '80')
    await user.type(within(f).getByRole('textbox', { name: '编号' }), 'A1')
    await user.click(within(f).getByRole('checkbox', { name: '讲解' }))
    await user.click(within(f).getByRole('checkbox', { name: '轮椅' }))
    await user.click(screen.getByRole('button', { name: '提交' }))

    expect(await within(f).findByText('请输入11位手机号')).toBeInTheDocument()
    expect(within(f).getByText('人数不能大于50')).toBeInTheDocument()
    expect(within(f).getByText('编号长度不能少于3个字符')).toBeInTheDocument()
    expect(within(f).getByText('服务最多选择1项')).toBeInTheDocument()

    const count = within(f).getByRole('spinbutton', { name: '人数' })
    await user.clear(count)
    await user.type(count, '0')
    expect(await within(f).findByText('人数不能小于1')).toBeInTheDocument()
    await user.clear(count)
    await user.type(count, '2.5')
    await waitFor(() => expect(within(f).queryByText('人数不能小于1')).not.toBeInTheDocument())

    await user.clear(within(f).getByRole('textbox', { name: '手机号' }))
    await user.type(within(f).getByRole('textbox', { name: '手机号' }), '13800138000')
    await user.type(within(f).getByRole('textbox', { name: '编号' }), 'B')
    await user.click(within(f).getByRole('checkbox', { name: '轮椅' }))
    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0][0]).toEqual({
      mobile: '13800138000',
      count: 2.5,
      code: 'A1B',
      services: ['guide'],
    })
  })

  it('starts from the default values, with given values taking precedence', async () => {
    serveBackend()
    const user = userEvent.setup()
    const { onSubmit } = renderForm({
      fields: [
        def('input', 'visitor', '参观人', { defaultValue: '韩梅梅' }),
        def('select', 'hall', '展厅', { options: CHOICES, defaultValue: 'h1' }),
        def('switch', 'group', '团体', { defaultValue: true }),
        def('user', 'approver', '审批人', { defaultValue: 1 }),
        def('checkbox', 'services', '服务', {
          options: [{ label: '讲解', value: 'guide' }],
          defaultValue: ['guide'],
        }),
      ],
      value: { visitor: '李雷' },
    })
    const f = form()
    expect(within(f).getByRole('textbox', { name: '参观人' })).toHaveValue('李雷')
    expect(within(f).getByRole('combobox', { name: '展厅' })).toHaveTextContent('一号厅')
    expect(within(f).getByRole('switch', { name: '团体' })).toBeChecked()
    expect(within(f).getByRole('checkbox', { name: '讲解' })).toBeChecked()
    await waitFor(() =>
      expect(within(f).getByRole('combobox', { name: '审批人' })).toHaveValue('芋道源码'),
    )

    await user.clear(within(f).getByRole('textbox', { name: '参观人' }))
    await user.click(screen.getByRole('button', { name: '重置' }))
    expect(within(f).getByRole('textbox', { name: '参观人' })).toHaveValue('李雷')

    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        visitor: '李雷',
        hall: 'h1',
        group: true,
        approver: 1,
        services: ['guide'],
      }),
    )
  })

  it('keeps the files when an upload fails and refuses files beyond the limit', async () => {
    const uploaded = serveBackend()
    const user = userEvent.setup()
    renderForm({ fields: [def('upload', 'files', '附件', { maxCount: 2 })] })
    const f = form()

    await user.upload(within(f).getByLabelText('上传文件'), new File(['a.pdf'], 'a.pdf'))
    expect(await within(f).findByRole('link', { name: 'a.pdf' })).toBeInTheDocument()
    await user.upload(within(f).getByLabelText('上传文件'), new File(['broken.pdf'], 'broken.pdf'))
    expect(await screen.findByText('文件存储失败')).toBeInTheDocument()
    expect(within(f).getByRole('link', { name: 'a.pdf' })).toBeInTheDocument()

    await user.upload(within(f).getByLabelText('上传文件'), [
      new File(['c.pdf'], 'c.pdf'),
      new File(['d.pdf'], 'd.pdf'),
    ])
    expect(await within(f).findByRole('link', { name: 'c.pdf' })).toBeInTheDocument()
    expect(within(f).getByText('最多上传2个文件，多出的文件未上传')).toBeInTheDocument()
    expect(uploaded).toEqual(['a.pdf', 'c.pdf'])
    expect(within(f).getByRole('button', { name: '上传文件' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )

    await user.click(within(f).getByRole('button', { name: '删除文件 a.pdf' }))
    expect(within(f).queryByRole('link', { name: 'a.pdf' })).not.toBeInTheDocument()
    expect(within(f).getByRole('button', { name: '上传文件' })).not.toHaveAttribute('aria-disabled')
  })

  it('shows values read-only without buttons', async () => {
    serveBackend()
    renderForm({
      readOnly: true,
      fields: [
        def('input', 'visitor', '参观人'),
        def('radio', 'gate', '入口', { options: [{ label: '东门', value: 1 }] }),
        def('upload', 'files', '附件'),
      ],
      value: { visitor: '李雷', gate: 1, files: ['/f/x.pdf'] },
    })
    const f = form()
    expect(within(f).getByRole('textbox', { name: '参观人' })).toBeDisabled()
    expect(within(f).getByRole('radio', { name: '东门' })).toBeChecked()
    expect(within(f).getByRole('radio', { name: '东门' })).toBeDisabled()
    expect(within(f).getByRole('link', { name: 'x.pdf' })).toBeInTheDocument()
    expect(within(f).queryByRole('button', { name: '上传文件' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument()
  })

  it('keeps what was typed when the submit handler rejects', async () => {
    serveBackend()
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.reject(new Error('server refused')))
    renderWithStore(
      <FormRenderer
        label="测试表单"
        fields={[def('input', 'visitor', '参观人')]}
        onSubmit={onSubmit}
      />,
    )
    await user.type(screen.getByRole('textbox', { name: '参观人' }), '李雷')
    await user.click(screen.getByRole('button', { name: '提交' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(screen.getByRole('textbox', { name: '参观人' })).toHaveValue('李雷')
    expect(screen.getByRole('button', { name: '提交' })).toBeEnabled()
  })
})
