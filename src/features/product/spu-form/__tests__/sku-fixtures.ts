import type { SpecProperty } from '../model/spec-types'

/** 5 规格 giving 2 x 2 x 2 x 5 x 5 = 200 combinations (the table's size target). */
export function fiveSpecs(): SpecProperty[] {
  const spec = (id: number, name: string, names: string[]): SpecProperty => ({
    id,
    name,
    values: names.map((value, index) => ({ id: id * 100 + index + 1, name: value })),
  })
  return [
    spec(1, '颜色', ['红', '蓝']),
    spec(2, '材质', ['棉', '麻']),
    spec(3, '版本', ['标准', '典藏']),
    spec(4, '尺码', ['XS', 'S', 'M', 'L', 'XL']),
    spec(5, '包装', ['简装', '礼盒', '纸袋', '布袋', '木盒']),
  ]
}
