import { appendQuery, serializeParams } from '../serialize-params'

const decoded = (query: string) => [...new URLSearchParams(query).entries()]

describe('serializeParams', () => {
  it('sends plain values as key=value, percent-encoded (spaces as %20)', () => {
    expect(serializeParams({ pageNo: 1, name: '字典 类型', enabled: true })).toBe(
      'pageNo=1&name=%E5%AD%97%E5%85%B8%20%E7%B1%BB%E5%9E%8B&enabled=true',
    )
  })

  it('sends nested objects as key[sub]=v at any depth, brackets encoded', () => {
    const query = serializeParams({ params: { beginTime: '2025-01-01', extra: { a: 'x' } } })
    expect(query).toBe('params%5BbeginTime%5D=2025-01-01&params%5Bextra%5D%5Ba%5D=x')
    expect(decoded(query)).toEqual([
      ['params[beginTime]', '2025-01-01'],
      ['params[extra][a]', 'x'],
    ])
  })

  it('sends id lists as repeated keys without brackets', () => {
    expect(serializeParams({ ids: [1, 2, 3] })).toBe('ids=1&ids=2&ids=3')
  })

  it('sends a date range indexed: createTime[0] and createTime[1]', () => {
    const query = serializeParams({
      pageNo: 1,
      createTime: ['2025-04-01 00:00:00', '2025-04-27 23:59:59'],
    })
    expect(decoded(query)).toEqual([
      ['pageNo', '1'],
      ['createTime[0]', '2025-04-01 00:00:00'],
      ['createTime[1]', '2025-04-27 23:59:59'],
    ])
    expect(query).toContain('createTime%5B0%5D=2025-04-01%2000%3A00%3A00')
  })

  it('skips undefined, null and empty strings, also inside objects and arrays', () => {
    const query = serializeParams({
      name: '',
      status: null,
      type: undefined,
      pageSize: 10,
      zero: 0,
      flag: false,
      nested: { a: '', b: null, c: 'kept' },
      createTime: [],
      ids: [1, null, 3],
    })
    expect(decoded(query)).toEqual([
      ['pageSize', '10'],
      ['zero', '0'],
      ['flag', 'false'],
      ['nested[c]', 'kept'],
      ['ids', '1'],
      ['ids', '3'],
    ])
  })

  it('keeps a half-filled range on its own index', () => {
    expect(decoded(serializeParams({ createTime: ['', '2025-04-27 23:59:59'] }))).toEqual([
      ['createTime[1]', '2025-04-27 23:59:59'],
    ])
  })

  it('gives an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('')
    expect(serializeParams({ a: undefined })).toBe('')
  })
})

describe('appendQuery', () => {
  it('appends after an existing query string', () => {
    expect(appendQuery('system/auth/refresh-token?x=1', { refreshToken: 'a b' })).toBe(
      'system/auth/refresh-token?x=1&refreshToken=a%20b',
    )
    expect(appendQuery('system/dict-data/get', { id: 5 })).toBe('system/dict-data/get?id=5')
    expect(appendQuery('system/dict-data/get', {})).toBe('system/dict-data/get')
  })
})
