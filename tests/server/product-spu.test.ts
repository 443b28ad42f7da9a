import { beforeAll, describe, expect, it } from 'vitest'
import { readXlsxRows, XLSX_MIME } from '../../host-sandbox/api/src/lib/xlsx'
import type {
  ProductSkuItem,
  ProductSpuCount,
  ProductSpuDetail,
  ProductSpuItem,
} from '../../src/shared/wire/product-spu'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF, type Page } from './support/http'
import { categoryPair, uploadFile, uploadPicture } from './support/product-api'

const fail = (msg: string) => expect.objectContaining({ code: expect.any(Number), msg })

describe('商品列表 and the product form: /product/spu/*, /product/sku/list', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const ids = { top: 0, second: 0, brand: 0, colour: 0, size: 0, red: 0, blue: 0, s: 0, m: 0 }
  let pic = ''

  const post = <T>(path: string, json: unknown, token = admin.token) =>
    call<T>(sandbox, path, { method: 'POST', token, json })
  const put = <T>(path: string, json: unknown, token = admin.token) =>
    call<T>(sandbox, path, { method: 'PUT', token, json })
  const get = <T>(path: string, query: Record<string, unknown>, token = admin.token) =>
    call<T>(sandbox, path, { token, query })

  beforeAll(async () => {
    pic = await uploadPicture(sandbox, admin)
    const pair = await categoryPair(sandbox, admin, pic, '纪念徽章')
    ids.top = pair.top
    ids.second = pair.second
    ids.brand = (
      await post<number>('/product/brand/create', {
        name: '商品测试品牌',
        picUrl: pic,
        sort: 0,
        status: 0,
      })
    ).data
    ids.colour = (await post<number>('/product/property/create', { name: '徽章颜色' })).data
    ids.size = (await post<number>('/product/property/create', { name: '徽章尺寸' })).data
    const value = async (propertyId: number, name: string) =>
      (await post<number>('/product/property/value/create', { propertyId, name })).data
    ids.red = await value(ids.colour, '红')
    ids.blue = await value(ids.colour, '蓝')
    ids.s = await value(ids.size, '小号')
    ids.m = await value(ids.size, '中号')
  })

  const sku = (price: number, stock: number, ...valueIds: Array<[number, number]>) => ({
    price,
    marketPrice: price + 500,
    costPrice: Math.floor(price / 2),
    stock,
    properties: valueIds.map(([propertyId, valueId]) => ({ propertyId, valueId })),
  })
  const spuBody = (overrides: Record<string, unknown> = {}) => ({
    name: '纪念徽章',
    keyword: '徽章',
    introduction: '馆藏纹样徽章',
    description: '<p>纹样<img src="x" onerror="alert(1)"></p><script>alert(1)</script>',
    categoryId: ids.second,
    brandId: ids.brand,
    picUrl: pic,
    sliderPicUrls: [pic, pic],
    unit: 1,
    specType: true,
    status: 1,
    skus: [
      sku(1990, 10, [ids.colour, ids.red], [ids.size, ids.s]),
      sku(2590, 0, [ids.colour, ids.red], [ids.size, ids.m]),
      sku(1990, 30, [ids.colour, ids.blue], [ids.size, ids.s]),
    ],
    ...overrides,
  })
  const detail = async (id: number) =>
    (await get<ProductSpuDetail>('/product/spu/get-detail', { id })).data
  const tab = (tabType: number, query: Record<string, unknown> = {}) =>
    get<Page<ProductSpuItem>>('/product/spu/page', { tabType, pageSize: 100, ...query })

  it('creates a multi-spec product: names read here, figures from its SKUs, HTML sanitised', async () => {
    const created = await post<number>('/product/spu/create', spuBody())
    expect(created.code).toBe(0)
    const spu = await detail(created.data)
    expect(spu).toMatchObject({
      name: '纪念徽章',
      price: 1990,
      marketPrice: 2490,
      costPrice: 995,
      stock: 40,
      salesCount: 0,
      status: 1,
      specType: true,
      picUrl: pic,
      sliderPicUrls: [pic, pic],
    })
    expect(spu.description).not.toMatch(/script|onerror/)
    expect(spu.description).toContain('纹样')
    expect(
      spu.skus.map((s) => s.properties.map((p) => `${p.propertyName}:${p.valueName}`)),
    ).toEqual([
      ['徽章颜色:红', '徽章尺寸:小号'],
      ['徽章颜色:红', '徽章尺寸:中号'],
      ['徽章颜色:蓝', '徽章尺寸:小号'],
    ])
    expect(spu.skus.every((s) => s.warnStock === 10)).toBe(true)
  })

  it('refuses SKUs that do not fit together, and every other bad body, in words', async () => {
    const refused = (overrides: Record<string, unknown>) =>
      post('/product/spu/create', spuBody(overrides))
    expect(
      await refused({
        skus: [
          sku(100, 1, [ids.colour, ids.red], [ids.size, ids.s]),
          sku(100, 1, [ids.size, ids.s], [ids.colour, ids.red]),
        ],
      }),
    ).toEqual(fail('商品 SKU 的属性组合存在重复'))
    expect(
      await refused({
        skus: [
          sku(100, 1, [ids.colour, ids.red], [ids.size, ids.s]),
          sku(100, 1, [ids.colour, ids.blue]),
        ],
      }),
    ).toEqual(fail('商品 SKU 的属性必须一致'))
    expect(
      await refused({ skus: [sku(100, 1, [ids.colour, ids.red], [ids.colour, ids.blue])] }),
    ).toEqual(fail('一个 SKU 不能有重复的属性'))
    expect(await refused({ skus: [sku(100, 1)] })).toEqual(
      fail('多规格商品的每个 SKU 都必须选择属性值'),
    )
    expect(await refused({ specType: false, skus: [sku(100, 1), sku(200, 1)] })).toEqual(
      fail('单规格商品只能有一个 SKU'),
    )
    expect(await refused({ skus: [sku(100, 1, [ids.colour, ids.s])] })).toEqual(
      fail(`商品 SKU 的属性值不存在（编号 ${ids.s}）`),
    )
    expect(await refused({ skus: [sku(0, 1, [ids.colour, ids.red])] })).toEqual(
      fail('请求参数不正确:商品 SKU 的销售价必须大于 0'),
    )
    expect(await refused({ skus: [sku(100, -1, [ids.colour, ids.red])] })).toEqual(
      fail('请求参数不正确:商品 SKU 的库存不能小于 0'),
    )
    expect(await refused({ categoryId: ids.top })).toEqual(fail('商品分类必须是二级分类'))
    expect(await refused({ sliderPicUrls: [] })).toEqual(fail('请求参数不正确:商品轮播图不能为空'))
    expect(await refused({ sliderPicUrls: Array(11).fill(pic) })).toEqual(
      fail('请求参数不正确:商品轮播图最多 10 张'),
    )
    expect(await refused({ description: '<script>alert(1)</script>' })).toEqual(
      fail('商品详情不能为空'),
    )
    const foreign = pic.replace(sandbox.origin, 'https://cdn.example.com')
    expect(await refused({ picUrl: foreign })).toEqual(fail('商品封面图必须是通过本系统上传的图片'))
    const pdf = await uploadFile(sandbox, admin.token, Buffer.from('%PDF-1.4\n%%EOF'), 'a.pdf')
    expect(await refused({ sliderPicUrls: [pic, pdf] })).toEqual(
      fail('商品轮播图必须是 PNG、JPG、GIF 或 WebP 图片'),
    )
    expect(await refused({ videoUrl: pic })).toEqual(
      fail('商品视频必须是通过本系统上传的 MP4 或 WebM 视频'),
    )
  })

  it('updating keeps the ids of unchanged combinations and retires the removed ones', async () => {
    const id = (await post<number>('/product/spu/create', spuBody({ name: '改规格徽章' }))).data
    const before = await detail(id)
    const [redS, redM, blueS] = before.skus
    const updated = await put('/product/spu/update', {
      ...spuBody({ name: '改规格徽章' }),
      id,
      skus: [
        sku(1500, 7, [ids.colour, ids.blue], [ids.size, ids.s]),
        sku(1200, 3, [ids.colour, ids.red], [ids.size, ids.s]),
        sku(1800, 2, [ids.colour, ids.blue], [ids.size, ids.m]),
      ],
    })
    expect(updated.code).toBe(0)
    const after = await detail(id)
    const idOf = (valueIds: number[]) =>
      after.skus.find((s) => s.properties.map((p) => p.valueId).join() === valueIds.join())?.id
    expect(idOf([ids.red, ids.s])).toBe(redS.id)
    expect(idOf([ids.blue, ids.s])).toBe(blueS.id)
    expect(after.skus).toHaveLength(3)
    expect(after.skus.map((s) => s.id)).not.toContain(redM.id)
    expect(after).toMatchObject({ price: 1200, stock: 12 })
    // The removed SKU is gone from the lists, so its value may now be deleted once unused.
    const skus = await get<ProductSkuItem[]>('/product/sku/list', { spuIds: String(id) })
    expect(skus.data.map((s) => s.id).sort()).toEqual(after.skus.map((s) => s.id).sort())
    expect(skus.data.every((s) => s.spuId === id)).toBe(true)
  })

  it('moves a product between the tabs, deletes only from the recycle bin', async () => {
    const id = (await post<number>('/product/spu/create', spuBody({ name: '流转徽章', status: 0 })))
      .data
    const status = (next: number, token = admin.token) =>
      put('/product/spu/update-status', { id, status: next }, token)
    const inTab = async (tabType: number) =>
      (await tab(tabType, { name: '流转徽章' })).data.list.some((row) => row.id === id)

    expect(await inTab(1)).toBe(true)
    expect(await inTab(0)).toBe(false)
    // One SKU has 0 in stock: the product is in 警戒库存, not 已售罄 (40 in total).
    expect(await inTab(3)).toBe(true)
    expect(await inTab(2)).toBe(false)
    expect(
      await call(sandbox, '/product/spu/delete', {
        method: 'DELETE',
        token: admin.token,
        query: { id },
      }),
    ).toEqual(fail('商品不处于回收站状态，无法删除'))
    expect((await status(1)).code).toBe(0)
    expect(await inTab(0)).toBe(true)
    expect((await status(0)).code).toBe(0)
    expect((await status(-1)).code).toBe(0)
    expect(await inTab(4)).toBe(true)
    expect(await inTab(3)).toBe(false)
    expect(await status(1)).toEqual(fail('商品当前在回收站，不能直接上架，请先恢复'))
    expect((await status(0)).code).toBe(0)
    expect(await inTab(1)).toBe(true)
    expect((await status(-1)).code).toBe(0)
    expect(
      (
        await call(sandbox, '/product/spu/delete', {
          method: 'DELETE',
          token: admin.token,
          query: { id },
        })
      ).code,
    ).toBe(0)
    expect(await detail(id)).toBeNull()
    for (const tabType of [0, 1, 2, 3, 4]) expect(await inTab(tabType)).toBe(false)
  })

  it('sold out: total stock 0 in any status but the recycle bin; counts match the tabs', async () => {
    const id = (
      await post<number>(
        '/product/spu/create',
        spuBody({ name: '售罄徽章', specType: false, skus: [{ price: 500, stock: 0 }] }),
      )
    ).data
    expect((await tab(2, { name: '售罄徽章' })).data.list.map((r) => r.id)).toEqual([id])
    const counts = (await get<ProductSpuCount>('/product/spu/get-count', {})).data
    for (const tabType of [0, 1, 2, 3, 4]) {
      expect(counts[String(tabType)], `tab ${tabType}`).toBe((await tab(tabType)).data.total)
    }
    // The category filter takes a top-level category with its children.
    const byTop = (await tab(0, { categoryId: ids.top })).data.list
    expect(byTop.length).toBeGreaterThan(0)
    expect(byTop.every((row) => row.categoryId === ids.second)).toBe(true)
  })

  it('a disabled brand or category takes no new products; a recycled product stays recycled when edited', async () => {
    const brand = (
      await post<number>('/product/brand/create', {
        name: '停用品牌',
        picUrl: pic,
        sort: 0,
        status: 1,
      })
    ).data
    expect(await post('/product/spu/create', spuBody({ brandId: brand }))).toEqual(
      fail('品牌（停用品牌）已禁用，无法使用'),
    )
    const id = (await post<number>('/product/spu/create', spuBody({ name: '回收编辑徽章' }))).data
    expect((await put('/product/spu/update-status', { id, status: -1 })).code).toBe(0)
    expect(
      (await put('/product/spu/update', { ...spuBody({ name: '回收编辑徽章', status: 1 }), id }))
        .code,
    ).toBe(0)
    expect((await detail(id)).status).toBe(-1)
  })

  it('exports the tab as .xlsx with yuan to the fen', async () => {
    await post('/product/spu/create', spuBody({ name: '导出徽章', status: 1 }))
    const response = await rawCall(sandbox.apiUrl, '/product/spu/export', {
      token: admin.token,
      query: { tabType: 0, name: '导出徽章' },
    })
    expect(response.headers.get('content-type')).toBe(XLSX_MIME)
    expect(response.headers.get('content-disposition')).toContain('product-spu.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells.slice(0, 6)).toEqual([
      '商品编号',
      '商品名称',
      '商品分类',
      '商品品牌',
      '规格',
      '销售价（元）',
    ])
    expect(rows).toHaveLength(2)
    expect(rows[1].cells.slice(1, 9)).toEqual([
      '导出徽章',
      '纪念徽章',
      '商品测试品牌',
      '多规格',
      '19.90',
      '24.90',
      '9.95',
      '40',
    ])
  })

  it('lookups need a staff token only; everything else its permission', async () => {
    const simple = await get<Array<{ id: number; name: string }>>(
      '/product/spu/list-all-simple',
      {},
      staff.token,
    )
    expect(simple.code).toBe(0)
    expect(simple.data.length).toBeGreaterThan(0)
    expect((await get('/product/sku/list', { spuIds: '1' }, staff.token)).code).toBe(0)
    expect(await get('/product/spu/page', { tabType: 0 }, staff.token)).toEqual(FORBIDDEN)
    expect(await get('/product/spu/get-count', {}, staff.token)).toEqual(FORBIDDEN)
    expect(await get('/product/spu/get-detail', { id: 1 }, staff.token)).toEqual(FORBIDDEN)
    expect(await post('/product/spu/create', spuBody(), staff.token)).toEqual(FORBIDDEN)
    expect(await put('/product/spu/update', { ...spuBody(), id: 1 }, staff.token)).toEqual(
      FORBIDDEN,
    )
    expect(await put('/product/spu/update-status', { id: 1, status: 0 }, staff.token)).toEqual(
      FORBIDDEN,
    )
    expect(
      await call(sandbox, '/product/spu/delete', {
        method: 'DELETE',
        token: staff.token,
        query: { id: 1 },
      }),
    ).toEqual(FORBIDDEN)
    const exported = await rawCall(sandbox.apiUrl, '/product/spu/export', {
      token: staff.token,
      query: { tabType: 0 },
    })
    expect(await exported.json()).toEqual(FORBIDDEN)
  })
})
