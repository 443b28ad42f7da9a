import { describe, expect, it } from 'vitest'
import { parseQueryString } from '../../host-sandbox/api/src/lib/query-string'

describe('parseQueryString', () => {
  it('turns key[0]/key[1] into an array (the console serialisation of date ranges)', () => {
    expect(
      parseQueryString(
        'createTime%5B0%5D=2024-01-01%2000%3A00%3A00&createTime%5B1%5D=2024-01-31+23%3A59%3A59',
      ),
    ).toEqual({ createTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] })
  })

  it('collects repeated keys and key[] into arrays', () => {
    expect(parseQueryString('ids=1&ids=2&ids=3')).toEqual({ ids: ['1', '2', '3'] })
    expect(parseQueryString('ids[]=1&ids[]=2')).toEqual({ ids: ['1', '2'] })
  })

  it('keeps single values as strings and nests key[sub]', () => {
    expect(parseQueryString('pageNo=1&name=%E7%8A%B6%E6%80%81')).toEqual({
      pageNo: '1',
      name: '状态',
    })
    expect(parseQueryString('user[name]=a&user[id]=2')).toEqual({ user: { name: 'a', id: '2' } })
  })

  it('fills holes of sparse indexes and ignores prototype keys', () => {
    expect(parseQueryString('createTime[1]=b')).toEqual({ createTime: ['', 'b'] })
    const parsed = parseQueryString('__proto__[polluted]=1&constructor=x&a=1')
    expect(parsed).toEqual({ a: '1' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
