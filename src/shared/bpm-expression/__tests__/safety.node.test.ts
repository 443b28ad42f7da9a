/**
 * What a hostile model author could try through a condition or a timer: reach Function through
 * constructors or prototypes, pollute Object.prototype, call anything, or make the sandbox spend
 * its time and memory. Each attempt must end in an ExpressionError with a Chinese reason.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  checkTemplate,
  evaluateExpression,
  evaluateTemplate,
  ExpressionError,
  MAX_EXPRESSION_LENGTH,
  MAX_NESTING_DEPTH,
  MAX_STRING_LENGTH,
} from '..'

const variables = { a: { b: 1 }, list: [1, 2], text: 'x', n: 3 }

function failure(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError)
    return (error as Error).message
  }
  throw new Error('expected an ExpressionError')
}

function errorOf(source: string, vars: Record<string, unknown> = variables): string {
  return failure(() => evaluateExpression(source, vars))
}

afterEach(() => {
  // No attempt may leave anything behind on the shared prototypes.
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

describe('escapes to Function and prototypes', () => {
  it.each([
    ["a.constructor.constructor('return process')()", '表达式不允许访问 "constructor"'],
    ["a['constructor']['constructor']('return this')()", '表达式不允许访问 "constructor"'],
    ["a['constr' + 'uctor']", '表达式不允许访问 "constructor"'],
    ["a['__proto__']", '表达式不允许访问 "__proto__"'],
    ['a.__proto__', '表达式不允许访问 "__proto__"'],
    ["a['__proto__']['polluted']", '表达式不允许访问 "__proto__"'],
    ['__proto__', '表达式不允许访问 "__proto__"'],
    ['constructor', '表达式不允许访问 "constructor"'],
    ["''.constructor", '表达式不允许访问 "constructor"'],
    ['text.constructor', '表达式不允许访问 "constructor"'],
    ['list.constructor.prototype', '表达式不允许访问 "constructor"'],
    ['a.prototype', '表达式不允许访问 "prototype"'],
    ['a.__defineGetter__', '表达式不允许访问 "__defineGetter__"'],
    ['nothing.constructor', '表达式不允许访问 "constructor"'],
    ['null.constructor', '表达式不允许访问 "constructor"'],
    ['[].length', '表达式不支持数组字面量（第 1 个字符）'],
    ["''['length']", '不能访问字符串的属性 "length"'],
    ['list.map', '数组只能按非负整数下标或 length 访问，不能访问 "map"'],
  ])('%s', (source, message) => {
    expect(errorOf(source)).toBe(message)
  })

  it('refuses every call, whatever is called', () => {
    for (const source of [
      'alert(1)',
      'a.b()',
      "a['b'](1)",
      '(a)(1)',
      'list[0](1)',
      'text.concat(1)',
    ]) {
      expect(errorOf(source)).toMatch(/^表达式不支持调用函数或方法（第 \d+ 个字符）$/)
    }
  })

  it('knows no globals: process, globalThis, Function and friends are unknown variables', () => {
    for (const name of [
      'process',
      'globalThis',
      'window',
      'Function',
      'Object',
      'require',
      'eval',
      'this',
    ]) {
      expect(errorOf(`${name}.x`)).toBe(`表达式中使用了未知变量 "${name}"`)
    }
  })

  it('reads own keys of a parsed JSON object, and refuses its own "__proto__" key', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as Record<
      string,
      unknown
    >
    expect(evaluateExpression('ok', parsed)).toBe(1)
    expect(errorOf('__proto__.polluted', parsed)).toBe('表达式不允许访问 "__proto__"')
    expect(errorOf("o['__proto__']", { o: parsed })).toBe('表达式不允许访问 "__proto__"')
  })

  it('does not treat variables inherited by the variables object as variables', () => {
    const inherited = Object.create({ secret: 1 }) as Record<string, unknown>
    expect(errorOf('secret', inherited)).toBe('表达式中使用了未知变量 "secret"')
    expect(errorOf('toString', {})).toBe('表达式中使用了未知变量 "toString"')
  })

  it('keeps a ${...} inside a template from escaping too', () => {
    expect(
      failure(() => evaluateTemplate("x${a.constructor.constructor('return 1')()}", variables)),
    ).toBe('表达式不允许访问 "constructor"')
    expect(checkTemplate('${a.b.c()}')).toBe('表达式不支持调用函数或方法（第 6 个字符）')
  })
})

describe('huge and deep inputs', () => {
  it('refuses a 100,000-character expression before reading it', () => {
    const source = 'n + '.repeat(25000) + 'n'
    expect(source.length).toBeGreaterThan(100000)
    expect(errorOf(source)).toBe(
      `表达式过长：${source.length} 个字符，最多 ${MAX_EXPRESSION_LENGTH} 个字符`,
    )
    expect(failure(() => evaluateTemplate('${' + source + '}', variables))).toContain('表达式过长')
    expect(checkTemplate('${' + source + '}')).toContain('表达式过长')
  })

  it('refuses a 100,000-character template even when each part is short', () => {
    const text = '${n}'.repeat(25000)
    expect(failure(() => evaluateTemplate(text, variables))).toBe(
      `表达式过长：${text.length} 个字符，最多 4000 个字符`,
    )
  })

  it('passes a long text without ${ through untouched (a service name, a timer)', () => {
    const text = 'x'.repeat(100000)
    expect(evaluateTemplate(text, variables)).toBe(text)
    expect(checkTemplate(text)).toBeNull()
  })

  it('refuses deep nesting of parentheses, brackets, unary operators and ternaries', () => {
    const deep = MAX_NESTING_DEPTH + 1
    const nested = `表达式嵌套过深（超过 ${MAX_NESTING_DEPTH} 层`
    expect(errorOf('('.repeat(10000) + 'n' + ')'.repeat(10000))).toContain('表达式过长')
    expect(errorOf('('.repeat(400) + 'n' + ')'.repeat(400))).toContain(nested)
    expect(errorOf('!'.repeat(500) + 'true')).toContain(nested)
    expect(errorOf('-'.repeat(deep) + 'n')).toContain(nested)
    expect(errorOf('list['.repeat(deep) + '0' + ']'.repeat(deep))).toContain(nested)
    expect(errorOf('true ? '.repeat(deep) + '1' + ' : 0'.repeat(deep))).toContain(nested)
    expect(errorOf('n+'.repeat(400) + 'n')).toContain(nested)
    expect(errorOf('a.b'.concat('.b'.repeat(deep)))).toContain(nested)
  })

  it('still evaluates nesting within the limit', () => {
    const depth = MAX_NESTING_DEPTH - 2
    expect(evaluateExpression('('.repeat(depth) + 'n' + ')'.repeat(depth), variables)).toBe(3)
    expect(evaluateExpression('n+'.repeat(depth - 2) + 'n', variables)).toBe(3 * (depth - 1))
  })

  it('refuses to build strings beyond the limit, in an expression or a template', () => {
    const half = 'x'.repeat(MAX_STRING_LENGTH / 2 + 1)
    const vars = { half }
    expect(errorOf('half + half', vars)).toBe(
      `表达式结果字符串过长（超过 ${MAX_STRING_LENGTH} 个字符）`,
    )
    expect(failure(() => evaluateTemplate('${half}${half}', vars))).toBe(
      `表达式结果字符串过长（超过 ${MAX_STRING_LENGTH} 个字符）`,
    )
    // A variable is handed back as it is: the limit is on what the evaluator builds.
    const big = 'y'.repeat(1000000)
    expect(evaluateExpression('big', { big })).toBe(big)
  })
})

describe('random input', () => {
  // Fixed-seed generator: the same strings on every run, so a failure can be replayed.
  function generator(seed: number): () => number {
    let state = seed
    return () => {
      state = (state * 1103515245 + 12345) % 2147483648
      return state / 2147483648
    }
  }

  it('answers every random source with a value or an ExpressionError, never anything else', () => {
    const pieces = [
      'a',
      'b',
      '.',
      '[',
      ']',
      '(',
      ')',
      '?',
      ':',
      '!',
      '-',
      '+',
      '*',
      '/',
      '%',
      '<',
      '<=',
      '>',
      '>=',
      '==',
      '!=',
      '&&',
      '||',
      ' and ',
      ' or ',
      ' not ',
      ' empty ',
      ' eq ',
      ' div ',
      ' mod ',
      '1',
      '0',
      '2.5',
      "'s'",
      '"t"',
      "'",
      '"',
      '\\',
      'null',
      'true',
      'list',
      'n',
      'text',
      '__proto__',
      'constructor',
      '${',
      '}',
      ',',
      '=',
      '&',
      '#',
      '0x1',
      '1e999',
      ' ',
    ]
    const random = generator(14)
    let values = 0
    let errors = 0
    for (let round = 0; round < 3000; round += 1) {
      const length = 1 + Math.floor(random() * 12)
      let source = ''
      for (let i = 0; i < length; i += 1) source += pieces[Math.floor(random() * pieces.length)]
      try {
        evaluateExpression(source, variables)
        values += 1
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw new Error(`${source}: ${String(error)}`)
        expect(error.message).toMatch(/[\u4e00-\u9fff]/)
        errors += 1
      }
      const checked = checkTemplate('${' + source + '}')
      expect(checked === null || /[\u4e00-\u9fff]/.test(checked)).toBe(true)
    }
    // Both outcomes happen, so the generator really exercises the evaluator.
    expect(values).toBeGreaterThan(50)
    expect(errors).toBeGreaterThan(50)
  })
})
