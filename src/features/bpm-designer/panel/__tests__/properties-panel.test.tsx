import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { resetPopups } from '@/shared/ui/popups'
import type { BpmnDialect } from '@/shared/bpmn/dialects'
import {
  createHeadlessModeler,
  type HeadlessModeler,
} from '../../panel-model/testing/headless-modeler'
import { sampleXml } from '../../panel-model/testing/fixtures'
import { PropertiesPanel } from '../properties-panel'
import { SECTION_TABLE_MAX_HEIGHT } from '../ui/section-table'

vi.mock('@/shared/bpm/user-api', () => ({
  useGetSimpleUsersQuery: () => ({
    data: [
      { id: 1, nickname: '张馆长' },
      { id: 2, nickname: '李讲解' },
    ],
  }),
  useGetSimpleRolesQuery: () => ({ data: [{ id: 7, name: '审批员' }] }),
}))

afterEach(() => act(() => resetPopups()))

async function renderPanel(
  options: { dialect?: BpmnDialect; readOnly?: boolean; modelHasId?: boolean } = {},
) {
  const dialect = options.dialect ?? 'camunda'
  const h = await createHeadlessModeler(sampleXml(dialect), { dialect })
  const user = userEvent.setup()
  const view = renderWithStore(
    <MemoryRouter>
      <PropertiesPanel
        modeler={h.modeler}
        dialect={dialect}
        readOnly={options.readOnly ?? false}
        modelHasId={options.modelHasId ?? false}
      />
    </MemoryRouter>,
  )
  return { h, user, ...view }
}

function stackSize(h: HeadlessModeler): number {
  return (h.commandStack as unknown as { _stack: unknown[] })._stack.length
}

/** The accordion section titles, in order. */
function sectionTitles(): string[] {
  const panel = screen.getByLabelText('属性面板')
  return within(panel)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent ?? '')
}

async function openSection(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: title }))
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('PropertiesPanel', () => {
  it('shows the process when nothing is selected and commits the name on blur only', async () => {
    const { h, user } = await renderPanel()
    expect(screen.getByRole('textbox', { name: '流程标识' })).toHaveValue('Process_1')
    const name = screen.getByRole('textbox', { name: '流程名称' })
    await user.clear(name)
    await user.type(name, '参观预约')
    // Typing writes nothing yet.
    expect(stackSize(h)).toBe(0)
    await user.tab()
    expect(h.root().businessObject.get('name')).toBe('参观预约')
    expect(stackSize(h)).toBe(1)
    act(() => h.commandStack.undo())
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '流程名称' })).toHaveValue('请假流程'),
    )
  })

  it('refuses an empty key or name; the key is locked once the model has an id', async () => {
    const { h, user, unmount } = await renderPanel()
    await user.clear(screen.getByRole('textbox', { name: '流程名称' }))
    await user.tab()
    expect(screen.getByText('流程名称不能为空')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: '流程标识' }))
    await user.keyboard('{Enter}')
    expect(screen.getByText('流程标识不能为空')).toBeInTheDocument()
    expect(stackSize(h)).toBe(0)
    unmount()
    await renderPanel({ modelHasId: true })
    expect(screen.getByRole('textbox', { name: '流程标识' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: '流程名称' })).toBeEnabled()
  })

  it('shows the sections of the selected element, writes nothing on selection and returns to the base section', async () => {
    const { h, user } = await renderPanel()
    const before = await h.exportXml()
    act(() => h.select('user_task'))
    expect(sectionTitles()).toEqual([
      '常规',
      '表单',
      '任务',
      '多实例',
      '执行监听器',
      '任务监听器',
      '扩展属性',
      '其他',
    ])
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('user_task')
    await openSection(user, '任务')
    expect(screen.getByRole('combobox', { name: '处理用户' })).toBeInTheDocument()
    act(() => h.select('flow_a'))
    expect(sectionTitles()).toEqual(['常规', '流转条件', '执行监听器', '扩展属性', '其他'])
    expect(screen.getByRole('button', { name: '常规' })).toHaveAttribute('aria-expanded', 'true')
    act(() => h.select('flow_start'))
    expect(sectionTitles()).not.toContain('流转条件')
    act(() => h.select(null))
    expect(sectionTitles()).toContain('消息与信号')
    expect(stackSize(h)).toBe(0)
    expect(await h.exportXml()).toBe(before)
  })

  it('adds an execution listener with a field through the drawer, with every validation message', async () => {
    const { h, user } = await renderPanel()
    act(() => h.select('user_task'))
    await openSection(user, '执行监听器')
    await user.click(screen.getByRole('button', { name: '添加监听器' }))
    const drawer = screen.getByRole('form', { name: '执行监听器' })
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    expect(within(drawer).getByText('请选择事件类型')).toBeInTheDocument()
    expect(within(drawer).getByText('请选择监听器类型')).toBeInTheDocument()
    await choose(user, '事件类型', '开始')
    await choose(user, '监听器类型', 'Java类')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    expect(within(drawer).getByText('请填写Java类')).toBeInTheDocument()
    await user.type(within(drawer).getByRole('textbox', { name: 'Java类' }), 'museum.StartListener')

    // The listener-field dialog validates on its own.
    await user.click(within(drawer).getByRole('button', { name: '添加字段' }))
    const dialog = screen.getByRole('dialog', { name: '添加字段' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请填写字段名称')).toBeInTheDocument()
    expect(within(dialog).getByText('请选择字段类型')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '字段名称' }), 'level')
    await choose(user, '字段类型', '字符串')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请填写字段值')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '字段值' }), 'high')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '添加字段' })).not.toBeInTheDocument(),
    )
    expect(within(drawer).getByRole('table', { name: '注入字段' })).toHaveTextContent('level')

    expect(stackSize(h)).toBe(0)
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: '执行监听器' })).not.toBeInTheDocument(),
    )
    expect(stackSize(h)).toBe(1)
    const xml = await h.exportXml()
    expect(xml).toContain('<camunda:executionListener class="museum.StartListener" event="start">')
    expect(xml).toContain('<camunda:string>high</camunda:string>')
    const table = screen.getByRole('table', { name: '执行监听器' })
    expect(table).toHaveTextContent('开始')
    expect(table).toHaveTextContent('Java类')
    expect(table.parentElement).toHaveStyle({ maxHeight: `${SECTION_TABLE_MAX_HEIGHT}px` })
  })

  it('asks before removing a listener', async () => {
    const { h, user } = await renderPanel()
    act(() => h.select('user_task'))
    await openSection(user, '任务监听器')
    await user.click(screen.getByRole('button', { name: '添加监听器' }))
    const drawer = screen.getByRole('form', { name: '任务监听器' })
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    expect(within(drawer).getByText('请填写监听器ID')).toBeInTheDocument()
    await user.type(within(drawer).getByRole('textbox', { name: '监听器ID' }), 'remind')
    await choose(user, '事件类型', '超时')
    await choose(user, '监听器类型', '表达式')
    await user.type(within(drawer).getByRole('textbox', { name: '表达式' }), '${remind}')
    await choose(user, '定时器类型', '持续时长')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    expect(within(drawer).getByText('请填写定时器配置')).toBeInTheDocument()
    await user.type(within(drawer).getByRole('textbox', { name: '定时器' }), 'PT1H')
    await user.click(within(drawer).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument())
    expect(await h.exportXml()).toContain('PT1H</bpmn:timeDuration>')

    await user.click(screen.getByRole('button', { name: '移除监听器1' }))
    await user.click(await screen.findByRole('button', { name: '取消' }))
    expect(screen.getByRole('table', { name: '任务监听器' })).toHaveTextContent('超时')
    await user.click(screen.getByRole('button', { name: '移除监听器1' }))
    expect(screen.getByText('确认移除该监听器吗？')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '任务监听器' })).toHaveTextContent('暂无数据'),
    )
    expect(await h.exportXml()).not.toContain('taskListener')
  })

  it('creates a message and refuses a duplicate id with the exact text', async () => {
    const { h, user } = await renderPanel()
    await openSection(user, '消息与信号')
    await user.click(screen.getByRole('button', { name: '创建新消息' }))
    let dialog = screen.getByRole('dialog', { name: '创建新消息' })
    await user.type(within(dialog).getByRole('textbox', { name: '消息ID' }), 'Message_existing')
    await user.type(within(dialog).getByRole('textbox', { name: '消息名称' }), '重复')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('该消息已存在，请修改id后重新保存')).toBeInTheDocument()
    await user.clear(within(dialog).getByRole('textbox', { name: '消息ID' }))
    await user.type(within(dialog).getByRole('textbox', { name: '消息ID' }), 'Msg_arrived')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('table', { name: '消息列表' })).toHaveTextContent('Msg_arrived')
    // Undoable: the message goes away again.
    act(() => h.commandStack.undo())
    expect(screen.getByRole('table', { name: '消息列表' })).not.toHaveTextContent('Msg_arrived')
    dialog = screen.getByRole('table', { name: '信号列表' })
    expect(dialog).toHaveTextContent('暂无数据')
  })

  it('creates a signal with the signal texts; cancelling writes nothing', async () => {
    const { h, user } = await renderPanel()
    await openSection(user, '消息与信号')
    await user.click(screen.getByRole('button', { name: '创建新信号' }))
    let dialog = screen.getByRole('dialog', { name: '创建新信号' })
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请填写信号ID')).toBeInTheDocument()
    expect(within(dialog).getByText('请填写信号名称')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '信号ID' }), 'Message_existing')
    await user.type(within(dialog).getByRole('textbox', { name: '信号名称' }), '闭馆')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('该信号已存在，请修改id后重新保存')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(stackSize(h)).toBe(0)

    await user.click(screen.getByRole('button', { name: '创建新信号' }))
    dialog = screen.getByRole('dialog', { name: '创建新信号' })
    // A new dialog starts empty.
    expect(within(dialog).getByRole('textbox', { name: '信号ID' })).toHaveValue('')
    await user.type(within(dialog).getByRole('textbox', { name: '信号ID' }), 'Signal_closed')
    await user.type(within(dialog).getByRole('textbox', { name: '信号名称' }), '闭馆')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('table', { name: '信号列表' })).toHaveTextContent('Signal_closed')
    expect(screen.getByRole('table', { name: '消息列表' })).not.toHaveTextContent('Signal_closed')
    expect(await h.exportXml()).toContain('<bpmn:signal id="Signal_closed" name="闭馆" />')
  })

  it('sets a flow condition and the flow types', async () => {
    const { h, user } = await renderPanel()
    act(() => h.select('flow_a'))
    await openSection(user, '流转条件')
    await choose(user, '流转类型', '条件流转路径')
    const expression = screen.getByRole('textbox', { name: '表达式' })
    await user.type(expression, '${{days > 3}')
    await user.tab()
    expect(await h.exportXml()).toContain('${days &gt; 3}</bpmn:conditionExpression>')
    await choose(user, '流转类型', '默认流转路径')
    const xml = await h.exportXml()
    expect(xml).toContain('default="flow_a"')
    expect(xml).not.toContain('conditionExpression')
  })

  it("writes a flow condition's script inline or as an external resource", async () => {
    const { h, user } = await renderPanel()
    act(() => h.select('flow_a'))
    await openSection(user, '流转条件')
    await choose(user, '流转类型', '条件流转路径')
    await choose(user, '条件格式', '脚本')
    await user.type(screen.getByRole('textbox', { name: '脚本语言' }), 'groovy')
    await user.tab()
    await user.type(screen.getByRole('textbox', { name: '脚本' }), 'days > 3')
    await user.tab()
    expect(await h.exportXml()).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">days &gt; 3</bpmn:conditionExpression>',
    )
    await choose(user, '脚本类型', '外部脚本')
    await user.type(screen.getByRole('textbox', { name: '资源地址' }), 'classpath://days.groovy')
    await user.tab()
    const xml = await h.exportXml()
    expect(xml).toContain('language="groovy" camunda:resource="classpath://days.groovy" />')
    expect(xml).not.toContain('days &gt; 3')
    expect(screen.queryByRole('textbox', { name: '脚本' })).not.toBeInTheDocument()
  })

  it("writes a script task's script or resource; external resources only where the dialect has them", async () => {
    const { h, user, unmount } = await renderPanel()
    act(() => h.select('script_task'))
    await openSection(user, '任务')
    await user.type(screen.getByRole('textbox', { name: '脚本格式' }), 'javascript')
    await user.tab()
    await user.type(screen.getByRole('textbox', { name: '脚本' }), 'x = 1')
    await user.tab()
    expect(await h.exportXml()).toContain('<bpmn:script>x = 1</bpmn:script>')
    await choose(user, '脚本类型', '外部资源')
    await user.type(screen.getByRole('textbox', { name: '资源地址' }), 'deploy://x.js')
    await user.tab()
    await user.type(screen.getByRole('textbox', { name: '结果变量' }), 'x')
    await user.tab()
    const xml = await h.exportXml()
    expect(xml).toContain('scriptFormat="javascript"')
    expect(xml).toContain('camunda:resource="deploy://x.js"')
    expect(xml).toContain('camunda:resultVariable="x"')
    expect(xml).not.toContain('<bpmn:script>')
    unmount()

    const flowable = await renderPanel({ dialect: 'flowable' })
    act(() => flowable.h.select('script_task'))
    await openSection(flowable.user, '任务')
    await flowable.user.click(screen.getByRole('combobox', { name: '脚本类型' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toEqual(['内联脚本'])
  })

  it('picks the assignee from the users and links to the model list; the form hint links to the form designer', async () => {
    const { h, user } = await renderPanel()
    act(() => h.select('user_task'))
    await openSection(user, '任务')
    await user.click(screen.getByRole('combobox', { name: '处理用户' }))
    await user.click(await screen.findByRole('option', { name: '张馆长' }))
    expect(await h.exportXml()).toContain('camunda:assignee="1"')
    const assignee = screen.getByRole('combobox', { name: '处理用户' })
    expect(assignee).toHaveValue('张馆长')
    // Leaving the picker with the shown name unchanged writes nothing.
    await user.click(assignee)
    await user.tab()
    expect(stackSize(h)).toBe(1)
    // An expression can be typed instead of a user.
    await user.clear(assignee)
    await user.type(assignee, '${{initiator}')
    await user.tab()
    expect(await h.exportXml()).toContain('camunda:assignee="${initiator}"')
    expect(stackSize(h)).toBe(2)
    await user.click(screen.getByRole('combobox', { name: '候选分组' }))
    await user.click(await screen.findByRole('option', { name: '审批员' }))
    expect(await h.exportXml()).toContain('camunda:candidateGroups="7"')
    expect(screen.getByRole('link', { name: '「流程模型」' })).toHaveAttribute(
      'href',
      '/bpm/manager/model',
    )
    expect(screen.getByLabelText('跟踪时间')).toBeInTheDocument()
    await openSection(user, '表单')
    expect(screen.getByRole('link', { name: '「流程表单」' })).toHaveAttribute(
      'href',
      '/bpm/manager/form',
    )
  })

  it('fills the default collection for a parallel multi-instance', async () => {
    const { h, user } = await renderPanel()
    act(() => h.select('user_task'))
    await openSection(user, '多实例')
    await choose(user, '回路特性', '并行多实例')
    expect(screen.getByRole('textbox', { name: '集合' })).toHaveValue('${coll_userList}')
    expect(screen.getByRole('textbox', { name: '元素变量' })).toHaveValue('user')
    expect(stackSize(h)).toBe(1)
  })

  it('offers only what Flowable supports', async () => {
    const { h, user } = await renderPanel({ dialect: 'flowable' })
    act(() => h.select('user_task'))
    await openSection(user, '任务')
    expect(screen.queryByLabelText('跟踪时间')).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: '异步' })).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: '异步后' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: '异步' }))
    expect(await h.exportXml()).toContain('flowable:async="true"')
    await openSection(user, '任务监听器')
    await user.click(screen.getByRole('button', { name: '添加监听器' }))
    await user.click(screen.getByRole('combobox', { name: '事件类型' }))
    const events = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(events).toEqual(['创建', '指派', '完成', '删除'])
  })

  it("adds a form field in the dialect's form (Flowable: formProperty with flags)", async () => {
    const { h, user } = await renderPanel({ dialect: 'flowable' })
    act(() => h.select('start'))
    await openSection(user, '表单')
    expect(screen.queryByRole('combobox', { name: '业务标识' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '添加字段' }))
    const dialog = screen.getByRole('dialog', { name: '添加表单字段' })
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请填写字段ID')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '字段ID' }), 'kind')
    await choose(user, '类型', '枚举类')
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '类型')
    await user.click(within(dialog).getByRole('checkbox', { name: '必填' }))
    await user.click(within(dialog).getByRole('button', { name: '添加枚举值' }))
    await user.type(within(dialog).getByRole('textbox', { name: '枚举值编号' }), 'sick')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByText('请填写完整的枚举值（编号和名称）')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '枚举值名称' }), '病假')
    await user.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('table', { name: '表单字段' })).toHaveTextContent('kind')
    const xml = await h.exportXml()
    expect(xml).toContain(
      '<flowable:formProperty id="kind" name="类型" type="enum" required="true">',
    )
    expect(xml).toContain('<flowable:value id="sick" name="病假" />')
    expect(stackSize(h)).toBe(1)
  })

  it('adds an extension property and asks before removing it', async () => {
    const { h, user } = await renderPanel()
    await openSection(user, '扩展属性')
    await user.click(screen.getByRole('button', { name: '添加属性' }))
    const dialog = screen.getByRole('dialog', { name: '属性配置' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByText('请填写属性名称')).toBeInTheDocument()
    expect(within(dialog).getByText('请填写属性值')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '属性名' }), 'owner')
    await user.type(within(dialog).getByRole('textbox', { name: '属性值' }), 'hr')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await h.exportXml()).toContain('<camunda:property name="owner" value="hr" />')
    await user.click(screen.getByRole('button', { name: '移除属性1' }))
    expect(screen.getByText('确认移除该属性吗？')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '扩展属性' })).toHaveTextContent('暂无数据'),
    )
    expect(stackSize(h)).toBe(2)
  })

  it('disables everything when read-only', async () => {
    const { h, user } = await renderPanel({ readOnly: true })
    expect(screen.getByRole('textbox', { name: '流程名称' })).toBeDisabled()
    act(() => h.select('user_task'))
    await openSection(user, '执行监听器')
    expect(screen.getByRole('button', { name: '添加监听器' })).toBeDisabled()
    await openSection(user, '其他')
    expect(screen.getByRole('textbox', { name: '元素文档' })).toBeDisabled()
  })
})
