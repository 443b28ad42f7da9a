import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductBrandItem } from '../../src/shared/wire/product-brand'
import type { ProductCategoryItem } from '../../src/shared/wire/product-category'
import type {
  ProductPropertyItem,
  ProductPropertyValueItem,
  ProductPropertyWithValues,
} from '../../src/shared/wire/product-property'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'
import { categoryPair, uploadFile, uploadPicture } from './support/product-api'

const fail = (msg: string) => expect.objectContaining({ code: expect.any(Number), msg })

describe('商品分类, 品牌, 属性 and 属性值: /product/category|brand|property/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const categories = crudApi<ProductCategoryItem>(sandbox, '/product/category', admin)
  const brands = crudApi<ProductBrandItem>(sandbox, '/product/brand', admin)
  const properties = crudApi<ProductPropertyItem>(sandbox, '/product/property', admin)
  const values = crudApi<ProductPropertyValueItem>(sandbox, '/product/property/value', admin)
  let pic = ''
  beforeAll(async () => {
    pic = await uploadPicture(sandbox, admin)
  })

  const listCategories = (query: Record<string, unknown> = {}, token = admin.token) =>
    call<ProductCategoryItem[]>(sandbox, '/product/category/list', { token, query })

  /** A product in `categoryId` of `brandId` (single spec), so deletions have something in use. */
  const product = (categoryId: number, brandId: number, extra: Record<string, unknown> = {}) =>
    call<number>(sandbox, '/product/spu/create', {
      method: 'POST',
      token: admin.token,
      json: {
        name: '测试商品',
        introduction: '简介',
        description: '<p>详情</p>',
        categoryId,
        brandId,
        picUrl: pic,
        sliderPicUrls: [pic],
        unit: 1,
        specType: false,
        skus: [{ price: 100, stock: 1 }],
        ...extra,
      },
    })

  it('keeps categories to two levels, with every refusal in words', async () => {
    const { top, second } = await categoryPair(sandbox, admin, pic, '磁贴测试')
    const body = (overrides: Record<string, unknown>) => ({
      parentId: 0,
      name: '分类',
      picUrl: pic,
      sort: 0,
      status: 0,
      ...overrides,
    })
    expect(await categories.create(body({ parentId: second }))).toEqual(
      fail('父分类不能是二级分类'),
    )
    expect(await categories.create(body({ parentId: 99999 }))).toEqual(fail('父分类不存在'))
    expect(await categories.update(body({ id: top, parentId: top }))).toEqual(
      fail('不能设置自己为父分类'),
    )
    const otherTop = (await categories.create(body({ name: '另一大类' }))).data
    expect(await categories.update(body({ id: top, parentId: otherTop }))).toEqual(
      fail('存在子分类，不能设为二级分类'),
    )
    expect(await categories.remove(top)).toEqual(fail('存在子分类，无法删除'))

    // The flat list carries parentId; filters by name and parent.
    const listed = (await listCategories({ name: '磁贴测试' })).data
    expect(listed.map((c) => [c.name, c.parentId])).toEqual([
      ['磁贴测试大类', 0],
      ['磁贴测试', top],
    ])
    expect((await listCategories({ parentId: top })).data.map((c) => c.id)).toEqual([second])

    const brand = (await brands.create({ name: '目录测试品牌', picUrl: pic, sort: 0, status: 0 }))
      .data
    const spu = (await product(second, brand)).data
    expect(spu).toBeGreaterThan(0)
    expect(await categories.remove(second)).toEqual(fail('类别下存在商品，无法删除'))
    expect(await categories.update(body({ id: second, name: '磁贴测试' }))).toEqual(
      fail('类别下存在商品，不能设为顶级分类'),
    )
    expect(await categories.remove(otherTop)).toMatchObject({ code: 0, data: true })
  })

  it('refuses a category picture that is not a raster image uploaded here', async () => {
    const svg = await uploadFile(
      sandbox,
      admin.token,
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'a.svg',
    )
    const body = { parentId: 0, name: '图片测试', sort: 0, status: 0 }
    expect(await categories.create({ ...body, picUrl: svg })).toEqual(
      fail('分类图片必须是 PNG、JPG、GIF 或 WebP 图片'),
    )
    const foreign = pic.replace(sandbox.origin, 'https://images.example.com')
    expect(await categories.create({ ...body, picUrl: foreign })).toEqual(
      fail('分类图片必须是通过本系统上传的图片'),
    )
    const created = await categories.create({ ...body, picUrl: pic })
    expect((await categories.get(created.data)).data?.picUrl).toBe(pic)
  })

  it('brands: unique names, paging, the simple list of enabled ones, no delete while in use', async () => {
    const body = { name: '纪念馆文创', picUrl: pic, sort: 1, status: 0, description: '馆方自营' }
    const id = (await brands.create(body)).data
    expect(await brands.create(body)).toEqual(fail('品牌名称已存在'))
    const other = (await brands.create({ ...body, name: '停用品牌', status: 1 })).data
    expect(await brands.update({ ...body, id: other })).toEqual(fail('品牌名称已存在'))
    const page = (await brands.page({ name: '纪念馆文创' })).data
    expect(page.list.map((b) => [b.name, b.description])).toEqual([['纪念馆文创', '馆方自营']])
    const simple = (
      await call<Array<{ id: number; name: string }>>(sandbox, '/product/brand/list-all-simple', {
        token: staff.token,
      })
    ).data
    expect(simple.some((b) => b.id === id)).toBe(true)
    expect(simple.some((b) => b.id === other)).toBe(false)

    const { second } = await categoryPair(sandbox, admin, pic, '帆布包')
    await product(second, id)
    expect(await brands.remove(id)).toEqual(fail('品牌下存在商品，无法删除'))
    expect(await brands.remove(other)).toMatchObject({ code: 0 })
  })

  it('properties and values: unique names, the value list, deletions refused while used', async () => {
    const colour = (await properties.create({ name: '釉色', remark: '外观' })).data
    expect(await properties.create({ name: '釉色' })).toEqual(fail('属性名称已存在'))
    const red = (await values.create({ propertyId: colour, name: '朱红' })).data
    const blue = (await values.create({ propertyId: colour, name: '黛蓝' })).data
    expect(await values.create({ propertyId: colour, name: '朱红' })).toEqual(fail('属性值已存在'))
    expect(await values.create({ propertyId: 99999, name: '朱红' })).toEqual(fail('属性不存在'))
    // The same value name under another property is fine.
    const size = (await properties.create({ name: '开本' })).data
    expect((await values.create({ propertyId: size, name: '朱红' })).code).toBe(0)
    expect(await properties.remove(colour)).toEqual(fail('属性下存在属性值，无法删除'))

    const valuePage = (await values.page({ propertyId: colour })).data
    expect(valuePage.list.map((v) => v.name)).toEqual(['朱红', '黛蓝'])

    // POST {propertyIds} and the older GET both answer each property with its values.
    const post = await call<ProductPropertyWithValues[]>(
      sandbox,
      '/product/property/get-value-list',
      { method: 'POST', token: staff.token, json: { propertyIds: [colour] } },
    )
    expect(post.data).toEqual([
      {
        id: colour,
        name: '釉色',
        values: [
          { id: red, name: '朱红' },
          { id: blue, name: '黛蓝' },
        ],
      },
    ])
    const get = await call<ProductPropertyWithValues[]>(
      sandbox,
      '/product/property/get-value-list',
      { token: staff.token, query: { name: '开本' } },
    )
    expect(get.data.map((p) => p.name)).toEqual(['开本'])
    const list = await call<ProductPropertyItem[]>(sandbox, '/product/property/list', {
      token: staff.token,
    })
    expect(list.data.map((p) => p.name)).toEqual(expect.arrayContaining(['釉色', '开本']))

    // A value a SKU uses cannot go; renaming it renames it in the SKU.
    const { second } = await categoryPair(sandbox, admin, pic, '书签')
    const brand = (await brands.create({ name: '属性测试品牌', picUrl: pic, sort: 0, status: 0 }))
      .data
    const spu = (
      await product(second, brand, {
        specType: true,
        skus: [{ price: 990, stock: 5, properties: [{ propertyId: colour, valueId: red }] }],
      })
    ).data
    expect(await values.remove(red)).toEqual(fail('属性值已被商品使用，无法删除'))
    expect(await values.update({ id: red, propertyId: size, name: '朱红色' })).toEqual(
      fail('属性值已被商品使用，不能改到其它属性下'),
    )
    expect((await values.update({ id: red, propertyId: colour, name: '朱砂红' })).code).toBe(0)
    expect((await properties.update({ id: colour, name: '色彩' })).code).toBe(0)
    const detail = await call<{ skus: Array<{ properties: unknown }> }>(
      sandbox,
      '/product/spu/get-detail',
      { token: admin.token, query: { id: spu } },
    )
    expect(detail.data.skus[0].properties).toEqual([
      { propertyId: colour, propertyName: '色彩', valueId: red, valueName: '朱砂红' },
    ])
    expect((await values.remove(blue)).code).toBe(0)
  })

  it('staff without product permissions may use the lookups but nothing else', async () => {
    expect((await listCategories({}, staff.token)).code).toBe(0)
    for (const [api, body] of [
      [categories, { parentId: 0, name: 'x', picUrl: pic, sort: 0, status: 0 }],
      [brands, { name: 'x', picUrl: pic, sort: 0, status: 0 }],
      [properties, { name: 'x' }],
      [values, { propertyId: 1, name: 'x' }],
    ] as const) {
      expect(await api.get(1, staff.token)).toEqual(FORBIDDEN)
      expect(await api.create(body, staff.token)).toEqual(FORBIDDEN)
      expect(await api.update({ id: 1, ...body }, staff.token)).toEqual(FORBIDDEN)
      expect(await api.remove(1, staff.token)).toEqual(FORBIDDEN)
    }
    expect(await brands.page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await properties.page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await values.page({}, staff.token)).toEqual(FORBIDDEN)
  })
})
