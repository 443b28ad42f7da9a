import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Editor } from '@tiptap/react'
import { RichTextEditor } from '../index'

/** tiptap puts its editor on the editing element; typing in jsdom goes through its commands. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor

async function renderEditor(initial = '', onChange = vi.fn()) {
  function Host() {
    const [value, setValue] = useState(initial)
    return (
      <>
        <RichTextEditor
          value={value}
          onChange={(html) => {
            onChange(html)
            setValue(html)
          }}
          aria-label="公告内容"
          placeholder="请输入公告内容"
        />
        <button type="button" onClick={() => setValue('<p>从服务器载入</p>')}>
          载入
        </button>
        <output data-testid="value">{value}</output>
      </>
    )
  }
  const view = render(<Host />)
  const textbox = await screen.findByRole('textbox', { name: '公告内容' })
  return { view, textbox, editor: editorOf(textbox), onChange }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('RichTextEditor', () => {
  it('shows 加载中… until the editor code has loaded, then the editor with its toolbar', async () => {
    render(
      <RichTextEditor
        value="<p><strong>开放</strong>时间</p>"
        onChange={() => {}}
        aria-label="内容"
      />,
    )
    expect(screen.getByRole('status')).toHaveTextContent('加载中…')
    const textbox = await screen.findByRole('textbox', { name: '内容' })
    expect(textbox.querySelector('strong')).toHaveTextContent('开放')
    expect(screen.queryByText('加载中…')).not.toBeInTheDocument()
    for (const name of [
      '加粗',
      '斜体',
      '标题 2',
      '无序列表',
      '有序列表',
      '插入链接',
      '撤销',
      '重做',
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
  })

  it('reports the HTML 250 ms after the last change, once', async () => {
    const { editor, onChange } = await renderEditor()
    expect(screen.getByText('请输入公告内容')).toBeInTheDocument()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => {
      editor.commands.insertContent('闭馆')
    })
    act(() => vi.advanceTimersByTime(200))
    act(() => {
      editor.commands.insertContent('通知')
    })
    act(() => vi.advanceTimersByTime(249))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith('<p>闭馆通知</p>')
    expect(screen.queryByText('请输入公告内容')).not.toBeInTheDocument()
  })

  it('sends what is pending at once on blur and on unmount', async () => {
    const { view, textbox, editor, onChange } = await renderEditor()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => {
      editor.commands.insertContent('第一段')
    })
    fireEvent.blur(textbox)
    expect(onChange).toHaveBeenLastCalledWith('<p>第一段</p>')
    act(() => {
      editor.commands.insertContent('，第二段')
    })
    const calls = onChange.mock.calls.length
    view.unmount()
    expect(onChange).toHaveBeenCalledTimes(calls + 1)
    expect(onChange).toHaveBeenLastCalledWith('<p>第一段，第二段</p>')
  })

  it('keeps its content across re-renders and takes a new value from outside', async () => {
    const { textbox, editor } = await renderEditor('<p>原有内容</p>')
    act(() => {
      editor.chain().focus('end').insertContent('，补充').run()
    })
    fireEvent.blur(textbox)
    expect(screen.getByTestId('value')).toHaveTextContent('<p>原有内容，补充</p>')
    // The parent re-rendered with our own value: the editor keeps its document.
    expect(textbox).toHaveTextContent('原有内容，补充')
    fireEvent.click(screen.getByRole('button', { name: '载入' }))
    expect(textbox).toHaveTextContent('从服务器载入')
    expect(textbox).not.toHaveTextContent('原有内容')
  })

  it('makes the selection bold from the toolbar', async () => {
    const { editor, textbox } = await renderEditor('<p>重要</p>')
    act(() => {
      editor.commands.selectAll()
    })
    fireEvent.click(screen.getByRole('button', { name: '加粗' }))
    expect(textbox.querySelector('strong')).toHaveTextContent('重要')
  })

  it('refuses a javascript: link with a Chinese reason', async () => {
    await renderEditor('<p>官网</p>')
    fireEvent.click(screen.getByRole('button', { name: '插入链接' }))
    fireEvent.change(screen.getByLabelText('链接地址'), {
      target: { value: 'javascript:alert(1)' },
    })
    expect(screen.getByText('请输入以 http://、https:// 或 mailto: 开头的链接')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled()
  })

  it('cannot be edited when disabled', async () => {
    render(<RichTextEditor value="<p>只读</p>" onChange={() => {}} aria-label="内容" disabled />)
    const textbox = await screen.findByRole('textbox', { name: '内容' })
    expect(textbox).toHaveAttribute('contenteditable', 'false')
    expect(screen.getByRole('button', { name: '加粗' })).toBeDisabled()
  })
})
