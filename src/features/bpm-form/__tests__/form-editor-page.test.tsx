import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import FormEditorPage from '../pages/form-editor-page'
import { ADMIN, renderFormPage, serveForms, storedForm } from './bpm-form-harness'

const server = setupMswServer()

const TEAM_FIELDS = [
  {
    id: 'teamName',
    type: 'input',
    field: 'teamName',
    label: '团队名称',
    required: true,
    validation: { maxLength: 50 },
  },
  {
    id: 'teamType',
    type: 'select',
    field: 'teamType',
    label: '团队类型',
    required: true,
    options: [
      { label: '学校', value: 'school' },
      { label: '企业', value: 'company' },
    ],
  },
  { id: 'visitDate', type: 'date', field: 'visitDate', label: '参观日期', required: false },
]

const TEAM_FORM = storedForm(7, '团队预约审核表单', {
  conf: JSON.stringify({ labelWidth: 120, size: 'medium', labelPosition: 'top' }),
  fields: TEAM_FIELDS.map((field) => JSON.stringify(field)),
})

function renderEditor(url = '/bpm/manager/form/edit', permissions = ADMIN) {
  return renderFormPage(<FormEditorPage />, {
    path: '/bpm/manager/form/edit',
    url,
    permissions,
  })
}

/** A stand-in for the browser's DataTransfer (jsdom has none): what was set can be read back. */
function dataTransfer() {
  const data = new Map<string, string>()
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()]
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  }
}

/** Drags `source` onto `target` the way a browser fires it. */
function drag(source: HTMLElement, target: HTMLElement) {
  const transfer = dataTransfer()
  fireEvent.dragStart(source, { dataTransfer: transfer })
  fireEvent.dragOver(target, { dataTransfer: transfer })
  fireEvent.drop(target, { dataTransfer: transfer })
  fireEvent.dragEnd(source, { dataTransfer: transfer })
}

function palette() {
  return screen.getByRole('navigation', { name: '字段类型' })
}

function canvas() {
  return screen.getByRole('list', { name: '表单字段' })
}

/** The canvas cards' names in order, e.g. '输入框（input_1）'. */
function cardNames() {
  return within(canvas())
    .queryAllByRole('listitem')
    .filter((item) => !item.hasAttribute('data-empty-hint')) // an empty form's one item: the hint
    .map((item) => item.getAttribute('aria-label'))
}

function card(name: string) {
  return within(canvas()).getByRole('listitem', { name })
}

function toolbar() {
  return screen.getByRole('toolbar', { name: '表单设计操作' })
}

/**
 * Puts `text` into a field the way a user who pastes it would: one input, not one per key. Every
 * keystroke re-renders the whole designer (the canvas shows each field as it is edited), so typing
 * character by character made these tests take tens of seconds on a busy machine and time out.
 * Nothing here depends on the keys in between: what is checked is what a finished entry shows.
 */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.paste(text)
}

async function addFromPalette(user: UserEvent, label: string) {
  await user.click(within(palette()).getByRole('button', { name: label }))
}

async function openFormSettings(user: UserEvent) {
  await user.click(screen.getByRole('tab', { name: '表单属性' }))
}

async function confirmPopup(user: UserEvent, text: string) {
  const dialog = await screen.findByRole('dialog', { name: '系统提示' })
  expect(within(dialog).getByText(text)).toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: '确定' }))
}

describe('form designer', () => {
  it('offers every field type and adds them by click and by drag', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()

    expect(
      within(palette())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '输入框',
      '多行文本',
      '数字',
      '下拉选择',
      '单选框',
      '多选框',
      '开关',
      '日期',
      '日期范围',
      '时间',
      '人员选择',
      '文件上传',
    ])
    expect(within(canvas()).getByText('从左侧点击或拖入组件来设计表单')).toBeInTheDocument()

    await addFromPalette(user, '输入框')
    await addFromPalette(user, '输入框')
    expect(cardNames()).toEqual(['输入框（input_1）', '输入框（input_2）'])
    // The new field is selected and its properties shown.
    expect(screen.getByRole('textbox', { name: '字段名' })).toHaveValue('input_2')
    expect(card('输入框（input_2）')).toHaveAttribute('aria-current', 'true')

    // Dropped on the first card: lands before it. Dropped on the canvas itself: at the end.
    drag(within(palette()).getByRole('button', { name: '下拉选择' }), card('输入框（input_1）'))
    drag(within(palette()).getByRole('button', { name: '文件上传' }), canvas())
    expect(cardNames()).toEqual([
      '下拉选择（select_1）',
      '输入框（input_1）',
      '输入框（input_2）',
      '文件上传（upload_1）',
    ])
    // The canvas shows each field as it will look.
    expect(within(card('下拉选择（select_1）')).getByText('请选择下拉选择')).toBeInTheDocument()
    expect(within(card('文件上传（upload_1）')).getByText('上传文件')).toBeInTheDocument()
  })

  it('edits the selected field: label, name checks, required, placeholder, default, rules', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '输入框')
    await addFromPalette(user, '单选框')

    await user.click(card('输入框（input_1）'))
    const label = screen.getByRole('textbox', { name: '标签' })
    await fill(user, label, '参观人')
    const name = screen.getByRole('textbox', { name: '字段名' })
    await fill(user, name, '1a')
    expect(
      screen.getByText('字段名须以字母或下划线开头，只含字母、数字和下划线'),
    ).toBeInTheDocument()
    await fill(user, name, 'radio_1')
    expect(screen.getByText('字段名已存在')).toBeInTheDocument()
    await fill(user, name, 'visitor')
    expect(screen.queryByText('字段名已存在')).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: '必填' }))
    await fill(user, screen.getByRole('textbox', { name: '占位提示' }), '请输入姓名')
    await fill(user, screen.getByRole('textbox', { name: '默认值' }), '游客')
    await fill(user, screen.getByRole('spinbutton', { name: '最大长度' }), '20')
    await fill(user, screen.getByRole('textbox', { name: '校验提示' }), '姓名太长')
    await fill(user, screen.getByRole('textbox', { name: '正则表达式' }), '(a')
    expect(screen.getByText('正则表达式无效')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: '正则表达式' }))

    const visitor = card('参观人（visitor）')
    expect(within(visitor).getByRole('textbox', { hidden: true })).toHaveValue('游客')
    expect(within(visitor).getByRole('textbox', { hidden: true })).toHaveAttribute(
      'placeholder',
      '请输入姓名',
    )

    await user.click(screen.getByRole('button', { name: '查看 JSON' }))
    const json = within(await screen.findByRole('dialog', { name: '表单 JSON' }))
    const fields = JSON.parse(
      json.getByRole('region', { name: '字段 fields' }).querySelector('pre')!.textContent!,
    )
    expect(fields[0]).toEqual({
      id: expect.any(String),
      type: 'input',
      field: 'visitor',
      label: '参观人',
      required: true,
      defaultValue: '游客',
      placeholder: '请输入姓名',
      validation: { maxLength: 20, message: '姓名太长' },
    })
    const conf = JSON.parse(
      json.getByRole('region', { name: '表单配置 conf' }).querySelector('pre')!.textContent!,
    )
    expect(conf).toEqual({ labelWidth: 100, size: 'small', labelPosition: 'right' })
  })

  it('edits the options of a choice field, its default following them', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '单选框')

    const options = screen.getByRole('group', { name: '选项' })
    const optionName = (n: number) =>
      within(options).getByRole('textbox', { name: `第 ${n} 个选项的名称` })
    const optionValue = (n: number) =>
      within(options).getByRole('textbox', { name: `第 ${n} 个选项的值` })
    await fill(user, optionName(1), '东门')
    await user.click(within(options).getByRole('button', { name: '添加选项' }))
    await fill(user, optionValue(3), '1')
    expect(within(options).getByText('选项值不能重复')).toBeInTheDocument()
    await fill(user, optionValue(3), 'w')
    // The default is one of the options; removing that option drops it.
    await user.click(screen.getByRole('radio', { name: '选项二' }))
    expect(
      within(card('单选框（radio_1）')).getByRole('radio', { name: '选项二', hidden: true }),
    ).toBeChecked()
    await user.click(within(options).getByRole('button', { name: '删除第 2 个选项' }))

    const radios = within(card('单选框（radio_1）')).getAllByRole('radio', { hidden: true })
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['东门', '选项3'])
    radios.forEach((radio) => expect(radio).not.toBeChecked())

    await user.click(screen.getByRole('button', { name: '查看 JSON' }))
    const json = within(await screen.findByRole('dialog', { name: '表单 JSON' }))
    const [field] = JSON.parse(
      json.getByRole('region', { name: '字段 fields' }).querySelector('pre')!.textContent!,
    )
    expect(field).toEqual({
      id: expect.any(String),
      type: 'radio',
      field: 'radio_1',
      label: '单选框',
      required: false,
      options: [
        { label: '东门', value: '1' },
        { label: '选项3', value: 'w' },
      ],
    })
  })

  it('reorders with 上移 / 下移 and by dragging, copies, and deletes after confirmation', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '输入框')
    await addFromPalette(user, '数字')
    await addFromPalette(user, '开关')
    expect(cardNames()).toEqual(['输入框（input_1）', '数字（number_1）', '开关（switch_1）'])

    expect(within(card('输入框（input_1）')).getByRole('button', { name: '上移' })).toBeDisabled()
    expect(within(card('开关（switch_1）')).getByRole('button', { name: '下移' })).toBeDisabled()
    await user.click(within(card('开关（switch_1）')).getByRole('button', { name: '上移' }))
    expect(cardNames()).toEqual(['输入框（input_1）', '开关（switch_1）', '数字（number_1）'])
    await user.click(within(card('输入框（input_1）')).getByRole('button', { name: '下移' }))
    expect(cardNames()).toEqual(['开关（switch_1）', '输入框（input_1）', '数字（number_1）'])

    // Drag the last card onto the first: it goes before it.
    drag(card('数字（number_1）'), card('开关（switch_1）'))
    expect(cardNames()).toEqual(['数字（number_1）', '开关（switch_1）', '输入框（input_1）'])
    // Drag the first card to the canvas' empty end: it goes last.
    drag(card('数字（number_1）'), canvas())
    expect(cardNames()).toEqual(['开关（switch_1）', '输入框（input_1）', '数字（number_1）'])

    await user.click(within(card('输入框（input_1）')).getByRole('button', { name: '复制' }))
    expect(cardNames()).toEqual([
      '开关（switch_1）',
      '输入框（input_1）',
      '输入框（input_1_copy）',
      '数字（number_1）',
    ])
    expect(screen.getByRole('textbox', { name: '字段名' })).toHaveValue('input_1_copy')

    await user.click(within(card('开关（switch_1）')).getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(dialog).getByText('是否确认删除字段"开关"?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(cardNames()).toHaveLength(4))

    await user.click(within(card('开关（switch_1）')).getByRole('button', { name: '删除' }))
    await confirmPopup(user, '是否确认删除字段"开关"?')
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    expect(cardNames()[0]).toBe('输入框（input_1）')
  })

  it('selects a card with the keyboard', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '输入框')
    await addFromPalette(user, '时间')
    card('输入框（input_1）').focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('textbox', { name: '字段名' })).toHaveValue('input_1')
  })

  it('previews the form with its validation and shows the submitted values as JSON', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '输入框')
    await user.click(screen.getByRole('switch', { name: '必填' }))
    await addFromPalette(user, '数字')
    const defaultCount = screen.getByRole('spinbutton', { name: '默认值' })
    await fill(user, defaultCount, '3')
    await addFromPalette(user, '多选框')

    await user.click(within(toolbar()).getByRole('button', { name: '预览' }))
    const dialog = await screen.findByRole('dialog', { name: '表单预览' })
    const form = within(dialog).getByRole('form', { name: '预览表单' })
    expect(within(form).getByRole('spinbutton', { name: '数字' })).toHaveValue(3)
    await user.click(within(form).getByRole('button', { name: '提交' }))
    expect(await within(form).findByText('输入框不能为空')).toBeInTheDocument()

    await fill(user, within(form).getByRole('textbox', { name: '输入框' }), '李雷')
    await user.click(within(form).getByRole('checkbox', { name: '选项二' }))
    await user.click(within(form).getByRole('button', { name: '提交' }))
    const result = await within(dialog).findByRole('region', { name: '提交的数据' })
    expect(JSON.parse(result.querySelector('pre')!.textContent!)).toEqual({
      input_1: '李雷',
      number_1: 3,
      checkbox_1: ['2'],
    })

    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '表单预览' })).not.toBeInTheDocument(),
    )
  })

  it('clears all fields after confirmation', async () => {
    const user = userEvent.setup({ delay: null })
    serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '输入框')
    await addFromPalette(user, '日期')
    await user.click(within(toolbar()).getByRole('button', { name: '清空' }))
    await confirmPopup(user, '是否确认清空所有字段?')
    await waitFor(() => expect(cardNames()).toEqual([]))
    expect(within(toolbar()).getByRole('button', { name: '清空' })).toBeDisabled()
  })

  it('refuses to save without a name, without fields, or with a repeated field name', async () => {
    const user = userEvent.setup({ delay: null })
    const log = serveForms(server, [])
    renderEditor()
    const save = within(toolbar()).getByRole('button', { name: '保存' })

    await user.click(save)
    // The toast, and the message under the name field (the 表单属性 tab opens for it).
    await waitFor(() => expect(screen.getAllByText('表单名不能为空')).toHaveLength(2))
    expect(screen.getByRole('textbox', { name: '表单名' })).toHaveAccessibleDescription(
      '表单名不能为空',
    )

    await fill(user, screen.getByRole('textbox', { name: '表单名' }), '参观登记')
    await user.click(save)
    expect(await screen.findByText('请至少添加一个字段')).toBeInTheDocument()

    await addFromPalette(user, '输入框')
    await addFromPalette(user, '输入框')
    const name = screen.getByRole('textbox', { name: '字段名' })
    await fill(user, name, 'input_1')
    await user.click(within(canvas()).getAllByRole('listitem')[0])
    await user.click(save)
    expect(await screen.findByText('第 2 个字段（输入框）：字段名已存在')).toBeInTheDocument()
    // The offending field is selected so its properties are at hand.
    expect(within(canvas()).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true')
    expect(log.created).toEqual([])
  })

  it('creates a form: conf as one JSON string, fields as JSON strings, then back to the list', async () => {
    const user = userEvent.setup({ delay: null })
    const log = serveForms(server, [])
    renderEditor()
    await addFromPalette(user, '输入框')
    await addFromPalette(user, '人员选择')
    await openFormSettings(user)
    await fill(user, screen.getByRole('textbox', { name: '表单名' }), '参观登记')
    await user.click(screen.getByRole('radio', { name: '关闭' }))
    await fill(user, screen.getByRole('textbox', { name: '备注' }), '现场登记用')
    const width = screen.getByRole('spinbutton', { name: '标签宽度' })
    await fill(user, width, '140')
    await user.click(screen.getByRole('radio', { name: '顶部' }))
    await user.click(screen.getByRole('combobox', { name: '尺寸' }))
    await user.click(await screen.findByRole('option', { name: '默认' }))

    await user.click(within(toolbar()).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(log.created).toHaveLength(1)
    const body = log.created[0]
    expect(body).toMatchObject({ name: '参观登记', status: 1, remark: '现场登记用' })
    expect(body.id).toBeUndefined()
    expect(typeof body.conf).toBe('string')
    expect(JSON.parse(body.conf)).toEqual({ labelWidth: 140, size: 'medium', labelPosition: 'top' })
    expect(body.fields).toHaveLength(2)
    body.fields.forEach((text) => expect(typeof text).toBe('string'))
    expect(body.fields.map((text) => JSON.parse(text))).toEqual([
      { id: expect.any(String), type: 'input', field: 'input_1', label: '输入框', required: false },
      { id: expect.any(String), type: 'user', field: 'user_1', label: '人员选择', required: false },
    ])
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bpm\/manager\/form$/)
  })

  it('loads a stored form and updates it with its id', async () => {
    const user = userEvent.setup({ delay: null })
    const log = serveForms(server, [TEAM_FORM])
    const { store } = renderEditor('/bpm/manager/form/edit?id=7')
    const unsaved = () => store.getState().unsaved['/bpm/manager/form/edit']

    await waitFor(() =>
      expect(cardNames()).toEqual([
        '团队名称（teamName）',
        '团队类型（teamType）',
        '参观日期（visitDate）',
      ]),
    )
    expect(
      within(toolbar()).getByRole('heading', { name: '修改表单：团队预约审核表单' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '字段名' })).toHaveValue('teamName')
    await openFormSettings(user)
    expect(screen.getByRole('textbox', { name: '表单名' })).toHaveValue('团队预约审核表单')
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('团队预约审核表单备注')
    expect(screen.getByRole('spinbutton', { name: '标签宽度' })).toHaveValue(120)
    expect(screen.getByRole('radio', { name: '顶部' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '开启' })).toBeChecked()
    // Loading and looking are no edits: leaving would not ask.
    expect(unsaved()).toBe(false)

    await user.click(card('参观日期（visitDate）'))
    expect(unsaved()).toBe(false)
    await user.click(screen.getByRole('switch', { name: '必填' }))
    // An edit marks the page, so closing its tab or opening another form in it asks first.
    await waitFor(() => expect(unsaved()).toBe(true))
    await user.click(within(toolbar()).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(log.updated).toHaveLength(1)
    const body = log.updated[0]
    expect(body).toMatchObject({
      id: 7,
      name: '团队预约审核表单',
      status: 0,
      remark: '团队预约审核表单备注',
    })
    expect(JSON.parse(body.conf)).toEqual({ labelWidth: 120, size: 'medium', labelPosition: 'top' })
    expect(body.fields.map((text) => JSON.parse(text))).toEqual([
      TEAM_FIELDS[0],
      TEAM_FIELDS[1],
      { ...TEAM_FIELDS[2], required: true },
    ])
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/bpm\/manager\/form$/)
    // Saved: the page left without a question, and its tab no longer counts as unsaved.
    expect(unsaved()).toBe(false)
  })

  it('keeps everything typed when the server refuses the save', async () => {
    const user = userEvent.setup({ delay: null })
    const log = serveForms(server, [TEAM_FORM], { failWrites: true })
    renderEditor('/bpm/manager/form/edit?id=7')
    await waitFor(() => expect(cardNames()).toHaveLength(3))

    await addFromPalette(user, '多行文本')
    const label = screen.getByRole('textbox', { name: '标签' })
    await fill(user, label, '审核意见')
    await user.click(within(toolbar()).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('表单保存失败，数据库繁忙')).toBeInTheDocument()
    expect(log.updated).toHaveLength(1)
    expect(screen.queryByText('修改成功')).not.toBeInTheDocument()
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(cardNames()).toEqual([
      '团队名称（teamName）',
      '团队类型（teamType）',
      '参观日期（visitDate）',
      '审核意见（textarea_1）',
    ])
    expect(screen.getByRole('textbox', { name: '标签' })).toHaveValue('审核意见')

    // A second try sends the same design.
    await user.click(within(toolbar()).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(log.updated).toHaveLength(2))
    expect(log.updated[1]).toEqual(log.updated[0])
  })

  it('keeps the fields that parse and says which stored ones could not be read', async () => {
    serveForms(server, [
      storedForm(8, '旧表单', {
        conf: '{broken',
        fields: [
          JSON.stringify(TEAM_FIELDS[0]),
          '{"type": "input", "field": ',
          JSON.stringify({ id: 'x', type: 'rate', field: 'stars', label: '评分', required: false }),
          JSON.stringify(TEAM_FIELDS[2]),
        ],
      }),
    ])
    renderEditor('/bpm/manager/form/edit?id=8')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('部分内容无法解析，已保留可解析的字段')).toBeInTheDocument()
    expect(
      within(alert).getByText('表单配置无法解析：JSON 格式错误，已使用默认配置'),
    ).toBeInTheDocument()
    expect(within(alert).getByText('第 2 个字段无法解析：JSON 格式错误')).toBeInTheDocument()
    expect(
      within(alert).getByText('第 3 个字段（评分）无法解析：属性 type 无效'),
    ).toBeInTheDocument()
    expect(cardNames()).toEqual(['团队名称（teamName）', '参观日期（visitDate）'])
  })

  it('says so when the stored form cannot be fetched', async () => {
    serveForms(server, [])
    renderEditor('/bpm/manager/form/edit?id=404')
    expect(await screen.findByText('表单加载失败')).toBeInTheDocument()
    expect(screen.getByText('动态表单不存在')).toBeInTheDocument()
  })

  it('hides 保存 from a user who may not save', async () => {
    serveForms(server, [TEAM_FORM])
    renderEditor('/bpm/manager/form/edit?id=7', ['bpm:form:query', 'bpm:form:create'])
    await waitFor(() => expect(cardNames()).toHaveLength(3))
    expect(within(toolbar()).queryByRole('button', { name: '保存' })).not.toBeInTheDocument()
    expect(within(toolbar()).getByRole('button', { name: '预览' })).toBeInTheDocument()
  })
})
