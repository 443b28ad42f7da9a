import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import DefinitionPage from '../pages/definition-page'
import { definition, renderPage, XML_OK } from './bpm-harness'
import { fakeViewers } from './fake-preview-viewer'

vi.mock('@/shared/bpmn/diagram-preview-viewer', () => import('./fake-preview-viewer'))

const server = setupMswServer()

const V2 = definition({
  id: 'visit_audit:2:b',
  version: 2,
  suspensionState: 2,
  formType: 10,
  formName: '参观预约表单',
  deploymentTime: new Date(2024, 6, 1, 9, 0, 0).getTime(),
})
const V1 = definition({ id: 'visit_audit:1:a', version: 1 })

const XML_BY_ID: Record<string, string> = {
  'visit_audit:2:b': XML_OK.replace('id="p"', 'id="v2"'),
  'visit_audit:1:a': 'not xml at all',
}

function serveDefinitions() {
  const log = { pages: [] as URLSearchParams[], xml: [] as string[] }
  server.use(
    http.get(apiUrl('/bpm/process-definition/page'), ({ request }) => {
      const params = new URL(request.url).searchParams
      log.pages.push(params)
      const list = params.get('key') === 'visit_audit' ? [V2, V1] : []
      return okEnvelope({ list, total: list.length })
    }),
    http.get(apiUrl('/bpm/process-definition/get-bpmn-xml'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.xml.push(id)
      return okEnvelope(XML_BY_ID[id])
    }),
  )
  return log
}

function renderDefinitions(url = '/bpm/manager/definition?key=visit_audit') {
  return renderPage(<DefinitionPage />, { path: '/bpm/manager/definition', url })
}

async function rowOf(version: string) {
  const table = screen.getByRole('table', { name: '流程定义列表' })
  const chip = await within(table).findByText(version)
  return chip.closest('tr') as HTMLElement
}

beforeEach(() => {
  fakeViewers.shown.length = 0
  fakeViewers.live = 0
})

describe('definition page', () => {
  it('lists every version of the key with its state, deploy time and form', async () => {
    const log = serveDefinitions()
    renderDefinitions()

    const v2 = await rowOf('v2')
    expect(within(v2).getByText('visit_audit:2:b')).toBeInTheDocument()
    expect(within(v2).getByRole('button', { name: '参观预约审核' })).toBeInTheDocument()
    expect(within(v2).getByText('挂起')).toBeInTheDocument()
    expect(within(v2).getByText('2024-07-01 09:00:00')).toBeInTheDocument()
    expect(within(v2).getByText('参观预约表单')).toBeInTheDocument()
    expect(within(v2).getByText('默认')).toBeInTheDocument()

    const v1 = await rowOf('v1')
    expect(within(v1).getByText('激活')).toBeInTheDocument()
    expect(within(v1).getByText('暂无表单')).toBeInTheDocument()
    expect(log.pages[0].get('key')).toBe('visit_audit')
  })

  it('previews the deployed diagram of a version, or why it cannot', async () => {
    const user = userEvent.setup()
    const log = serveDefinitions()
    renderDefinitions()

    await user.click(within(await rowOf('v2')).getByRole('button', { name: '参观预约审核' }))
    let dialog = await screen.findByRole('dialog', { name: '流程图' })
    expect(within(dialog).getByText('参观预约审核（v2）')).toBeInTheDocument()
    await waitFor(() => expect(fakeViewers.shown).toEqual([XML_BY_ID['visit_audit:2:b']]))
    expect(log.xml).toEqual(['visit_audit:2:b'])
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(await rowOf('v1')).getByRole('button', { name: '参观预约审核' }))
    dialog = await screen.findByRole('dialog', { name: '流程图' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '流程图加载失败：failed to parse document as <bpmn:Definitions>',
    )
  })

  it('goes back to the model list', async () => {
    const user = userEvent.setup()
    serveDefinitions()
    renderDefinitions()
    await rowOf('v2')

    await user.click(screen.getByRole('button', { name: '返回' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/bpm/manager/model')
  })

  it('starts afresh for another key', async () => {
    const log = serveDefinitions()
    const { router } = renderDefinitions()
    await rowOf('v2')

    await router.navigate('/bpm/manager/definition?key=other')
    await waitFor(() => expect(log.pages.at(-1)?.get('key')).toBe('other'))
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
  })
})
