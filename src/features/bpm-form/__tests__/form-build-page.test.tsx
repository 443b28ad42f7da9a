import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { BUILD_DRAFT_KEY } from '../model/build-draft'
import FormBuildPage from '../pages/form-build-page'

import { saveBlob } from '@/shared/http/download'

vi.mock('@/shared/http/download', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveBlob: vi.fn(),
}))

function renderBuild() {
  return renderSignedInPage(<FormBuildPage />, {
    path: '/infra/build',
    url: '/infra/build',
    dicts: {},
  })
}

const palette = () => screen.getByRole('navigation', { name: '字段类型' })
const canvas = () => screen.getByRole('list', { name: '表单字段' })
const cardNames = () =>
  within(canvas())
    .queryAllByRole('listitem')
    .filter((item) => !item.hasAttribute('data-empty-hint'))
    .map((item) => item.getAttribute('aria-label'))

/** A stand-in for the browser's DataTransfer (jsdom has none). */
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

async function blobText(call: number): Promise<{ text: string; name: string }> {
  const [blob, name] = vi.mocked(saveBlob).mock.calls[call] as [Blob, string]
  // jsdom's Blob has no text(): read it the way a page would.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.readAsText(blob)
  })
  return { text, name }
}

beforeEach(() => {
  window.localStorage.clear()
  vi.mocked(saveBlob).mockClear()
})

describe('表单构建', () => {
  it('keeps the design across a reload (a new page reads what the last one left)', async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderBuild()
    const transfer = dataTransfer()
    const source = within(palette()).getByRole('button', { name: '输入框' })
    fireEvent.dragStart(source, { dataTransfer: transfer })
    fireEvent.dragOver(canvas(), { dataTransfer: transfer })
    fireEvent.drop(canvas(), { dataTransfer: transfer })
    await user.click(within(palette()).getByRole('button', { name: '下拉选择' }))
    const label = screen.getByRole('textbox', { name: '标签' })
    await user.clear(label)
    await user.paste('参观类型')
    await user.click(screen.getByRole('tab', { name: '表单属性' }))
    await user.click(screen.getByRole('radio', { name: '顶部' }))
    expect(cardNames()).toEqual(['输入框（input_1）', '参观类型（select_1）'])
    first.unmount()

    renderBuild()
    expect(cardNames()).toEqual(['输入框（input_1）', '参观类型（select_1）'])
    await user.click(screen.getByRole('tab', { name: '表单属性' }))
    expect(screen.getByRole('radio', { name: '顶部' })).toBeChecked()
    // No stored form stands behind it: no name, status or remark to fill.
    expect(screen.queryByRole('textbox', { name: '表单名' })).not.toBeInTheDocument()
  })

  it('starts empty when what is stored cannot be read', () => {
    window.localStorage.setItem(BUILD_DRAFT_KEY, '{not json')
    renderBuild()
    expect(within(canvas()).getByText('从左侧点击或拖入组件来设计表单')).toBeInTheDocument()
  })

  it('exports the JSON and a React file rendering it, and 清空 asks first', async () => {
    const user = userEvent.setup({ delay: null })
    renderBuild()
    await user.click(within(palette()).getByRole('button', { name: '单选框' }))

    await user.click(screen.getByRole('button', { name: '导出' }))
    await user.click(await screen.findByRole('menuitem', { name: '导出 JSON 文件' }))
    const json = await blobText(0)
    expect(json.name).toBe('form.json')
    const parsed = JSON.parse(json.text) as { conf: unknown; fields: { field: string }[] }
    expect(parsed.conf).toEqual({ labelWidth: 100, size: 'small', labelPosition: 'right' })
    expect(parsed.fields.map((field) => field.field)).toEqual(['radio_1'])

    await user.click(screen.getByRole('button', { name: '导出' }))
    await user.click(await screen.findByRole('menuitem', { name: '导出 React 文件' }))
    const react = await blobText(1)
    expect(react.name).toBe('form.tsx')
    expect(react.text).toContain("from '@/shared/form-render'")
    expect(react.text).toContain('<FormRenderer fields={fields} conf={conf}')
    expect(react.text).toContain('"field": "radio_1"')

    await user.click(screen.getByRole('button', { name: '清空' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('确定要清空所有组件吗？')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(cardNames()).toEqual([]))
    expect(JSON.parse(window.localStorage.getItem(BUILD_DRAFT_KEY) ?? '{}')).toMatchObject({
      fields: [],
    })
  })
})
