import { readFileSync } from 'node:fs'
import { render, screen } from '@testing-library/react'
import { LayoutSkeleton } from '../route-loading-skeleton'

// index.html and the React skeleton's stylesheet, read as text (tests run from the repository).
const indexHtml = readFileSync('index.html', 'utf8')
const skeletonCss = readFileSync('src/app/routing/route-loading-skeleton.css', 'utf8')

function pageOfIndexHtml(): Document {
  return new DOMParser().parseFromString(indexHtml, 'text/html')
}

/** Tags and classes, in order: what a reader sees of the skeleton, without whitespace or ids. */
function shape(element: Element): string {
  const children = Array.from(element.children).map(shape).join('')
  return `<${element.tagName.toLowerCase()} ${element.className}>${children}</>`
}

const squeeze = (css: string) => css.replace(/\s+/g, ' ').trim()

/** Runs index.html's inline script on a page at `path`, with or without a stored token. */
function firstPaintOf(path: string, token: string | null): Element | null {
  const page = pageOfIndexHtml()
  document.body.innerHTML = page.body.querySelector('#root')!.outerHTML
  window.history.replaceState(null, '', path)
  if (token) localStorage.setItem('ACCESS_TOKEN', token)
  else localStorage.removeItem('ACCESS_TOKEN')
  const inline = Array.from(page.querySelectorAll('script:not([src])'))
  expect(inline).toHaveLength(1)
  new Function(inline[0].textContent ?? '')()
  return document.querySelector('[data-static-skeleton]')
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the layout skeleton at first paint', () => {
  it('index.html holds the same skeleton as React renders, with the same styles', () => {
    const staticCopy = pageOfIndexHtml().querySelector('[data-static-skeleton]')
    expect(staticCopy).not.toBeNull()
    const { container } = render(<LayoutSkeleton />)
    expect(shape(staticCopy!)).toBe(shape(container.firstElementChild!))
    expect(staticCopy!.getAttribute('aria-label')).toBe('正在加载控制台')

    const inlineCss = pageOfIndexHtml().querySelector('head style')?.textContent ?? ''
    expect(squeeze(inlineCss)).toBe(squeeze(skeletonCss))
  })

  it('needs nothing from outside the page: no stylesheet, image or font is fetched for it', () => {
    const css = squeeze(skeletonCss)
    expect(css).not.toMatch(/url\(|@import|@font-face/)
    expect(pageOfIndexHtml().querySelector('#root img, #root link')).toBeNull()
  })

  it('is shown on /index and on a deep link with a stored token', () => {
    expect(firstPaintOf('/index', 'access-1')).not.toBeNull()
    expect(firstPaintOf('/dict/type/data/3', 'access-1')).not.toBeNull()
  })

  it('is removed before the first paint without a token, and on pages outside the layout', () => {
    expect(firstPaintOf('/login', null)).toBeNull()
    expect(firstPaintOf('/index', null)).toBeNull()
    expect(firstPaintOf('/login', 'access-1')).toBeNull()
    expect(firstPaintOf('/sso', 'access-1')).toBeNull()
    expect(firstPaintOf('/403', 'access-1')).toBeNull()
  })

  it('React’s skeleton is announced as loading', () => {
    render(<LayoutSkeleton />)
    expect(screen.getByRole('progressbar', { name: '正在加载控制台' })).toBeInTheDocument()
  })
})
