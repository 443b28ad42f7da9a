import { ExpressionError } from './expression-error'

// Names that lead from a value to its prototype chain or constructor (and so to Function) are
// refused outright, even where an own-property lookup would not find them, so the reason is clear.
export function isForbiddenName(name: string): boolean {
  return name === 'constructor' || name === 'prototype' || name.startsWith('__')
}

export function refuseForbiddenName(name: string): void {
  if (isForbiddenName(name)) throw new ExpressionError(`表达式不允许访问 "${name}"`)
}
