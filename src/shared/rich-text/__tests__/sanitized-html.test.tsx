import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { hasVisibleContent, SanitizedHtml } from '../index'

const show = (html: string) => render(<SanitizedHtml html={html} />).container.firstElementChild!

describe('SanitizedHtml', () => {
  it('keeps formatting, lists, headings and tables', () => {
    const box = show(
      '<h2>开放时间</h2><p><strong>周二</strong>至<em>周日</em></p><ul><li>9:00</li></ul><table><tbody><tr><td>票价</td></tr></tbody></table>',
    )
    expect(box.querySelector('h2')).toHaveTextContent('开放时间')
    expect(box.querySelector('strong')).toHaveTextContent('周二')
    expect(box.querySelector('em')).toHaveTextContent('周日')
    expect(box.querySelector('li')).toHaveTextContent('9:00')
    expect(box.querySelector('td')).toHaveTextContent('票价')
  })

  it('drops scripts, event handlers, styles and frames, and runs nothing', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const box = show(
      '<p>正文</p><script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)></svg>' +
        '<iframe src="https://example.com"></iframe><style>body{display:none}</style>' +
        '<p style="position:fixed" onclick="alert(1)">点我</p>',
    )
    expect(box.innerHTML).not.toMatch(/script|onerror|onload|onclick|iframe|style/i)
    expect(box).toHaveTextContent('正文')
    expect(box).toHaveTextContent('点我')
    expect(alert).not.toHaveBeenCalled()
    alert.mockRestore()
  })

  it('keeps http(s) and mailto links, opened without access to the console', () => {
    const box = show(
      '<a href="https://museum.example/visit">参观</a><a href="mailto:info@museum.example">来信</a>' +
        '<a href="javascript:alert(1)">坏链接</a><a href="data:text/html,x">数据</a>',
    )
    const links = [...box.querySelectorAll('a')]
    expect(links[0]).toHaveAttribute('href', 'https://museum.example/visit')
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow')
    expect(links[1]).toHaveAttribute('href', 'mailto:info@museum.example')
    expect(links[2]).not.toHaveAttribute('href')
    expect(links[3]).not.toHaveAttribute('href')
  })

  it('shows images from http(s) or the console origin only', () => {
    const box = show(
      '<img src="https://museum.example/a.png" alt="a"><img src="/admin-api/infra/file/4/get/b.png" alt="b">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="c"><img src="//evil.example/c.png" alt="d">',
    )
    const [a, b, c, d] = [...box.querySelectorAll('img')]
    expect(a).toHaveAttribute('src', 'https://museum.example/a.png')
    expect(b).toHaveAttribute('src', '/admin-api/infra/file/4/get/b.png')
    expect(c).not.toHaveAttribute('src')
    expect(d).not.toHaveAttribute('src')
  })
})

describe('hasVisibleContent', () => {
  it('counts text and images, not empty paragraphs or scripts', () => {
    expect(hasVisibleContent('')).toBe(false)
    expect(hasVisibleContent('<p></p><p>&nbsp; </p><br>')).toBe(false)
    expect(hasVisibleContent('<script>alert(1)</script>')).toBe(false)
    expect(hasVisibleContent('<p><strong>闭馆</strong></p>')).toBe(true)
    expect(hasVisibleContent('<img src="https://museum.example/a.png">')).toBe(true)
  })
})
