import { skuCombinations, specsFromSkus } from '../model/sku-combinations'
import { SkuTableStore } from '../model/sku-store'
import { EMPTY_SKU_ROW, skuRowErrors, skuToSave } from '../model/sku-values'
import type { SpecProperty } from '../model/spec-types'

const color: SpecProperty = {
  id: 7,
  name: '颜色',
  values: [
    { id: 71, name: '红' },
    { id: 72, name: '蓝' },
  ],
}
const size: SpecProperty = {
  id: 3,
  name: '尺码',
  values: [
    { id: 31, name: 'S' },
    { id: 32, name: 'M' },
    { id: 33, name: 'L' },
  ],
}

describe('SKU combinations', () => {
  it('is the Cartesian product in the order chosen, keyed by value ids in property order', () => {
    const rows = skuCombinations([color, size])
    expect(rows.map((row) => row.values.map((v) => v.valueName).join('/'))).toEqual([
      '红/S',
      '红/M',
      '红/L',
      '蓝/S',
      '蓝/M',
      '蓝/L',
    ])
    // 尺码 (id 3) sorts before 颜色 (id 7) in the key whatever the order on screen.
    expect(rows[0]?.key).toBe('31,71')
    expect(
      skuCombinations([size, color])
        .map((row) => row.key)
        .sort(),
    ).toEqual(rows.map((row) => row.key).sort())
    expect(skuCombinations([{ ...size, values: [] }])).toEqual([])
  })

  it('rebuilds the chosen 规格 from saved SKUs (edit)', () => {
    const skus = skuCombinations([color, size]).map((row) => ({ properties: row.values }))
    expect(specsFromSkus(skus)).toEqual([color, size])
  })

  it('removing a value drops its rows and keeps what was typed in the others', () => {
    const store = new SkuTableStore()
    const before = skuCombinations([color, size])
    before.forEach((row, index) => store.set(row.key, 'price', `${index + 1}.5`))
    const after = skuCombinations([{ ...color, values: [{ id: 72, name: '蓝' }] }, size])
    expect(after.map((row) => store.row(row.key).price)).toEqual(['4.5', '5.5', '6.5'])
  })

  it('批量设置 fills the given fields of every row and clears their messages', () => {
    const store = new SkuTableStore()
    const keys = skuCombinations([color, size]).map((row) => row.key)
    store.set(keys[0]!, 'barCode', 'A-1')
    store.showErrors(new Map([[keys[0]!, { price: '请输入销售价' }]]))
    store.fill(keys, { price: '19.99', stock: '5' })
    expect(
      keys.every((key) => store.row(key).price === '19.99' && store.row(key).stock === '5'),
    ).toBe(true)
    expect(store.row(keys[0]!).barCode).toBe('A-1')
    expect(store.rowErrors(keys[0]!).price).toBeUndefined()
    expect(store.isDirty()).toBe(true)
  })
})

describe('SKU values', () => {
  it('converts yuan to fen exactly', () => {
    const row = {
      ...EMPTY_SKU_ROW,
      price: '19.99',
      marketPrice: '0.07',
      costPrice: '1000000',
      stock: '3',
    }
    const saved = skuToSave(row, null)
    expect([saved.price, saved.marketPrice, saved.costPrice, saved.stock]).toEqual([
      1999, 7, 100000000, 3,
    ])
    expect(skuToSave({ ...row, price: '0.29' }, null).price).toBe(29)
    expect(skuToSave({ ...row, price: '1.1' }, null).price).toBe(110)
  })

  it('refuses a third decimal, a zero price and a negative stock, each with its text', () => {
    expect(skuRowErrors({ ...EMPTY_SKU_ROW, price: '1.005', stock: '-1' })).toEqual({
      price: '金额最多保留两位小数',
      stock: '库存必须是不小于 0 的整数',
    })
    expect(skuRowErrors({ ...EMPTY_SKU_ROW, price: '0', stock: '' })).toEqual({
      price: '销售价必须大于 0',
      stock: '请输入库存',
    })
    expect(skuRowErrors({ ...EMPTY_SKU_ROW, price: '9.9', stock: '1', weight: 'x' })).toEqual({
      weight: '重量必须是不小于 0 的数字',
    })
  })
})
