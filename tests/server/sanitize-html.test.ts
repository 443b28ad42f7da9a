import { describe, expect, it } from 'vitest'
import { cleanHtml, htmlHasContent } from '../../host-sandbox/api/src/lib/sanitize-html'

describe('cleanHtml (stored rich text)', () => {
  it('keeps text formatting, headings, lists, quotes and tables', () => {
    const html =
      '<h2>参观须知</h2><p><strong>请</strong><em>提前</em><u>预约</u><s>现场</s></p>' +
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol><blockquote>引用</blockquote>' +
      '<table><thead><tr><th colspan="2">票价</th></tr></thead><tbody><tr><td>成人</td><td>免费</td></tr></tbody></table>'
    expect(cleanHtml(html)).toBe(html)
  })

  it.each([
    ['<script>alert(1)</script><p>正文</p>', '<p>正文</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">正文</p>', '<p>正文</p>'],
    ['<img src=x onerror=alert(1)><p>正文</p>', '<p>正文</p>'],
    ['<svg onload=alert(1)><circle /></svg><p>正文</p>', '<p>正文</p>'],
    ['<iframe src="https://evil.example"></iframe><p>正文</p>', '<p>正文</p>'],
    ['<style>body{display:none}</style><p>正文</p>', '<p>正文</p>'],
    ['<p style="position:fixed;top:0" class="x">正文</p>', '<p>正文</p>'],
    ['<form action="https://evil.example"><input name="p"></form><p>正文</p>', '<p>正文</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>正文</p>', '<p>正文</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
  ])('drops the dangerous part of %s', (dirty, clean) => {
    expect(cleanHtml(dirty)).toBe(clean)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
  ])('refuses the link %s', (href) => {
    const clean = cleanHtml(`<a href="${href}">链接</a>`)
    expect(clean).not.toMatch(/href/)
    expect(clean).toContain('链接')
  })

  it('keeps http(s) and mailto links and opens them without access to the console', () => {
    expect(
      cleanHtml('<a href="https://museum.example/a" target="_self" rel="opener">官网</a>'),
    ).toBe(
      '<a href="https://museum.example/a" target="_blank" rel="noopener noreferrer nofollow">官网</a>',
    )
    expect(cleanHtml('<a href="mailto:info@museum.example">来信</a>')).toContain(
      'href="mailto:info@museum.example"',
    )
  })

  it('keeps images from http(s) or this server’s files only', () => {
    expect(cleanHtml('<img src="https://museum.example/a.png" alt="展厅" />')).toBe(
      '<img src="https://museum.example/a.png" alt="展厅" />',
    )
    expect(
      cleanHtml('<img src="/prod-api/admin-api/infra/file/4/get/activity/20261127/ab.png" />'),
    ).toBe('<img src="/prod-api/admin-api/infra/file/4/get/activity/20261127/ab.png" />')
    for (const src of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example/a.png',
      '/system/user/delete?id=1',
      'javascript:alert(1)',
    ])
      expect(cleanHtml(`<p>图</p><img src="${src}" />`)).toBe('<p>图</p>')
  })

  it('tells an empty document from one with text or an image', () => {
    expect(htmlHasContent(cleanHtml('<p></p><p>&nbsp;</p><br>'))).toBe(false)
    expect(htmlHasContent(cleanHtml('<script>alert(1)</script>'))).toBe(false)
    expect(htmlHasContent(cleanHtml('<p>闭馆</p>'))).toBe(true)
    expect(htmlHasContent(cleanHtml('<img src="https://museum.example/a.png">'))).toBe(true)
  })
})
