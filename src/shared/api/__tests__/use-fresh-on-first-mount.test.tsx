import { Activity } from 'react'
import { http } from 'msw'
import { act, screen } from '@testing-library/react'
import { baseApi } from '@/shared/api/base-api'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { useFreshOnFirstMount } from '../use-fresh-on-first-mount'

const recordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    freshProbeRecord: build.query<{ version: number }, number>({
      query: (id) => ({ url: '/probe/record', method: 'GET', params: { id } }),
    }),
  }),
})

const server = setupMswServer()
let served = 0

beforeEach(() => {
  served = 0
  server.use(
    http.get(apiUrl('/probe/record'), () => {
      served += 1
      return okEnvelope({ version: served })
    }),
  )
})

/** A list elsewhere that already read the record (the cached copy the editor must not trust). */
function Reader() {
  const { data } = recordApi.useFreshProbeRecordQuery(1)
  return <p>列表：{data?.version ?? '…'}</p>
}

/** An editor page in a cached tab. */
function Editor() {
  const freshOnOpen = useFreshOnFirstMount()
  const { data } = recordApi.useFreshProbeRecordQuery(1, {
    refetchOnMountOrArgChange: freshOnOpen,
  })
  return <p>编辑：{data?.version ?? '…'}</p>
}

/** The list's tab, the editor's tab, or the list shown with the editor's tab open behind it. */
type Shown = 'list' | 'editor' | 'both'

function Tabs({ shown }: { shown: Shown }) {
  return (
    <>
      <Activity mode={shown !== 'editor' ? 'visible' : 'hidden'}>
        <Reader />
      </Activity>
      {shown !== 'list' && (
        <Activity mode={shown === 'editor' ? 'visible' : 'hidden'}>
          <Editor />
        </Activity>
      )}
    </>
  )
}

it('an editor opens on the record as stored, and showing its tab again asks nothing', async () => {
  const { store, rerender } = renderWithStore(<Tabs shown="list" />)
  const showTab = (shown: Shown) => rerender(<Tabs shown={shown} />)
  // Whatever a tab switch asked for is in flight once the switch is rendered.
  const settled = () =>
    act(() => Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk())))
  await screen.findByText('列表：1')

  // Opening the editor reads the record again although a copy is cached.
  act(() => showTab('editor'))
  await screen.findByText('编辑：2')
  expect(served).toBe(2)

  // Switching away and back re-subscribes the editor's query: no request for it.
  act(() => showTab('both'))
  await settled()
  act(() => showTab('editor'))
  await settled()
  expect(screen.getByText('编辑：2')).toBeVisible()
  expect(served).toBe(2)
})
