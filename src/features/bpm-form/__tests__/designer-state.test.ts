import { designProblem } from '../model/design-checks'
import {
  designerReducer,
  INITIAL_DESIGNER_STATE,
  type DesignerAction,
  type DesignerState,
} from '../model/designer-state'

function run(...actions: DesignerAction[]): DesignerState {
  return actions.reduce(designerReducer, INITIAL_DESIGNER_STATE)
}

const names = (state: DesignerState) => state.fields.map((field) => field.field)

describe('designer state', () => {
  it('names new fields per type without clashes and selects them', () => {
    const state = run(
      { type: 'fieldAdded', fieldType: 'input' },
      { type: 'fieldAdded', fieldType: 'input' },
      { type: 'fieldAdded', fieldType: 'select', index: 0 },
    )
    expect(names(state)).toEqual(['select_1', 'input_1', 'input_2'])
    expect(state.selectedId).toBe(state.fields[0].id)
    expect(state.fields[0].options).toEqual([
      { label: '选项一', value: '1' },
      { label: '选项二', value: '2' },
    ])
  })

  it('drops a field before the target, counting the gap it leaves', () => {
    const base = run(
      { type: 'fieldAdded', fieldType: 'input' },
      { type: 'fieldAdded', fieldType: 'number' },
      { type: 'fieldAdded', fieldType: 'date' },
      { type: 'fieldAdded', fieldType: 'time' },
    )
    const [a, , , d] = base.fields
    expect(
      names(designerReducer(base, { type: 'fieldDropped', id: a.id, beforeIndex: 3 })),
    ).toEqual(['number_1', 'date_1', 'input_1', 'time_1'])
    expect(
      names(designerReducer(base, { type: 'fieldDropped', id: a.id, beforeIndex: 4 })),
    ).toEqual(['number_1', 'date_1', 'time_1', 'input_1'])
    expect(
      names(designerReducer(base, { type: 'fieldDropped', id: d.id, beforeIndex: 1 })),
    ).toEqual(['input_1', 'time_1', 'number_1', 'date_1'])
    // Dropped onto itself: nothing changes.
    expect(designerReducer(base, { type: 'fieldDropped', id: a.id, beforeIndex: 0 })).toBe(base)
  })

  it('copies next to the original with a free name, and passes the selection on removal', () => {
    let state = run(
      { type: 'fieldAdded', fieldType: 'input' },
      { type: 'fieldAdded', fieldType: 'switch' },
    )
    const first = state.fields[0]
    state = designerReducer(state, { type: 'fieldCopied', id: first.id })
    state = designerReducer(state, { type: 'fieldCopied', id: first.id })
    expect(names(state)).toEqual(['input_1', 'input_1_copy_2', 'input_1_copy', 'switch_1'])

    const selected = state.fields[3]
    state = designerReducer(state, { type: 'fieldSelected', id: selected.id })
    state = designerReducer(state, { type: 'fieldRemoved', id: selected.id })
    expect(state.selectedId).toBe(state.fields[2].id)
  })

  it('forgets a default that points at a removed option', () => {
    let state = run({ type: 'fieldAdded', fieldType: 'checkbox' })
    const { id } = state.fields[0]
    state = designerReducer(state, {
      type: 'fieldChanged',
      id,
      patch: { defaultValue: ['1', '2'] },
    })
    state = designerReducer(state, {
      type: 'fieldChanged',
      id,
      patch: { options: [{ label: '选项二', value: '2' }] },
    })
    expect(state.fields[0].defaultValue).toEqual(['2'])
  })
})

describe('design checks', () => {
  it('reports the first problem in order: name, fields, each field', () => {
    expect(designProblem(' ', [])).toEqual({ message: '表单名不能为空', settings: true })
    expect(designProblem('登记', [])).toEqual({ message: '请至少添加一个字段' })

    const state = run(
      { type: 'fieldAdded', fieldType: 'input' },
      { type: 'fieldAdded', fieldType: 'radio' },
    )
    const [input, radio] = state.fields
    expect(designProblem('登记', state.fields)).toBeNull()
    expect(designProblem('登记', [input, { ...radio, field: 'input_1' }])).toEqual({
      message: '第 2 个字段（单选框）：字段名已存在',
      fieldId: radio.id,
    })
    expect(designProblem('登记', [{ ...input, label: '' }, radio])?.message).toBe(
      '第 1 个字段（input_1）：标签不能为空',
    )
    expect(designProblem('登记', [input, { ...radio, options: [] }])?.message).toBe(
      '第 2 个字段（单选框）：请至少添加一个选项',
    )
    expect(
      designProblem('登记', [{ ...input, validation: { minLength: 5, maxLength: 2 } }])?.message,
    ).toBe('第 1 个字段（输入框）：最小长度不能大于最大长度')
  })
})
