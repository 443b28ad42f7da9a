import { fireEvent, screen } from '@testing-library/react'
import { renderRoutedPage } from '@/shared/test-utils/render-routed-page'
import { innerLinkPath } from '../model/menu-links'
import InnerLinkPage, { innerLinkSandbox } from '../pages/inner-link-page'

const LOADING = '正在加载页面，请稍候…'

function renderInnerLink(url: string) {
  return renderRoutedPage(<InnerLinkPage />, { path: '/inner-link', url })
}

describe('inner link page', () => {
  it('shows the page in a frame with a loading text until the frame has loaded', () => {
    renderInnerLink(innerLinkPath('https://wiki.example.org/start?x=1&y=2', '知识库'))
    const frame = screen.getByTitle('知识库')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', 'https://wiki.example.org/start?x=1&y=2')
    expect(screen.getByText(LOADING)).toBeInTheDocument()

    fireEvent.load(frame)
    expect(screen.queryByText(LOADING)).not.toBeInTheDocument()
  })

  it("sandboxes the frame: another origin keeps its own, the console's origin gets none", () => {
    renderInnerLink(innerLinkPath('https://wiki.example.org/start', '知识库'))
    const external = screen.getByTitle('知识库')
    expect(external).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-popups allow-same-origin',
    )
    expect(external).toHaveAttribute('referrerpolicy', 'no-referrer')
  })

  it("never lets a page of the console's own origin keep that origin (it could lift the sandbox)", () => {
    const own = `${window.location.origin}/sandbox/pages/visit-guide`
    renderInnerLink(innerLinkPath(own, '参观须知'))
    const frame = screen.getByTitle('参观须知')
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups')
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
    expect(
      innerLinkSandbox('http://127.0.0.1:48080/x', new Set(['http://127.0.0.1:48080'])),
    ).not.toContain('allow-same-origin')
  })

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/system/dict'],
    [''],
  ])('refuses to frame %j', (url) => {
    renderInnerLink(innerLinkPath(url, '坏链接'))
    expect(screen.queryByTitle('坏链接')).not.toBeInTheDocument()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByText(/只支持以 http:\/\/ 或 https:\/\/ 开头的链接/)).toBeInTheDocument()
  })
})
