import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { popup, PopupHost, resetPopups } from '..'
import PopupView from '../popup-view'
import { getPopupState } from '../popup-store'

beforeEach(() => {
  render(<PopupView />)
})

afterEach(() => {
  act(() => resetPopups())
  vi.useRealTimers()
})

/** Starts a dialog-returning call inside act so the dialog renders. */
function open<T>(show: () => Promise<T>): Promise<T> {
  let pending!: Promise<T>
  act(() => {
    pending = show()
  })
  return pending
}

describe('confirm', () => {
  it("has the default title '系统提示' as its accessible name and resolves true on confirm", async () => {
    const answer = open(() => popup.confirm('确定删除吗？'))
    const dialog = screen.getByRole('dialog', { name: '系统提示' })
    expect(dialog).toHaveTextContent('确定删除吗？')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(answer).resolves.toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('resolves false on cancel and on Escape, with custom title and buttons', async () => {
    const first = open(() =>
      popup.confirm('是否继续？', { title: '警告', confirmText: '继续', cancelText: '算了' }),
    )
    const dialog = screen.getByRole('dialog', { name: '警告' })
    await userEvent.click(within(dialog).getByRole('button', { name: '算了' }))
    await expect(first).resolves.toBe(false)

    const second = open(() => popup.confirm('是否继续？'))
    await userEvent.keyboard('{Escape}')
    await expect(second).resolves.toBe(false)
  })

  it('does not close on a backdrop click', async () => {
    void open(() => popup.confirm('是否继续？'))
    const backdrop = document.querySelector('.MuiBackdrop-root')!
    await userEvent.click(backdrop)
    expect(screen.getByRole('dialog', { name: '系统提示' })).toBeInTheDocument()
  })

  it('is 400 px wide', () => {
    void open(() => popup.confirm('是否继续？'))
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe('400px')
  })

  it('queues a second dialog until the first is answered', async () => {
    const first = open(() => popup.confirm('第一个'))
    const second = open(() => popup.confirm('第二个'))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog')).toHaveTextContent('第一个')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await expect(first).resolves.toBe(true)
    expect(screen.getByRole('dialog')).toHaveTextContent('第二个')
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    await expect(second).resolves.toBe(false)
  })
})

it('alert resolves when acknowledged and has only one button', async () => {
  const done = open(() => popup.alert('操作成功'))
  const dialog = screen.getByRole('dialog', { name: '系统提示' })
  expect(within(dialog).getAllByRole('button')).toHaveLength(1)
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
  await expect(done).resolves.toBeUndefined()
})

describe('prompt', () => {
  it('resolves the typed value', async () => {
    const value = open(() => popup.prompt('请输入新密码', { defaultValue: 'abc' }))
    const input = screen.getByRole('textbox', { name: '请输入新密码' })
    expect(input).toHaveValue('abc')
    await userEvent.clear(input)
    await userEvent.type(input, '新的值')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await expect(value).resolves.toBe('新的值')
  })

  it('resolves null when cancelled', async () => {
    const value = open(() => popup.prompt('请输入'))
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    await expect(value).resolves.toBeNull()
  })

  it('keeps confirm disabled while the value does not match the pattern', async () => {
    void open(() =>
      popup.prompt('请输入数字', { inputPattern: /^\d+$/, inputErrorMessage: '只能输入数字' }),
    )
    await userEvent.type(screen.getByRole('textbox'), 'x')
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled()
    expect(screen.getByText('只能输入数字')).toBeInTheDocument()
  })
})

describe('toasts', () => {
  it('show at once; errors as alerts, success as status; gone after 5 s', () => {
    vi.useFakeTimers()
    act(() => {
      popup.message.success('保存成功')
      popup.message.error('保存失败')
    })
    const toasts = within(screen.getByTestId('popup-toasts'))
    expect(toasts.getByRole('status')).toHaveTextContent('保存成功')
    expect(toasts.getByRole('alert')).toHaveTextContent('保存失败')
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByTestId('popup-toasts')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId('popup-toasts')).toBeNull()
  })

  it('honour a custom duration', () => {
    vi.useFakeTimers()
    act(() => popup.message.warning('注意', { duration: 1000 }))
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByTestId('popup-toasts')).toBeNull()
  })

  it('persistent ones stay until their close button is pressed', async () => {
    vi.useFakeTimers()
    act(() => popup.message.error('服务异常', { persistent: true }))
    act(() => vi.advanceTimersByTime(600_000))
    vi.useRealTimers()
    const toast = within(screen.getByTestId('popup-toasts')).getByRole('alert')
    await userEvent.click(within(toast).getByRole('button', { name: '关闭' }))
    expect(screen.queryByTestId('popup-toasts')).toBeNull()
  })
})

it('notify shows a title and a message, closable', async () => {
  act(() => popup.notify({ type: 'warning', title: '待办提醒', message: '您有 3 条待办' }))
  const notification = within(screen.getByTestId('popup-notifications')).getByRole('alert')
  expect(notification).toHaveTextContent('待办提醒')
  expect(notification).toHaveTextContent('您有 3 条待办')
  await userEvent.click(within(notification).getByRole('button', { name: '关闭' }))
  expect(screen.queryByTestId('popup-notifications')).toBeNull()
})

it('loading shows a veil with its text until closeLoading', () => {
  act(() => popup.loading('正在导出'))
  expect(screen.getByRole('progressbar', { name: '正在导出' })).toBeInTheDocument()
  expect(screen.getByText('正在导出')).toBeInTheDocument()
  act(() => popup.closeLoading())
  expect(screen.queryByRole('progressbar')).toBeNull()
})

it('resetPopups clears everything and settles open dialogs as cancelled', async () => {
  const answer = open(() => popup.confirm('是否继续？'))
  const value = open(() => popup.prompt('请输入'))
  act(() => {
    popup.message.error('保存失败', { persistent: true })
    popup.notify({ type: 'info', title: '通知' })
    popup.loading()
  })
  act(() => resetPopups())
  await expect(answer).resolves.toBe(false)
  await expect(value).resolves.toBeNull()
  expect(getPopupState()).toEqual({ toasts: [], notifications: [], dialogs: [], loading: null })
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.queryByTestId('popup-toasts')).toBeNull()
})

describe('PopupHost', () => {
  it('renders nothing until something pops up, then loads the popups view', async () => {
    resetPopups()
    cleanup()
    const { container } = render(<PopupHost />)
    expect(container).toBeEmptyDOMElement()
    act(() => popup.message.error('后端接口连接异常'))
    // The beforeEach view was cleaned up: this toast can only come from PopupHost.
    expect(await screen.findByText('后端接口连接异常')).toBeInTheDocument()
  })
})

describe('screen readers', () => {
  it('a toast raised while a dialog is open is not hidden by the dialog', async () => {
    act(() => void popup.confirm('确定保存吗？'))
    await screen.findByRole('dialog')
    act(() => popup.message.error('参数配置 key 重复'))
    const toast = await screen.findByText('参数配置 key 重复')
    expect(toast.closest('[aria-hidden="true"]')).toBeNull()
  })
})
