import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { getPopupState } from '@/shared/ui/popups/popup-store'
import { definitionApi } from '../definition-api'
import { formApi } from '../form-api'
import { modelApi } from '../model-api'
import { userApi } from '../user-api'

const server = setupMswServer()

interface Sent {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/** Answers every /bpm and /system call with `data`, recording what was sent. */
function record(data: unknown = true) {
  const sent: Sent[] = []
  server.use(
    http.all(apiUrl('/*'), async ({ request }) => {
      const url = new URL(request.url)
      const text = request.method === 'GET' ? '' : await request.text()
      sent.push({
        method: request.method,
        path: url.pathname.replace(/^.*\/admin-api/, ''),
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      })
      return okEnvelope(data)
    }),
  )
  return sent
}

/** Runs a query once and drops its subscription, so later invalidations do not refetch it. */
async function queryOnce<T extends PromiseLike<unknown> & { unsubscribe(): void }>(request: T) {
  const result = await request
  request.unsubscribe()
  return result
}

const FORM = { name: '参观预约表单', status: 0 as const, remark: null, conf: '{}', fields: ['{}'] }

describe('BPM endpoints', () => {
  it('call the form routes of the contract', async () => {
    const store = createTestStore()
    const sent = record()

    await queryOnce(
      store.dispatch(
        formApi.endpoints.getFormPage.initiate({ pageNo: 1, pageSize: 10, name: '预约' }),
      ),
    )
    await queryOnce(store.dispatch(formApi.endpoints.getForm.initiate(3)))
    await queryOnce(store.dispatch(formApi.endpoints.getFormSimpleList.initiate()))
    await store.dispatch(formApi.endpoints.createForm.initiate(FORM))
    await store.dispatch(formApi.endpoints.updateForm.initiate({ ...FORM, id: 3 }))
    await store.dispatch(formApi.endpoints.deleteForm.initiate(3))

    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/bpm/form/page',
        query: { pageNo: '1', pageSize: '10', name: '预约' },
        body: undefined,
      },
      { method: 'GET', path: '/bpm/form/get', query: { id: '3' }, body: undefined },
      { method: 'GET', path: '/bpm/form/list-all-simple', query: {}, body: undefined },
      { method: 'POST', path: '/bpm/form/create', query: {}, body: FORM },
      { method: 'PUT', path: '/bpm/form/update', query: {}, body: { ...FORM, id: 3 } },
      { method: 'DELETE', path: '/bpm/form/delete', query: { id: '3' }, body: undefined },
    ])
  })

  it('call the model and definition routes of the contract', async () => {
    const store = createTestStore()
    const sent = record()

    await queryOnce(store.dispatch(modelApi.endpoints.getModel.initiate('m-1')))
    await store.dispatch(modelApi.endpoints.createModel.initiate({ key: 'k', name: '名' }))
    await store.dispatch(modelApi.endpoints.deployModel.initiate('m-1'))
    await store.dispatch(modelApi.endpoints.updateModelState.initiate({ id: 'm-1', state: 2 }))
    await store.dispatch(modelApi.endpoints.deleteModel.initiate('m-1'))
    await queryOnce(
      store.dispatch(definitionApi.endpoints.getDefinitionList.initiate({ suspensionState: 1 })),
    )
    await queryOnce(store.dispatch(definitionApi.endpoints.getDefinitionBpmnXml.initiate('k:1:x')))

    expect(sent.map(({ method, path, query, body }) => [method, path, query, body])).toEqual([
      ['GET', '/bpm/model/get', { id: 'm-1' }, undefined],
      ['POST', '/bpm/model/create', {}, { key: 'k', name: '名' }],
      ['POST', '/bpm/model/deploy', { id: 'm-1' }, undefined],
      ['PUT', '/bpm/model/update-state', {}, { id: 'm-1', state: 2 }],
      ['DELETE', '/bpm/model/delete', { id: 'm-1' }, undefined],
      ['GET', '/bpm/process-definition/list', { suspensionState: '1' }, undefined],
      ['GET', '/bpm/process-definition/get-bpmn-xml', { id: 'k:1:x' }, undefined],
    ])
  })

  it('refreshes the model list and the definitions after a deploy or a state change', async () => {
    const store = createTestStore()
    const sent = record({ list: [], total: 0 })
    const pages = () => sent.filter((call) => call.path.endsWith('/page')).map((call) => call.path)
    const models = store.dispatch(
      modelApi.endpoints.getModelPage.initiate({ pageNo: 1, pageSize: 10 }),
    )
    const definitions = store.dispatch(
      definitionApi.endpoints.getDefinitionPage.initiate({ pageNo: 1, pageSize: 10, key: 'k' }),
    )
    await Promise.all([models, definitions])
    expect(pages()).toHaveLength(2)

    await store.dispatch(modelApi.endpoints.deployModel.initiate('m-1'))
    await vi.waitFor(() => expect(pages()).toHaveLength(4))
    await store.dispatch(modelApi.endpoints.updateModelState.initiate({ id: 'm-1', state: 2 }))
    await vi.waitFor(() => expect(pages()).toHaveLength(6))
    expect(pages().slice(2).sort()).toEqual([
      '/bpm/model/page',
      '/bpm/model/page',
      '/bpm/process-definition/page',
      '/bpm/process-definition/page',
    ])
    models.unsubscribe()
    definitions.unsubscribe()
  })

  it('hands the deployed XML over as a string', async () => {
    const store = createTestStore()
    record('<bpmn:definitions />')

    const result = await store.dispatch(
      definitionApi.endpoints.getDefinitionBpmnXml.initiate('k:1:x'),
    )
    expect(result.data).toBe('<bpmn:definitions />')
  })

  it('reads users and roles as pick lists', async () => {
    const store = createTestStore()
    const sent = record([{ id: 1, nickname: '管理员' }])

    const users = await store.dispatch(userApi.endpoints.getSimpleUsers.initiate())
    await store.dispatch(userApi.endpoints.getSimpleRoles.initiate())

    expect(users.data).toEqual([{ id: 1, nickname: '管理员' }])
    expect(sent.map((call) => call.path)).toEqual([
      '/system/user/list-all-simple',
      '/system/role/list-all-simple',
    ])
  })

  it('updates a model silently on request: the flag is not sent and no error shows', async () => {
    const store = createTestStore()
    const bodies: unknown[] = []
    server.use(
      http.put(apiUrl('/bpm/model/update'), async ({ request }) => {
        bodies.push(await request.json())
        return errorEnvelope(1009002011, '流程图无法解析：坏')
      }),
    )

    const silent = await store.dispatch(
      modelApi.endpoints.updateModel.initiate({
        id: 'm-1',
        name: '名',
        bpmnXml: '坏',
        silent: true,
      }),
    )
    expect(silent.error).toEqual({ code: 1009002011, msg: '流程图无法解析：坏' })
    expect(bodies).toEqual([{ id: 'm-1', name: '名', bpmnXml: '坏' }])
    expect(JSON.stringify(getPopupState())).not.toContain('流程图无法解析')

    await store.dispatch(modelApi.endpoints.updateModel.initiate({ id: 'm-1', name: '名' }))
    expect(JSON.stringify(getPopupState())).toContain('流程图无法解析：坏')
  })

  it('imports a model as multipart with the file in bpmnFile', async () => {
    const store = createTestStore()
    const parts: Record<string, string> = {}
    server.use(
      http.post(apiUrl('/bpm/model/import'), async ({ request }) => {
        for (const [name, value] of (await request.formData()).entries()) {
          parts[name] = typeof value === 'string' ? value : `file:${await value.text()}`
        }
        return okEnvelope('m-9')
      }),
    )

    const file = new File(['<xml/>'], 'a.bpmn')
    const result = await store.dispatch(
      modelApi.endpoints.importModel.initiate({ file, key: 'k', name: '名', description: '说明' }),
    )

    expect(result.data).toBe('m-9')
    expect(parts).toEqual({ bpmnFile: 'file:<xml/>', key: 'k', name: '名', description: '说明' })
  })
})
