import { describe, expect, it } from 'vitest'
import { checkTemplate, evaluateTemplate, ExpressionError } from '..'

const variables = { day: 5, name: '张三', users: [7, 8], nothing: null, due: 'PT48H' }

describe('evaluateTemplate', () => {
  it('gives the value itself, of any type, when the text is one ${...}', () => {
    expect(evaluateTemplate('${day > 3}', variables)).toBe(true)
    expect(evaluateTemplate('${day}', variables)).toBe(5)
    expect(evaluateTemplate('${users}', variables)).toEqual([7, 8])
    expect(evaluateTemplate('${nothing}', variables)).toBeNull()
    expect(evaluateTemplate('${due}', variables)).toBe('PT48H')
  })

  it('passes text without ${ through as it is', () => {
    expect(evaluateTemplate('PT48H', variables)).toBe('PT48H')
    expect(evaluateTemplate('', variables)).toBe('')
    expect(evaluateTemplate('#{day}', variables)).toBe('#{day}')
    expect(evaluateTemplate('day > 3', variables)).toBe('day > 3')
  })

  it('concatenates text and ${...} parts into one string', () => {
    expect(evaluateTemplate('${name}请假${day}天', variables)).toBe('张三请假5天')
    expect(evaluateTemplate(' ${day}', variables)).toBe(' 5')
    expect(evaluateTemplate('${day}${day}', variables)).toBe('55')
    expect(evaluateTemplate('[${nothing}]', variables)).toBe('[]')
  })

  it('finds the closing brace outside quoted strings, and keeps \\${ as text', () => {
    expect(evaluateTemplate("${name == '}' ? 1 : 2}", variables)).toBe(2)
    expect(evaluateTemplate('${"a}b"}', variables)).toBe('a}b')
    expect(evaluateTemplate('\\${day} = ${day}', variables)).toBe('${day} = 5')
  })

  it('throws only ExpressionError, with the reason', () => {
    expect(() => evaluateTemplate('${missing > 1}', variables)).toThrow(
      new ExpressionError('表达式中使用了未知变量 "missing"'),
    )
    expect(() => evaluateTemplate('共${users}人', variables)).toThrow('无法把数组转换为字符串')
    expect(() => evaluateTemplate('${day', variables)).toThrow(ExpressionError)
  })
})

describe('checkTemplate', () => {
  it('accepts what parses, whatever the variables will be', () => {
    expect(checkTemplate('${day > 3}')).toBeNull()
    expect(checkTemplate('${unknownYet && !empty list}')).toBeNull()
    expect(checkTemplate('PT48H')).toBeNull()
    expect(checkTemplate('审批${name}')).toBeNull()
  })

  it('gives the Chinese reason for what does not parse', () => {
    expect(checkTemplate('${}')).toBe('表达式为空')
    expect(checkTemplate('${day >}')).toBe('表达式语法错误：表达式不完整')
    expect(checkTemplate('${day > 3')).toBe('表达式缺少结束的 "}"（从第 1 个字符的 "${" 开始）')
    expect(checkTemplate('a ${ok} b ${x y}')).toBe('表达式语法错误：多余的内容 "y"（第 3 个字符）')
    expect(checkTemplate('${execution.getVariable("day")}')).toBe(
      '表达式不支持调用函数或方法（第 22 个字符）',
    )
  })
})
