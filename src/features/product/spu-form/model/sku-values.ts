import { yuanError, yuanToFen, fenToYuan } from '@/shared/money'
import {
  DEFAULT_WARN_STOCK,
  SPU_MAX_PRICE_FEN,
  type ProductSkuItem,
  type ProductSkuSave,
} from '@/shared/wire/product-spu'
import type { SkuCombination } from './spec-types'

/** What one SKU row holds while editing: the inputs' texts (money in yuan). */
export interface SkuRowValues {
  /** The saved SKU's id (edit); the server recognises a SKU by its values anyway. */
  id?: number
  picUrl: string
  price: string
  marketPrice: string
  costPrice: string
  stock: string
  warnStock: string
  barCode: string
  weight: string
  volume: string
}

export type SkuField = Exclude<keyof SkuRowValues, 'id'>
export type SkuRowErrors = Partial<Record<SkuField, string>>

/** The table's typed columns, in their order, with their headers. */
export const SKU_INPUT_COLUMNS: readonly {
  field: Exclude<SkuField, 'picUrl'>
  label: string
  money?: boolean
  required?: boolean
}[] = [
  { field: 'price', label: '销售价(元)', money: true, required: true },
  { field: 'marketPrice', label: '市场价(元)', money: true },
  { field: 'costPrice', label: '成本价(元)', money: true },
  { field: 'stock', label: '库存', required: true },
  { field: 'warnStock', label: '预警库存' },
  { field: 'barCode', label: '条码' },
  { field: 'weight', label: '重量(kg)' },
  { field: 'volume', label: '体积(m³)' },
]

/** Every editable field in the order a row is checked (the first wrong one is focused). */
export const SKU_FIELDS: readonly SkuField[] = ['picUrl', ...SKU_INPUT_COLUMNS.map((c) => c.field)]

export const EMPTY_SKU_ROW: SkuRowValues = {
  picUrl: '',
  price: '',
  marketPrice: '',
  costPrice: '',
  stock: '',
  warnStock: '',
  barCode: '',
  weight: '',
  volume: '',
}

const COUNT = /^\d{1,9}$/
const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/

function moneyProblem(text: string, label: string, required: boolean): string | undefined {
  const value = text.trim()
  if (value === '') return required ? `请输入${label}` : undefined
  const problem = yuanError(value)
  if (problem) return problem
  const fen = yuanToFen(value) ?? 0
  if (required && fen <= 0) return `${label}必须大于 0`
  if (fen > SPU_MAX_PRICE_FEN) return `${label}不能超过 1000000 元`
  return undefined
}

function countProblem(text: string, label: string, required: boolean): string | undefined {
  const value = text.trim()
  if (value === '') return required ? `请输入${label}` : undefined
  return COUNT.test(value) ? undefined : `${label}必须是不小于 0 的整数`
}

function decimalProblem(text: string, label: string): string | undefined {
  const value = text.trim()
  if (value === '') return undefined
  return DECIMAL.test(value) ? undefined : `${label}必须是不小于 0 的数字`
}

/** Why each field of a row is wrong (empty when the row can be saved). */
export function skuRowErrors(row: SkuRowValues): SkuRowErrors {
  const errors: SkuRowErrors = {
    price: moneyProblem(row.price, '销售价', true),
    marketPrice: moneyProblem(row.marketPrice, '市场价', false),
    costPrice: moneyProblem(row.costPrice, '成本价', false),
    stock: countProblem(row.stock, '库存', true),
    warnStock: countProblem(row.warnStock, '预警库存', false),
    barCode: row.barCode.trim().length > 64 ? '条码不能超过 64 个字符' : undefined,
    weight: decimalProblem(row.weight, '重量'),
    volume: decimalProblem(row.volume, '体积'),
  }
  for (const field of SKU_FIELDS) if (errors[field] === undefined) delete errors[field]
  return errors
}

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))

/** The body's SKU for a checked row (money converted exactly, yuan text to fen). */
export function skuToSave(row: SkuRowValues, combination: SkuCombination | null): ProductSkuSave {
  return {
    id: row.id,
    price: yuanToFen(row.price) ?? 0,
    marketPrice: row.marketPrice.trim() === '' ? 0 : (yuanToFen(row.marketPrice) ?? 0),
    costPrice: row.costPrice.trim() === '' ? 0 : (yuanToFen(row.costPrice) ?? 0),
    stock: Number(row.stock.trim()),
    warnStock: row.warnStock.trim() === '' ? DEFAULT_WARN_STOCK : Number(row.warnStock.trim()),
    barCode: row.barCode.trim() || undefined,
    picUrl: row.picUrl || undefined,
    weight: optionalNumber(row.weight),
    volume: optionalNumber(row.volume),
    properties: (combination?.values ?? []).map((value) => ({ ...value })),
  }
}

/** A saved SKU as the table's texts (edit). */
export function skuFromItem(sku: ProductSkuItem): SkuRowValues {
  return {
    id: sku.id,
    picUrl: sku.picUrl ?? '',
    price: fenToYuan(sku.price),
    marketPrice: fenToYuan(sku.marketPrice),
    costPrice: fenToYuan(sku.costPrice),
    stock: String(sku.stock),
    warnStock: String(sku.warnStock),
    barCode: sku.barCode ?? '',
    weight: sku.weight === null ? '' : String(sku.weight),
    volume: sku.volume === null ? '' : String(sku.volume),
  }
}
