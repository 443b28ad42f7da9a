import { fireEvent, screen } from '@testing-library/react'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { configuredDocsUrl, ownDocsUrl } from '../model/docs-url'
import SwaggerPage, { DOCS_FRAME_TITLE, DOCS_LOADING_TEXT } from '../pages/swagger-page'

const server = setupMswServer()

function serveConfig(answer: () => Response) {
  const asked: string[] = []
  server.use(
    http.get(apiUrl('/infra/config/get-value-by-key'), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('key') ?? '')
      return answer()
    }),
  )
  return asked
}

const OWN_DOCS = `${window.location.origin}/prod-api/v3/docs/`

describe('系统接口', () => {
  it("frames the sandbox's own documentation page (same origin) when url.swagger is not set", async () => {
    const asked = serveConfig(() => okEnvelope(null))
    renderWithStore(<SwaggerPage />)
    const frame = await screen.findByTitle(DOCS_FRAME_TITLE)
    expect(asked).toEqual(['url.swagger'])
    expect(frame).toHaveAttribute('src', OWN_DOCS)
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms')
    expect(screen.getByText(DOCS_LOADING_TEXT)).toBeInTheDocument()
    fireEvent.load(frame)
    expect(screen.queryByText(DOCS_LOADING_TEXT)).not.toBeInTheDocument()
  })

  it('frames url.swagger when 参数配置 sets it', async () => {
    serveConfig(() => okEnvelope('https://docs.example.org/doc.html'))
    renderWithStore(<SwaggerPage />)
    const frame = await screen.findByTitle(DOCS_FRAME_TITLE)
    expect(frame).toHaveAttribute('src', 'https://docs.example.org/doc.html')
  })

  it('falls back to its own page, and says why, when url.swagger is not an http(s) address', async () => {
    serveConfig(() => okEnvelope('javascript:alert(1)'))
    renderWithStore(<SwaggerPage />)
    const frame = await screen.findByTitle(DOCS_FRAME_TITLE)
    expect(frame).toHaveAttribute('src', OWN_DOCS)
    expect(screen.getByText(/url\.swagger 不是有效的 http\(s\) 地址/)).toBeInTheDocument()
  })

  it('still shows its own page when the setting cannot be read', async () => {
    serveConfig(() => errorEnvelope(1_001_000_002, '参数配置不存在'))
    renderWithStore(<SwaggerPage />)
    expect(await screen.findByTitle(DOCS_FRAME_TITLE)).toHaveAttribute('src', OWN_DOCS)
  })
})

describe('docs urls', () => {
  it('puts the own page beside the admin-api, under the same prefix', () => {
    expect(ownDocsUrl('http://h:1/prod-api/admin-api')).toBe('http://h:1/prod-api/v3/docs/')
    expect(ownDocsUrl('http://h:1/api/admin-api/')).toBe('http://h:1/api/v3/docs/')
  })

  it('accepts http(s) addresses and paths of this origin only', () => {
    const origin = 'http://console.test'
    expect(configuredDocsUrl('  ', origin)).toBeNull()
    expect(configuredDocsUrl('data:text/html,x', origin)).toBeNull()
    expect(configuredDocsUrl('doc.html', origin)).toBeNull()
    expect(configuredDocsUrl('/doc.html', origin)).toBe('http://console.test/doc.html')
    expect(configuredDocsUrl('http://a.b/doc.html', origin)).toBe('http://a.b/doc.html')
  })
})
