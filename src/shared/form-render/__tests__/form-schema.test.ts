import {
  buildFormSchema,
  fieldProblem,
  initialFormValues,
  normalizeFieldValue,
  type FormFieldDefinition,
  type FormFieldType,
} from '..'

function def(type: FormFieldType, extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition {
  return { id: type, type, field: type, label: '字段', required: false, ...extra }
}

describe('field rules', () => {
  it('asks for every required type with "<label>不能为空"', () => {
    const empty: [FormFieldType, unknown][] = [
      ['input', '  '],
      ['textarea', ''],
      ['number', null],
      ['select', null],
      ['radio', null],
      ['checkbox', []],
      ['date', ''],
      ['daterange', ['2024-01-01', '']],
      ['time', ''],
      ['user', null],
      ['upload', []],
    ]
    for (const [type, value] of empty) {
      expect(fieldProblem(def(type, { required: true, label: '预约人' }), value)).toBe(
        '预约人不能为空',
      )
      expect(fieldProblem(def(type), value)).toBeNull()
    }
    // A switch always has a value: off is an answer.
    expect(fieldProblem(def('switch', { required: true }), false)).toBeNull()
  })

  it('checks lengths, pattern, bounds and counts with default messages', () => {
    const text = def('input', {
      label: '姓名',
      validation: { minLength: 2, maxLength: 4, pattern: '^[a-z]+$' },
    })
    expect(fieldProblem(text, 'a')).toBe('姓名长度不能少于2个字符')
    expect(fieldProblem(text, 'abcde')).toBe('姓名长度不能超过4个字符')
    expect(fieldProblem(text, 'AB')).toBe('姓名格式不正确')
    expect(fieldProblem(text, 'abc')).toBeNull()

    const count = def('number', { label: '人数', validation: { min: 1, max: 5 } })
    expect(fieldProblem(count, 0)).toBe('人数不能小于1')
    expect(fieldProblem(count, 6)).toBe('人数不能大于5')
    expect(fieldProblem(count, 5)).toBeNull()

    const pick = def('checkbox', { label: '服务', validation: { min: 2, max: 3 } })
    expect(fieldProblem(pick, ['a'])).toBe('服务至少选择2项')
    expect(fieldProblem(pick, ['a', 'b', 'c', 'd'])).toBe('服务最多选择3项')

    expect(fieldProblem(def('daterange', { label: '日期' }), ['2024-02-01', '2024-01-01'])).toBe(
      '日期的开始日期不能晚于结束日期',
    )
    expect(fieldProblem(def('upload', { label: '附件', maxCount: 1 }), ['a', 'b'])).toBe(
      '附件最多上传1个文件',
    )
  })

  it('uses the custom message for every rule but not for 必填', () => {
    const field = def('input', {
      label: '电话',
      required: true,
      validation: { pattern: '^\\d{11}$', maxLength: 11, message: '请输入11位手机号' },
    })
    expect(fieldProblem(field, '123')).toBe('请输入11位手机号')
    expect(fieldProblem(field, '')).toBe('电话不能为空')
  })

  it('ignores a pattern that is not a valid expression', () => {
    expect(fieldProblem(def('input', { validation: { pattern: '([' } }), 'x')).toBeNull()
  })

  it('builds one schema entry per field', () => {
    const schema = buildFormSchema([
      def('input', { field: 'a', label: 'A', required: true }),
      def('number', { field: 'b', label: 'B', validation: { max: 2 } }),
    ])
    const result = schema.safeParse({ a: '', b: 3 })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['a', 'A不能为空'],
      ['b', 'B不能大于2'],
    ])
    expect(schema.safeParse({ a: 'x', b: 2 }).success).toBe(true)
  })
})

describe('field values', () => {
  it("takes the given value, else the default, else empty, in the type's shape", () => {
    const fields = [
      def('input', { field: 'name', defaultValue: '张三' }),
      def('number', { field: 'count', defaultValue: '3' }),
      def('checkbox', { field: 'tags', defaultValue: 'oops' }),
      def('switch', { field: 'on' }),
      def('daterange', { field: 'range' }),
      def('select', { field: 'hall', defaultValue: 'h1' }),
    ]
    expect(initialFormValues(fields, { hall: 'h2', extra: 1 })).toEqual({
      name: '张三',
      count: 3,
      tags: [],
      on: false,
      range: null,
      hall: 'h2',
    })
  })

  it('refuses values of the wrong kind', () => {
    expect(normalizeFieldValue(def('date'), '2024/01/01')).toBe('')
    expect(normalizeFieldValue(def('time'), '09:30')).toBe('09:30')
    expect(normalizeFieldValue(def('user'), 'abc')).toBeNull()
    expect(normalizeFieldValue(def('upload'), ['/a.pdf', 3])).toEqual(['/a.pdf'])
    expect(normalizeFieldValue(def('switch'), 'true')).toBe(true)
  })
})
