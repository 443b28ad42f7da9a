import { describe, expect, it } from 'vitest'
import { bpmnParsesInFlight } from '../../host-sandbox/api/src/lib/bpmn-parser'
import { createModelWithXml, diagramXml, modelApi } from './support/bpm'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

const TOO_DEEP = '请求参数不正确:流程图的元素嵌套层级过深（不能超过 50 层）'
const TOO_LARGE = '请求参数不正确:BPMN 文件不能超过 2 MB'

/** A valid diagram with `depth` nested extension elements inside its user task. */
function deepDiagram(depth: number, processId: string): string {
  const nested = '<x:n>'.repeat(depth) + '</x:n>'.repeat(depth)
  return diagramXml({
    processId,
    namespaces: { x: 'urn:nested' },
    extensionElements: nested,
  })
}

/** A valid diagram of about `bytes` bytes: many user tasks, shallow. */
function bigDiagram(bytes: number, processId: string): string {
  const tasks: string[] = []
  let size = 0
  for (let i = 0; size < bytes; i++) {
    const task = `<bpmn:userTask id="t${i}" name="审核 ${i}"><bpmn:documentation>第 ${i} 步</bpmn:documentation></bpmn:userTask>`
    tasks.push(task)
    size += Buffer.byteLength(task)
  }
  return diagramXml({ processId }).replace('<bpmn:endEvent', `${tasks.join('')}<bpmn:endEvent`)
}

describe('BPMN limits: size, nesting depth, parsing off the event loop', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const models = modelApi(sandbox, admin)

  it('refuses a deeply nested diagram on import and on save, in Chinese', async () => {
    const deep = deepDiagram(20_000, 'deep_import')
    expect(await models.importFile({ key: 'deep_import', name: '深', xml: deep })).toEqual({
      code: 400,
      data: null,
      msg: TOO_DEEP,
    })
    const id = (await models.create({ key: 'deep_save', name: '深' })).data
    expect(await models.update({ id, name: '深', bpmnXml: deep })).toEqual({
      code: 400,
      data: null,
      msg: TOO_DEEP,
    })
    // 40 levels is deep for a diagram and still fine.
    const fine = await models.importFile({
      key: 'nested_ok',
      name: '嵌套',
      xml: deepDiagram(40, 'nested_ok'),
    })
    expect(fine.code).toBe(0)
  })

  it('refuses a diagram over 2 MB on import and on save; one under it is taken', async () => {
    const tooBig = bigDiagram(2 * 1024 * 1024 + 10, 'too_big')
    expect(await models.importFile({ key: 'too_big', name: '大', xml: tooBig })).toEqual({
      code: 400,
      data: null,
      msg: TOO_LARGE,
    })
    const id = (await models.create({ key: 'too_big_save', name: '大' })).data
    expect(await models.update({ id, name: '大', bpmnXml: tooBig })).toEqual({
      code: 400,
      data: null,
      msg: TOO_LARGE,
    })
    const big = bigDiagram(1024 * 1024, 'big_ok')
    expect((await models.update({ id, name: '大', bpmnXml: big })).code).toBe(0)
  })

  it('keeps answering other requests while a big diagram is parsed', async () => {
    const xml = bigDiagram(2 * 1024 * 1024 - 64 * 1024, 'busy_import')
    let importDone = false
    const importing = models
      .importFile({ key: 'busy_import', name: '忙', xml })
      .finally(() => (importDone = true))
    // Wait until the server is parsing (the body has arrived and the worker has the task).
    await expect.poll(() => bpmnParsesInFlight() > 0 || importDone, { interval: 1 }).toBe(true)
    expect(importDone).toBe(false)
    const other = await call(sandbox, '/system/dict-type/page', { token: admin.token })
    expect(other.code).toBe(0)
    // The other request was answered while the import was still being parsed.
    expect(importDone).toBe(false)
    expect((await importing).code).toBe(0)
  })

  it('deploys through the worker: the process takes the model key', async () => {
    const id = await createModelWithXml(models, 'worker_deploy', diagramXml({ processId: 'x1' }))
    expect((await models.deploy(id)).code).toBe(0)
  })
})
