import {
  DEFAULT_FORM_CONF,
  parseFormConf,
  parseFormFields,
  serializeFormConf,
  serializeFormFields,
  type FormFieldDefinition,
} from '..'

const FIELDS: FormFieldDefinition[] = [
  {
    id: 'a1',
    type: 'input',
    field: 'visitorName',
    label: '参观人',
    required: true,
    placeholder: '请输入姓名',
    validation: {
      minLength: 2,
      maxLength: 10,
      pattern: '^[\\u4e00-\\u9fa5]+$',
      message: '请输入中文姓名',
    },
  },
  {
    id: 'a2',
    type: 'number',
    field: 'count',
    label: '人数',
    required: false,
    defaultValue: 1,
    step: 1,
    validation: { min: 1, max: 50 },
  },
  {
    id: 'a3',
    type: 'select',
    field: 'hall',
    label: '展厅',
    required: true,
    options: [
      { label: '一号厅', value: 'h1' },
      { label: '二号厅', value: 2 },
    ],
    defaultValue: 'h1',
  },
  {
    id: 'a4',
    type: 'checkbox',
    field: 'services',
    label: '服务',
    required: false,
    options: [{ label: '讲解', value: 'guide' }],
    defaultValue: ['guide'],
    validation: { max: 1 },
  },
  { id: 'a5', type: 'switch', field: 'group', label: '团体', required: false, defaultValue: true },
  {
    id: 'a6',
    type: 'daterange',
    field: 'period',
    label: '参观日期',
    required: true,
    defaultValue: ['2024-05-01', '2024-05-03'],
  },
  {
    id: 'a7',
    type: 'upload',
    field: 'attachments',
    label: '附件',
    required: false,
    accept: '.pdf',
    maxCount: 3,
  },
  { id: 'a8', type: 'user', field: 'approver', label: '审批人', required: true },
]

describe('form fields codec', () => {
  it('stores one JSON string per field and reads back the same definitions', () => {
    const stored = serializeFormFields(FIELDS)
    expect(stored).toHaveLength(FIELDS.length)
    stored.forEach((text) => expect(typeof JSON.parse(text)).toBe('object'))
    expect(JSON.parse(stored[0])).toMatchObject({
      type: 'input',
      field: 'visitorName',
      label: '参观人',
    })

    const parsed = parseFormFields(stored)
    expect(parsed.errors).toEqual([])
    expect(parsed.fields).toEqual(FIELDS)
    expect(serializeFormFields(parsed.fields)).toEqual(stored)
  })

  it('drops what a type does not use when serialising', () => {
    const [stored] = serializeFormFields([
      {
        id: 'x',
        type: 'input',
        field: 'name',
        label: '名称',
        required: false,
        placeholder: '',
        options: [{ label: 'A', value: 'a' }],
        accept: '.png',
        maxCount: 2,
        step: 5,
        validation: { min: undefined, message: '' },
      },
    ])
    expect(JSON.parse(stored)).toEqual({
      id: 'x',
      type: 'input',
      field: 'name',
      label: '名称',
      required: false,
    })
  })

  it('keeps the fields that parse and names the ones that do not, by position', () => {
    const stored = serializeFormFields(FIELDS.slice(0, 2))
    const { fields, errors } = parseFormFields([
      stored[0],
      '{not json',
      JSON.stringify({ id: 'z', type: 'slider', field: 'level', label: '等级', required: false }),
      JSON.stringify({ id: 'y', type: 'input', field: '1abc', label: '编号', required: false }),
      stored[1],
    ])
    expect(fields.map((field) => field.field)).toEqual(['visitorName', 'count'])
    expect(errors).toEqual([
      { index: 1, message: '第 2 个字段无法解析：JSON 格式错误' },
      { index: 2, message: '第 3 个字段（等级）无法解析：属性 type 无效' },
      {
        index: 3,
        message:
          '第 4 个字段（编号）无法解析：属性 field 字段名须以字母或下划线开头，只含字母、数字和下划线',
      },
    ])
  })

  it('never throws on odd input and repairs missing or repeated ids', () => {
    expect(parseFormFields(null)).toEqual({ fields: [], errors: [] })
    expect(parseFormFields([JSON.stringify([1, 2])]).errors[0].message).toBe(
      '第 1 个字段无法解析：不是一个字段定义',
    )
    const twin = { type: 'input', field: 'a', label: 'A', required: false }
    const { fields, errors } = parseFormFields([
      JSON.stringify({ ...twin, id: 'same' }),
      JSON.stringify({ ...twin, id: 'same', field: 'b' }),
      JSON.stringify({ ...twin, field: 'c' }),
    ])
    expect(errors).toEqual([])
    expect(new Set(fields.map((field) => field.id)).size).toBe(3)
    expect(fields[0].id).toBe('same')
  })

  it('defaults required to false when a stored field leaves it out', () => {
    const { fields } = parseFormFields([
      JSON.stringify({ id: 'q', type: 'textarea', field: 'note', label: '备注' }),
    ])
    expect(fields[0].required).toBe(false)
  })
})

describe('form conf codec', () => {
  it('round-trips the settings', () => {
    const conf = { labelWidth: 120, size: 'medium', labelPosition: 'top' } as const
    const text = serializeFormConf(conf)
    expect(JSON.parse(text)).toEqual(conf)
    expect(parseFormConf(text)).toEqual({ conf, error: null })
  })

  it('uses the defaults for empty text, and says so for unreadable text', () => {
    expect(parseFormConf('')).toEqual({ conf: DEFAULT_FORM_CONF, error: null })
    expect(parseFormConf(null)).toEqual({ conf: DEFAULT_FORM_CONF, error: null })
    expect(parseFormConf('{oops')).toEqual({
      conf: DEFAULT_FORM_CONF,
      error: '表单配置无法解析：JSON 格式错误，已使用默认配置',
    })
  })

  it('replaces only the setting that is wrong', () => {
    expect(parseFormConf(JSON.stringify({ labelWidth: 150, size: 'huge', extra: 1 })).conf).toEqual(
      {
        labelWidth: 150,
        size: DEFAULT_FORM_CONF.size,
        labelPosition: DEFAULT_FORM_CONF.labelPosition,
      },
    )
  })
})
