import type { BinaryOperator, ExpressionNode } from './ast'
import { ExpressionError } from './expression-error'
import { refuseForbiddenName } from './forbidden-names'
import { MAX_EXPRESSION_LENGTH, MAX_NESTING_DEPTH } from './limits'
import { at, tokenize, type Token } from './tokenizer'

// JUEL's word operators, mapped to the symbol they mean.
const WORD_OPERATORS: Readonly<Record<string, BinaryOperator>> = {
  and: '&&',
  or: '||',
  eq: '==',
  ne: '!=',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
  div: '/',
  mod: '%',
}
const RESERVED = new Set([
  ...Object.keys(WORD_OPERATORS),
  'not',
  'empty',
  'true',
  'false',
  'null',
  'instanceof',
])

const LEVELS: readonly (readonly BinaryOperator[])[] = [
  ['||'],
  ['&&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
]

/** Parses the text inside `${...}` into a syntax tree; every failure is an ExpressionError. */
export function parseExpression(source: string): ExpressionNode {
  if (source.length > MAX_EXPRESSION_LENGTH) {
    throw new ExpressionError(
      `表达式过长：${source.length} 个字符，最多 ${MAX_EXPRESSION_LENGTH} 个字符`,
    )
  }
  if (source.trim() === '') throw new ExpressionError('表达式为空')
  return new Parser(tokenize(source)).parseAll()
}

class Parser {
  private index = 0
  private depth = 0
  // Height of each node built, so a long flat chain (a+a+a+...) is bounded like nesting is:
  // the evaluator walks the tree recursively.
  private readonly heights = new WeakMap<ExpressionNode, number>()

  constructor(private readonly tokens: Token[]) {}

  parseAll(): ExpressionNode {
    const node = this.parseConditional()
    const token = this.peek()
    if (token.kind !== 'end') {
      if (token.kind === 'punct' && token.value === '(') this.refuseCall(token)
      throw new ExpressionError(`表达式语法错误：多余的内容 ${describe(token)}（${at(token.pos)}）`)
    }
    return node
  }

  private peek(): Token {
    return this.tokens[this.index]
  }

  private next(): Token {
    const token = this.tokens[this.index]
    if (token.kind !== 'end') this.index += 1
    return token
  }

  private isPunct(value: string): boolean {
    const token = this.peek()
    return token.kind === 'punct' && token.value === value
  }

  private expectPunct(value: string): void {
    const token = this.peek()
    if (token.kind === 'punct' && token.value === value) {
      this.index += 1
      return
    }
    throw new ExpressionError(
      `表达式语法错误：${at(token.pos)}处应为 "${value}"，实际是 ${describe(token)}`,
    )
  }

  private enter(pos: number): void {
    this.depth += 1
    if (this.depth > MAX_NESTING_DEPTH) {
      throw new ExpressionError(`表达式嵌套过深（超过 ${MAX_NESTING_DEPTH} 层，${at(pos)}）`)
    }
  }

  private leave(): void {
    this.depth -= 1
  }

  private make(node: ExpressionNode, children: ExpressionNode[], pos: number): ExpressionNode {
    const height = 1 + Math.max(0, ...children.map((child) => this.heights.get(child) ?? 1))
    if (height > MAX_NESTING_DEPTH) {
      throw new ExpressionError(`表达式嵌套过深（超过 ${MAX_NESTING_DEPTH} 层，${at(pos)}）`)
    }
    this.heights.set(node, height)
    return node
  }

  // Every nested expression (parentheses, brackets, ternary branches) comes through here, so
  // this one count bounds the recursion.
  private parseConditional(): ExpressionNode {
    const start = this.peek().pos
    this.enter(start)
    const test = this.parseBinary(0)
    if (!this.isPunct('?')) {
      this.leave()
      return test
    }
    this.next()
    const then = this.parseConditional()
    this.expectPunct(':')
    const otherwise = this.parseConditional()
    this.leave()
    return this.make({ kind: 'conditional', test, then, otherwise }, [test, then, otherwise], start)
  }

  private binaryOperator(level: number): BinaryOperator | null {
    const token = this.peek()
    const operator =
      token.kind === 'punct'
        ? (token.value as BinaryOperator)
        : token.kind === 'word' && Object.hasOwn(WORD_OPERATORS, token.value)
          ? WORD_OPERATORS[token.value]
          : null
    return operator !== null && LEVELS[level].includes(operator) ? operator : null
  }

  private parseBinary(level: number): ExpressionNode {
    if (level === LEVELS.length) return this.parseUnary()
    let left = this.parseBinary(level + 1)
    for (;;) {
      const operator = this.binaryOperator(level)
      if (operator === null) return left
      const pos = this.next().pos
      const right = this.parseBinary(level + 1)
      left = this.make({ kind: 'binary', operator, left, right }, [left, right], pos)
    }
  }

  private parseUnary(): ExpressionNode {
    const token = this.peek()
    const operator =
      token.kind === 'punct' && (token.value === '!' || token.value === '-')
        ? token.value
        : token.kind === 'word' && token.value === 'not'
          ? '!'
          : token.kind === 'word' && token.value === 'empty'
            ? 'empty'
            : null
    if (operator === null) return this.parsePostfix()
    this.next()
    this.enter(token.pos)
    const operand = this.parseUnary()
    this.leave()
    return this.make({ kind: 'unary', operator, operand }, [operand], token.pos)
  }

  private parsePostfix(): ExpressionNode {
    let node = this.parsePrimary()
    for (;;) {
      const token = this.peek()
      if (token.kind !== 'punct') return node
      if (token.value === '.') {
        this.next()
        const name = this.next()
        if (name.kind !== 'word') {
          throw new ExpressionError(
            `表达式语法错误：“.”后面应为属性名，实际是 ${describe(name)}（${at(name.pos)}）`,
          )
        }
        refuseForbiddenName(name.value)
        const property: ExpressionNode = { kind: 'literal', value: name.value }
        node = this.make(
          { kind: 'member', object: node, property, pos: name.pos },
          [node],
          token.pos,
        )
      } else if (token.value === '[') {
        this.next()
        const property = this.parseConditional()
        if (property.kind === 'literal' && typeof property.value === 'string') {
          refuseForbiddenName(property.value)
        }
        this.expectPunct(']')
        node = this.make(
          { kind: 'member', object: node, property, pos: token.pos },
          [node, property],
          token.pos,
        )
      } else if (token.value === '(') {
        this.refuseCall(token)
      } else {
        return node
      }
    }
  }

  private refuseCall(token: Token): never {
    throw new ExpressionError(`表达式不支持调用函数或方法（${at(token.pos)}）`)
  }

  private parsePrimary(): ExpressionNode {
    const token = this.next()
    switch (token.kind) {
      case 'number':
        return this.make({ kind: 'literal', value: token.value }, [], token.pos)
      case 'string':
        return this.make({ kind: 'literal', value: token.value }, [], token.pos)
      case 'word':
        return this.parseWord(token.value, token.pos)
      case 'punct':
        if (token.value === '(') {
          const inner = this.parseConditional()
          this.expectPunct(')')
          return inner
        }
        if (token.value === '[') {
          throw new ExpressionError(`表达式不支持数组字面量（${at(token.pos)}）`)
        }
        throw new ExpressionError(`表达式语法错误：${at(token.pos)}处不能出现 "${token.value}"`)
      case 'end':
        throw new ExpressionError('表达式语法错误：表达式不完整')
    }
  }

  private parseWord(word: string, pos: number): ExpressionNode {
    if (word === 'true' || word === 'false') {
      return this.make({ kind: 'literal', value: word === 'true' }, [], pos)
    }
    if (word === 'null') return this.make({ kind: 'literal', value: null }, [], pos)
    if (RESERVED.has(word)) {
      throw new ExpressionError(`表达式语法错误：${at(pos)}处不能使用关键字 "${word}"`)
    }
    refuseForbiddenName(word)
    const next = this.peek()
    if (next.kind === 'punct' && next.value === '(') this.refuseCall(next)
    return this.make({ kind: 'variable', name: word, pos }, [], pos)
  }
}

function describe(token: Token): string {
  switch (token.kind) {
    case 'end':
      return '表达式结尾'
    case 'string':
      return `字符串 '${token.value.slice(0, 20)}'`
    case 'number':
      return `数字 ${token.value}`
    default:
      return `"${token.value}"`
  }
}
