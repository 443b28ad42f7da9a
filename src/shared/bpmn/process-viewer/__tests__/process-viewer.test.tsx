import { Activity, StrictMode } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import type { BpmActivity } from '@/shared/wire/bpm-runtime'
import { ProcessViewer } from '..'
import type { ProcessViewerData } from '../viewer-data'

/** The fake bpmn-js canvases the lazy chunk created (jsdom cannot run bpmn-js). */
const canvases = vi.hoisted(() => {
  interface FakeCanvas {
    container: HTMLElement
    imported: string[]
    marked: ProcessViewerData[]
    fits: number
    resizes: number
    destroyed: boolean
  }
  return { created: [] as FakeCanvas[] }
})

vi.mock('../process-viewer-canvas', () => ({
  createProcessViewerCanvas: (container: HTMLElement) => {
    const canvas = {
      container,
      imported: [] as string[],
      marked: [] as ProcessViewerData[],
      fits: 0,
      resizes: 0,
      destroyed: false,
    }
    canvases.created.push(canvas)
    return {
      async importXml(xml: string) {
        canvas.imported.push(xml)
        if (!xml.includes('<bpmn:definitions')) {
          throw new Error('failed to parse document as <bpmn:Definitions>')
        }
      },
      mark(data: ProcessViewerData) {
        canvas.marked.push(data)
      },
      fit() {
        canvas.fits += 1
        return true
      },
      resized() {
        canvas.resizes += 1
      },
      destroy() {
        canvas.destroyed = true
      },
    }
  },
}))

const XML = '<bpmn:definitions id="d1"><bpmn:process id="p1" /></bpmn:definitions>'
const ACTIVITIES: BpmActivity[] = [{ key: 'start', type: 'startEvent', startTime: 1, endTime: 1 }]

const live = () => canvases.created.filter((canvas) => !canvas.destroyed)

beforeEach(() => {
  canvases.created.length = 0
})

describe('ProcessViewer', () => {
  it('loads lazily with its loading text, imports once in StrictMode, colours and fits', async () => {
    const view = render(
      <StrictMode>
        <ProcessViewer xml={XML} activities={ACTIVITIES} height={300} />
      </StrictMode>,
    )
    expect(screen.getByText('流程图加载中…')).toBeInTheDocument()

    const figure = await screen.findByRole('figure', { name: '流程图' })
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'))
    expect(screen.queryByText('流程图加载中…')).not.toBeInTheDocument()
    // StrictMode's second effect run kept the canvas of the first: one import.
    expect(canvases.created).toHaveLength(1)
    expect(live()[0].container).toBe(figure)
    expect(live()[0].imported).toEqual([XML])
    expect(live()[0].marked.at(-1)?.activities).toBe(ACTIVITIES)
    expect(live()[0].fits).toBeGreaterThan(0)

    view.unmount()
    await waitFor(() => expect(live()).toHaveLength(0))
  })

  it('new activities re-colour the same diagram without importing it again', async () => {
    const view = render(<ProcessViewer xml={XML} activities={[]} />)
    const figure = await screen.findByRole('figure', { name: '流程图' })
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'))

    view.rerender(<ProcessViewer xml={XML} activities={ACTIVITIES} />)
    await waitFor(() => expect(live()[0].marked.at(-1)?.activities).toBe(ACTIVITIES))
    expect(canvases.created).toHaveLength(1)
    expect(live()[0].imported).toEqual([XML])
  })

  it('a new XML replaces the canvas; a broken one says why', async () => {
    const view = render(<ProcessViewer xml={XML} />)
    const figure = await screen.findByRole('figure', { name: '流程图' })
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'))

    view.rerender(<ProcessViewer xml="<not-bpmn/>" />)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '流程图加载失败：failed to parse document as <bpmn:Definitions>',
    )
    expect(canvases.created).toHaveLength(2)
    expect(canvases.created[0].destroyed).toBe(true)
  })

  it('a hidden tab keeps its drawn diagram and fits it again when shown; closing it hidden destroys it', async () => {
    const tab = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <ProcessViewer xml={XML} activities={ACTIVITIES} />
      </Activity>
    )
    const view = render(tab('visible'))
    const figure = await screen.findByRole('figure', { name: '流程图' })
    await waitFor(() => expect(figure).toHaveAttribute('aria-busy', 'false'))
    const fitsWhenFirstShown = live()[0].fits

    view.rerender(tab('hidden'))
    view.rerender(tab('visible'))
    await waitFor(() => expect(live()[0].fits).toBeGreaterThan(fitsWhenFirstShown))
    expect(canvases.created).toHaveLength(1)
    expect(live()[0].marked).toHaveLength(1)
    expect(live()[0].imported).toEqual([XML])

    view.rerender(tab('hidden'))
    // The release check queued by the hidden tab's cleanup runs first (timers run in order): the
    // tab is then closed while the canvas is already kept for later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(live()).toHaveLength(1)
    view.unmount()
    await waitFor(() => expect(live()).toHaveLength(0))
  })

  it('says there is no diagram for a blank XML without creating a canvas', async () => {
    render(<ProcessViewer xml=" " />)
    expect(await screen.findByText('暂无流程图')).toBeInTheDocument()
    expect(canvases.created).toHaveLength(0)
  })
})
