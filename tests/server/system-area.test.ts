import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { STAFF, call } from './support/http'

interface AreaNode {
  id: number
  name: string
  children?: AreaNode[]
}

describe('GET /system/area/tree', () => {
  const sandbox = useSandbox()
  const staff = useLogin(sandbox, STAFF)

  it('answers provinces > cities > districts with numeric codes to any staff member', async () => {
    const tree = await call<AreaNode[]>(sandbox, '/system/area/tree', { token: staff.token })
    expect(tree.code).toBe(0)
    const jiangsu = tree.data.find((p) => p.name === '江苏省')
    expect(jiangsu?.id).toBe(320000)
    const nanjing = jiangsu?.children?.find((c) => c.name === '南京市')
    expect(nanjing?.id).toBe(320100)
    expect(nanjing?.children?.map((d) => d.name)).toContain('玄武区')
    expect(nanjing?.children?.some((d) => d.name === '市辖区')).toBe(false)
    // A municipality gets a city level named like itself, so every address has three names.
    const beijing = tree.data.find((p) => p.name === '北京市')
    expect(beijing?.children?.map((c) => c.name)).toEqual(['北京市'])
    expect(beijing?.children?.[0].children?.[0]).toEqual({ id: 110101, name: '东城区' })
  })

  it('needs a staff token', async () => {
    expect((await call(sandbox, '/system/area/tree')).code).toBe(401)
  })
})
