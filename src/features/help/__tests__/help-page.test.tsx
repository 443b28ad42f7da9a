import { render, screen, within } from '@testing-library/react'
import HelpPage from '../pages/help-page'
import { renderMarkdown } from '../model/render-markdown'

describe('使用文档 page', () => {
  it('shows the staff guide (docs/user-guide.md) with its headings and tables', () => {
    render(<HelpPage />)
    const guide = screen.getByRole('article', { name: '使用文档' })
    expect(
      within(guide).getByRole('heading', { level: 1, name: '票务预约管理系统使用指南' }),
    ).toBeInTheDocument()
    for (const section of [
      '登录',
      '菜单与标签页',
      '消息',
      '字典与参数配置',
      '流程设计器',
      '个人中心',
    ]) {
      expect(within(guide).getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    }
    expect(within(guide).getByRole('cell', { name: 'admin123' })).toBeInTheDocument()
  })
})

describe('renderMarkdown', () => {
  it('shows raw HTML in the source as text instead of running it', () => {
    const html = renderMarkdown('# 标题\n\n<img src=x onerror="alert(1)">\n')
    const host = document.createElement('div')
    host.innerHTML = html
    expect(host.querySelector('h1')?.textContent).toBe('标题')
    expect(host.querySelector('img')).toBeNull()
    expect(host.textContent).toContain('<img src=x onerror="alert(1)">')
  })
})
