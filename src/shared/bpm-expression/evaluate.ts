import type { BinaryOperator, ExpressionNode } from './ast'
import {
  checkedNumber,
  checkedText,
  isEmpty,
  toBoolean,
  toNumber,
  toText,
  typeName,
} from './coerce'
import { ExpressionError } from './expression-error'
import { refuseForbiddenName } from './forbidden-names'
import { parseExpression } from './parser'

type Variables = Readonly<Record<string, unknown>>

// Parsed trees of recent sources: the engine evaluates the same few conditions over and over.
const PARSED_CACHE_SIZE = 256
const parsedCache = new Map<string, ExpressionNode>()

function parseCached(source: string): ExpressionNode {
  const cached = parsedCache.get(source)
  if (cached) return cached
  const node = parseExpression(source)
  if (parsedCache.size >= PARSED_CACHE_SIZE) {
    const oldest = parsedCache.keys().next().value
    if (oldest !== undefined) parsedCache.delete(oldest)
  }
  parsedCache.set(source, node)
  return node
}

/**
 * Evaluates the text inside `${...}` against `variables`. Throws only ExpressionError, whose
 * message is Chinese and fit to show on the process instance's detail page.
 */
export function evaluateExpression(source: string, variables: Variables): unknown {
  try {
    if (typeof source !== 'string') throw new ExpressionError('表达式必须是文本')
    return evaluateNode(parseCached(source), variables)
  } catch (error) {
    if (error instanceof ExpressionError) throw error
    // Nothing above should throw anything else; if it does, the caller still gets one error type.
    throw new ExpressionError('表达式无法求值')
  }
}

function evaluateNode(node: ExpressionNode, variables: Variables): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value
    case 'variable':
      return lookupVariable(node.name, variables)
    case 'member':
      return readMember(
        evaluateNode(node.object, variables),
        evaluateNode(node.property, variables),
      )
    case 'unary': {
      const operand = evaluateNode(node.operand, variables)
      if (node.operator === 'empty') return isEmpty(operand)
      if (node.operator === '!') return !toBoolean(operand)
      return checkedNumber(-toNumber(operand))
    }
    case 'conditional':
      return toBoolean(evaluateNode(node.test, variables))
        ? evaluateNode(node.then, variables)
        : evaluateNode(node.otherwise, variables)
    case 'binary':
      if (node.operator === '&&') {
        return (
          toBoolean(evaluateNode(node.left, variables)) &&
          toBoolean(evaluateNode(node.right, variables))
        )
      }
      if (node.operator === '||') {
        return (
          toBoolean(evaluateNode(node.left, variables)) ||
          toBoolean(evaluateNode(node.right, variables))
        )
      }
      return applyBinary(
        node.operator,
        evaluateNode(node.left, variables),
        evaluateNode(node.right, variables),
      )
  }
}

function lookupVariable(name: string, variables: Variables): unknown {
  refuseForbiddenName(name)
  const descriptor =
    variables !== null && typeof variables === 'object'
      ? Object.getOwnPropertyDescriptor(variables, name)
      : undefined
  if (!descriptor) throw new ExpressionError(`表达式中使用了未知变量 "${name}"`)
  return ownValue(descriptor, name)
}

// Reads a data property only: a getter would run code the expression's author chose.
function ownValue(descriptor: PropertyDescriptor, name: string): unknown {
  if (!('value' in descriptor)) throw new ExpressionError(`表达式不允许访问 "${name}"`)
  const value: unknown = descriptor.value
  if (typeof value === 'function') throw new ExpressionError(`表达式不能使用函数 "${name}"`)
  if (typeof value === 'symbol' || typeof value === 'bigint') {
    throw new ExpressionError(`"${name}" 的值类型不受支持`)
  }
  return value === undefined ? null : value
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

function readMember(base: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') {
    throw new ExpressionError(`属性名必须是字符串或数字，实际是${typeName(key)}`)
  }
  const name = String(key)
  refuseForbiddenName(name)
  // EL: a property of null is null (so `${a.b.c}` with a missing b is null, not an error).
  if (base === null || base === undefined) return null
  if (Array.isArray(base)) {
    if (name === 'length') return base.length
    if (!/^(?:0|[1-9][0-9]*)$/.test(name)) {
      throw new ExpressionError(`数组只能按非负整数下标或 length 访问，不能访问 "${name}"`)
    }
    const descriptor = Object.getOwnPropertyDescriptor(base, name)
    return descriptor ? ownValue(descriptor, name) : null
  }
  if (typeof base === 'object' && isPlainObject(base)) {
    const descriptor = Object.getOwnPropertyDescriptor(base, name)
    // EL reads a missing map key as null.
    return descriptor ? ownValue(descriptor, name) : null
  }
  throw new ExpressionError(`不能访问${typeName(base)}的属性 "${name}"`)
}

function applyBinary(operator: BinaryOperator, left: unknown, right: unknown): unknown {
  switch (operator) {
    case '+':
      if (typeof left === 'string' || typeof right === 'string') {
        return checkedText(toText(left) + toText(right))
      }
      return checkedNumber(toNumber(left) + toNumber(right))
    case '-':
      return checkedNumber(toNumber(left) - toNumber(right))
    case '*':
      return checkedNumber(toNumber(left) * toNumber(right))
    case '/':
    case '%': {
      const dividend = toNumber(left)
      const divisor = toNumber(right)
      if (divisor === 0) throw new ExpressionError('除数不能为 0')
      return checkedNumber(operator === '/' ? dividend / divisor : dividend % divisor)
    }
    case '==':
      return areEqual(left, right)
    case '!=':
      return !areEqual(left, right)
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(operator, left, right)
    default:
      // && and || short-circuit in evaluateNode and never get here.
      throw new ExpressionError('表达式无法求值')
  }
}

// EL's order: numbers first, then booleans, then strings; otherwise identity.
function areEqual(left: unknown, right: unknown): boolean {
  if (left === right) return true
  if (left === null || left === undefined || right === null || right === undefined) {
    return (left ?? null) === (right ?? null)
  }
  if (typeof left === 'number' || typeof right === 'number') {
    return toNumber(left) === toNumber(right)
  }
  if (typeof left === 'boolean' || typeof right === 'boolean') {
    return toBoolean(left) === toBoolean(right)
  }
  if (typeof left === 'string' || typeof right === 'string') {
    return toText(left) === toText(right)
  }
  return false
}

function compare(operator: '<' | '<=' | '>' | '>=', left: unknown, right: unknown): boolean {
  if (left === null || left === undefined || right === null || right === undefined) return false
  let order: number
  if (typeof left === 'number' || typeof right === 'number') {
    order = toNumber(left) - toNumber(right)
  } else if (typeof left === 'string' && typeof right === 'string') {
    order = left < right ? -1 : left > right ? 1 : 0
  } else {
    throw new ExpressionError(`无法比较${typeName(left)}和${typeName(right)}的大小`)
  }
  switch (operator) {
    case '<':
      return order < 0
    case '<=':
      return order <= 0
    case '>':
      return order > 0
    case '>=':
      return order >= 0
  }
}
