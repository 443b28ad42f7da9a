import { ExpressionError } from './expression-error'
import { MAX_STRING_LENGTH } from './limits'

/**
 * EL's coercions, narrowed to the values process variables hold (JSON: null, booleans, numbers,
 * strings, arrays, plain objects). Anything EL would reject is an ExpressionError, never NaN.
 */

export function typeName(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return '数组'
  switch (typeof value) {
    case 'string':
      return '字符串'
    case 'number':
      return '数字'
    case 'boolean':
      return '布尔值'
    case 'object':
      return '对象'
    default:
      return typeof value
  }
}

function quote(text: string): string {
  return text.length > 20 ? `'${text.slice(0, 20)}…'` : `'${text}'`
}

export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0
  if (typeof value === 'number') return value
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return 0
    // Number() also accepts hex, binary and "Infinity": EL accepts decimal numbers only.
    if (/^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/.test(text)) {
      return Number(text)
    }
    throw new ExpressionError(`无法把字符串 ${quote(value)} 转换为数字`)
  }
  throw new ExpressionError(`无法把${typeName(value)}转换为数字`)
}

export function toBoolean(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return value.toLowerCase() === 'true'
  throw new ExpressionError(`无法把${typeName(value)}转换为布尔值`)
}

export function toText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  throw new ExpressionError(`无法把${typeName(value)}转换为字符串`)
}

export function checkedText(text: string): string {
  if (text.length > MAX_STRING_LENGTH) {
    throw new ExpressionError(`表达式结果字符串过长（超过 ${MAX_STRING_LENGTH} 个字符）`)
  }
  return text
}

export function checkedNumber(value: number): number {
  if (!Number.isFinite(value)) throw new ExpressionError('表达式的计算结果不是有限的数字')
  return value
}

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.keys(value).length === 0
  return false
}
