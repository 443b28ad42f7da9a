import { buildOverlayElement, overlayBlocks, type OverlayTask } from '../overlay-content'

const approver = { id: 7, nickname: '张主任', deptId: 3, deptName: '票务部' }
const approved: OverlayTask = {
  id: 't1',
  definitionKey: 'leader',
  result: 2,
  reason: '同意',
  createTime: new Date(2026, 0, 5, 9, 30, 0).getTime(),
  endTime: new Date(2026, 0, 5, 10, 0, 5).getTime(),
  assigneeUser: approver,
}

function card(blocks: ReturnType<typeof overlayBlocks>, more = 0) {
  const element = buildOverlayElement(document, blocks, more)
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('the hover card', () => {
  it('shows a user task: approver, department, result, times and the reason', () => {
    const element = card(overlayBlocks({ type: 'bpmn:UserTask', tasks: [approved] }))
    expect([...element.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '审批人：张主任',
      '部门：票务部',
      '结果：通过',
      '创建时间：2026-01-05 09:30:00',
      '结束时间：2026-01-05 10:00:05',
      '审批建议：同意',
    ])
    expect(element).toHaveStyle({ width: '200px', padding: '8px', color: 'rgb(250, 250, 250)' })
  })

  it('shows a reason containing HTML as text: no element is created, no handler runs', () => {
    const attack = '<img src=x onerror="window.__hacked = 1"><b>粗体</b>'
    const element = card(
      overlayBlocks({ type: 'bpmn:UserTask', tasks: [{ ...approved, reason: attack }] }),
    )
    expect(element.querySelector('img, b')).toBeNull()
    expect(element).toHaveTextContent(`审批建议：${attack}`)
    expect((window as { __hacked?: number }).__hacked).toBeUndefined()
  })

  it('shows the starter on the start event and the result at the end once finished', () => {
    const instance = {
      status: 2 as const,
      result: 3,
      createTime: new Date(2026, 0, 5, 9, 0, 0).getTime(),
      endTime: new Date(2026, 0, 6, 18, 0, 0).getTime(),
      startUser: { id: 2, nickname: '<script>staff</script>', deptName: '票务部' },
    }
    const start = card(
      overlayBlocks({ type: 'bpmn:StartEvent', tasks: [], processInstance: instance }),
    )
    expect(start).toHaveTextContent(
      '发起人：<script>staff</script>部门：票务部创建时间：2026-01-05 09:00:00',
    )
    expect(start.querySelector('script')).toBeNull()
    const end = card(overlayBlocks({ type: 'bpmn:EndEvent', tasks: [], processInstance: instance }))
    expect(end).toHaveTextContent('结果：不通过结束时间：2026-01-06 18:00:00')

    expect(
      overlayBlocks({
        type: 'bpmn:EndEvent',
        tasks: [],
        processInstance: { ...instance, status: 1, result: 1, endTime: null },
      }),
    ).toEqual([])
  })

  it('counts the approvers a countersign card leaves out', () => {
    expect(card([], 3)).toHaveTextContent('另有 3 位审批人')
  })
})
