import { configureStore } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { baseApi } from '@/shared/api/base-api'
import { loggedOut, sessionSlice } from '@/shared/session/session-slice'
import { getDictOptions } from '../dict-option'
import { selectDictLabel, selectDictOptions, selectDictStatus } from '../dict-selectors'
import { dictSlice, loadDicts } from '../dict-slice'

const LIST_URL = '*/admin-api/system/dict-data/list-all-simple'

const items = [
  { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
  { dictType: 'system_user_sex', value: '1', label: '男', colorType: null, cssClass: null },
  { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: 'off' },
  { dictType: 'infra_boolean_string', value: 'true', label: '是', colorType: '', cssClass: '' },
]

let requests = 0
const server = setupServer(
  http.get(LIST_URL, () => {
    requests += 1
    return HttpResponse.json({ code: 0, data: items, msg: '' })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  requests = 0
})
afterAll(() => server.close())

function makeStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
      dict: dictSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
}

describe('dict slice', () => {
  it('groups the entries by dictType, in server order, with nulls as empty strings', async () => {
    const store = makeStore()
    expect(selectDictStatus(store.getState())).toBe('idle')
    await store.dispatch(loadDicts()).unwrap()
    const state = store.getState()
    expect(selectDictStatus(state)).toBe('loaded')
    expect(selectDictOptions(state, 'common_status')).toEqual([
      { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: 'off' },
    ])
    expect(selectDictOptions(state, 'system_user_sex')).toEqual([
      { dictType: 'system_user_sex', value: '1', label: '男', colorType: '', cssClass: '' },
    ])
    expect(Object.keys(state.dict.byType).sort()).toEqual([
      'common_status',
      'infra_boolean_string',
      'system_user_sex',
    ])
  })

  it('selectors: stable results, labels, unknown values as themselves', async () => {
    const store = makeStore()
    await store.dispatch(loadDicts())
    const state = store.getState()
    expect(selectDictOptions(state, 'common_status')).toBe(
      selectDictOptions(state, 'common_status'),
    )
    expect(selectDictOptions(state, 'nope')).toEqual([])
    expect(selectDictOptions(state, 'nope')).toBe(selectDictOptions(state, 'other'))
    expect(selectDictLabel(state, 'common_status', 1)).toBe('关闭')
    expect(selectDictLabel(state, 'common_status', '0')).toBe('开启')
    expect(selectDictLabel(state, 'infra_boolean_string', true)).toBe('是')
    expect(selectDictLabel(state, 'common_status', 9)).toBe('9')
    expect(selectDictLabel(state, 'common_status', null)).toBe('')
  })

  it('getDictOptions converts values to number or boolean', async () => {
    const store = makeStore()
    await store.dispatch(loadDicts())
    const { byType } = store.getState().dict
    expect(getDictOptions(byType, 'common_status', 'number').map((o) => o.value)).toEqual([0, 1])
    expect(getDictOptions(byType, 'infra_boolean_string', 'boolean')[0].value).toBe(true)
    expect(getDictOptions(byType, 'common_status').map((o) => o.value)).toEqual(['0', '1'])
    expect(getDictOptions(byType, 'missing', 'number')).toEqual([])
  })

  it('loads once per session: later and concurrent calls send no new request', async () => {
    const store = makeStore()
    await Promise.all([store.dispatch(loadDicts()), store.dispatch(loadDicts())])
    expect(requests).toBe(1)
    expect(selectDictStatus(store.getState())).toBe('loaded')
    await expect(store.dispatch(loadDicts()).unwrap()).resolves.toBeNull()
    expect(requests).toBe(1)
    expect(selectDictOptions(store.getState(), 'common_status')).toHaveLength(2)
  })

  it('a forced reload fetches again and shows the new labels, keeping the old ones meanwhile', async () => {
    const store = makeStore()
    await store.dispatch(loadDicts()).unwrap()
    server.use(
      http.get(LIST_URL, () => {
        requests += 1
        return HttpResponse.json({
          code: 0,
          data: [{ ...items[0], label: '启用' }],
          msg: '',
        })
      }),
    )
    const reload = store.dispatch(loadDicts({ force: true }))
    expect(selectDictLabel(store.getState(), 'common_status', '0')).toBe('开启')
    await reload.unwrap()
    expect(requests).toBe(2)
    expect(selectDictStatus(store.getState())).toBe('loaded')
    expect(selectDictLabel(store.getState(), 'common_status', '0')).toBe('启用')
  })

  it('resets on logout, and the next session loads again', async () => {
    const store = makeStore()
    await store.dispatch(loadDicts())
    store.dispatch(loggedOut())
    expect(selectDictStatus(store.getState())).toBe('idle')
    expect(selectDictOptions(store.getState(), 'common_status')).toEqual([])
    await store.dispatch(loadDicts())
    expect(requests).toBe(2)
    expect(selectDictOptions(store.getState(), 'common_status')).toHaveLength(2)
  })

  it('drops an answer that arrives after the session ended', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(LIST_URL, async () => {
        requests += 1
        await gate
        return HttpResponse.json({ code: 0, data: items, msg: '' })
      }),
    )
    const store = makeStore()
    const pending = store.dispatch(loadDicts())
    expect(selectDictStatus(store.getState())).toBe('loading')
    store.dispatch(loggedOut())
    release()
    await pending
    expect(selectDictStatus(store.getState())).toBe('idle')
    expect(selectDictOptions(store.getState(), 'common_status')).toEqual([])
  })

  it('a failed load rejects with the server message and can be retried', async () => {
    server.use(
      http.get(
        LIST_URL,
        () => {
          requests += 1
          return HttpResponse.json({ code: 500, data: null, msg: '字典加载失败' })
        },
        { once: true },
      ),
    )
    const store = makeStore()
    await expect(store.dispatch(loadDicts()).unwrap()).rejects.toMatchObject({
      msg: '字典加载失败',
    })
    expect(selectDictStatus(store.getState())).toBe('failed')
    await store.dispatch(loadDicts()).unwrap()
    expect(selectDictStatus(store.getState())).toBe('loaded')
    expect(requests).toBe(2)
  })
})
