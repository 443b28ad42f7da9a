import { StrictMode } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import type { DiagramHighlight } from '../diagram-highlight'
import { DiagramPreview } from '../diagram-preview'

/** The fake bpmn-js viewers the lazy chunk created (jsdom cannot run bpmn-js). */
const viewers = vi.hoisted(() => {
  interface FakeViewer {
    container: HTMLElement
    shown: { xml: string; highlight?: DiagramHighlight }[]
    destroyed: boolean
  }
  return { created: [] as FakeViewer[] }
})

vi.mock('../diagram-preview-viewer', () => ({
  createPreviewViewer: (container: HTMLElement) => {
    const viewer = {
      container,
      shown: [] as { xml: string; highlight?: DiagramHighlight }[],
      destroyed: false,
    }
    viewers.created.push(viewer)
    return {
      async show(xml: string, highlight?: DiagramHighlight) {
        viewer.shown.push({ xml, highlight })
        if (!xml.includes('<bpmn:definitions')) {
          throw new Error('failed to parse document as <bpmn:Definitions>')
        }
        container.append(Object.assign(document.createElement('svg'), { id: 'drawn' }))
      },
      destroy() {
        viewer.destroyed = true
      },
    }
  },
}))

const XML = '<bpmn:definitions id="d1"><bpmn:process id="p1" /></bpmn:definitions>'

function live() {
  return viewers.created.filter((viewer) => !viewer.destroyed)
}

beforeEach(() => {
  viewers.created.length = 0
})

describe('DiagramPreview', () => {
  it('imports the XML into one live viewer in StrictMode and destroys it on unmount', async () => {
    const view = render(
      <StrictMode>
        <DiagramPreview xml={XML} height={300} />
      </StrictMode>,
    )
    const figure = screen.getByRole('figure', { name: '流程图' })
    expect(screen.getByLabelText('流程图加载中')).toBeInTheDocument()

    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'))
    expect(screen.queryByLabelText('流程图加载中')).not.toBeInTheDocument()
    // StrictMode's first effect run was cleaned up before the chunk arrived: it created nothing.
    expect(viewers.created).toHaveLength(1)
    expect(live()).toHaveLength(1)
    expect(live()[0].container).toBe(figure)
    expect(live()[0].shown).toEqual([{ xml: XML, highlight: undefined }])
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    view.unmount()
    expect(live()).toHaveLength(0)
  })

  it('shows why a broken XML cannot be drawn', async () => {
    render(<DiagramPreview xml="<not-bpmn/>" />)

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '流程图加载失败：failed to parse document as <bpmn:Definitions>',
    )
    expect(screen.queryByLabelText('流程图加载中')).not.toBeInTheDocument()
  })

  it('re-imports for new XML, but not for an equal highlight object', async () => {
    const view = render(<DiagramPreview xml="<broken" highlight={{ done: ['a'] }} />)
    await screen.findByRole('alert')

    view.rerender(<DiagramPreview xml={XML} highlight={{ done: ['a'] }} />)
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    await waitFor(() =>
      expect(screen.getByRole('figure', { name: '流程图' })).toHaveAttribute('aria-busy', 'false'),
    )
    expect(live()).toHaveLength(1)
    expect(live()[0].shown).toEqual([{ xml: XML, highlight: { done: ['a'] } }])

    view.rerender(<DiagramPreview xml={XML} highlight={{ done: ['a'] }} />)
    expect(viewers.created).toHaveLength(2)
  })

  it('says there is no diagram for a blank XML without loading bpmn-js', () => {
    render(<DiagramPreview xml="  " />)

    expect(screen.getByText('暂无流程图')).toBeInTheDocument()
    expect(screen.queryByLabelText('流程图加载中')).not.toBeInTheDocument()
    expect(viewers.created).toHaveLength(0)
  })
})
