import { describe, expect, it } from 'vitest'
import { evaluateExpression, ExpressionError } from '..'

const variables = {
  day: 5,
  half: 2.5,
  zero: 0,
  name: '张三',
  numeric: '42',
  flag: true,
  nothing: null,
  leave: { type: 'annual', days: [1, 2, 3], approver: { name: '王馆长' } },
  users: [7, 8],
  noUsers: [],
  noFields: {},
  blank: '',
}

function run(source: string): unknown {
  return evaluateExpression(source, variables)
}

function errorOf(source: string, vars: Record<string, unknown> = variables): string {
  try {
    evaluateExpression(source, vars)
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionError)
    return (error as Error).message
  }
  throw new Error(`expected ${source} to fail`)
}

describe('literals and variables', () => {
  it.each([
    ['42', 42],
    ['3.25', 3.25],
    ['.5', 0.5],
    ['1e3', 1000],
    ["'单引号'", '单引号'],
    ['"双引号"', '双引号'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ["'a\\\\b'", 'a\\b'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['day', 5],
    ['name', '张三'],
    ['nothing', null],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected)
  })

  it('returns arrays and objects themselves (a multi-instance collection)', () => {
    expect(run('users')).toEqual([7, 8])
    expect(run('leave.approver')).toEqual({ name: '王馆长' })
  })

  it('names an unknown variable, as Flowable refuses an unknown property', () => {
    expect(errorOf('days > 3')).toBe('表达式中使用了未知变量 "days"')
  })

  it('accepts Chinese variable names', () => {
    expect(evaluateExpression('天数 > 3', { 天数: 4 })).toBe(true)
  })
})

describe('property access', () => {
  it('reads with . and [] on objects and arrays', () => {
    expect(run('leave.type')).toBe('annual')
    expect(run("leave['type']")).toBe('annual')
    expect(run('leave.days[2]')).toBe(3)
    expect(run("leave.days['0']")).toBe(1)
    expect(run('leave.days.length')).toBe(3)
    expect(run("leave['approver'].name")).toBe('王馆长')
    expect(run('users[day - 4]')).toBe(8)
  })

  it('reads a missing key, an index out of range and anything below null as null (EL)', () => {
    expect(run('leave.missing')).toBeNull()
    expect(run('users[5]')).toBeNull()
    expect(run('nothing.a.b')).toBeNull()
    expect(run('leave.missing.deeper')).toBeNull()
  })

  it('refuses what is not an own property of a plain object or an array', () => {
    expect(errorOf('users.push')).toBe('数组只能按非负整数下标或 length 访问，不能访问 "push"')
    expect(errorOf('users[-1]')).toContain('数组只能按非负整数下标')
    expect(errorOf('users[0.5]')).toContain('数组只能按非负整数下标')
    expect(errorOf('name.length')).toBe('不能访问字符串的属性 "length"')
    expect(errorOf('day.toFixed')).toBe('不能访问数字的属性 "toFixed"')
  })

  it('reads inherited names of a plain object as missing, never from the prototype', () => {
    expect(run('leave.toString')).toBeNull()
    expect(run('leave.hasOwnProperty')).toBeNull()
    expect(run("leave['valueOf']")).toBeNull()
  })

  it('refuses instances of classes (Date, Map) instead of reading their members', () => {
    const vars = { when: new Date(0), map: new Map([['a', 1]]) }
    expect(errorOf('when.time', vars)).toBe('不能访问对象的属性 "time"')
    expect(errorOf("map['a']", vars)).toBe('不能访问对象的属性 "a"')
  })

  it('never runs a getter and refuses function values', () => {
    let calls = 0
    const withGetter = {
      get secret() {
        calls += 1
        return 1
      },
    }
    expect(errorOf('secret', withGetter)).toBe('表达式不允许访问 "secret"')
    expect(
      errorOf('o.secret', {
        o: Object.create(Object.prototype, { secret: { get: () => (calls += 1) } }),
      }),
    ).toBe('表达式不允许访问 "secret"')
    expect(calls).toBe(0)
    expect(errorOf('f', { f: () => 1 })).toBe('表达式不能使用函数 "f"')
    expect(errorOf('o.f', { o: { f: () => 1 } })).toBe('表达式不能使用函数 "f"')
  })

  it('refuses a key that is neither text nor a number', () => {
    expect(errorOf('leave[flag]')).toBe('属性名必须是字符串或数字，实际是布尔值')
  })
})

describe('operators', () => {
  it.each([
    ['1 + 2', 3],
    ['day - 7', -2],
    ['day * half', 12.5],
    ['7 / 2', 3.5],
    ['7 div 2', 3.5],
    ['7 % 4', 3],
    ['7 mod 4', 3],
    ['-day', -5],
    ['- -day', 5],
    ['numeric + 1', '421'],
    ['numeric * 2', 84],
    ['nothing + 1', 1],
    ["'第' + day + '天'", '第5天'],
    ['name + nothing', '张三'],
    ['!flag', false],
    ['not flag', false],
    ['!nothing', true],
    ["!'true'", false],
    ['day < 6', true],
    ['day lt 5', false],
    ['day <= 5', true],
    ['day le 4', false],
    ['day > 4', true],
    ['day gt 5', false],
    ['day >= 5', true],
    ['day ge 6', false],
    ["'abc' < 'abd'", true],
    ['numeric > 41', true],
    ['nothing < 1', false],
    ['day == 5', true],
    ['day eq 5.0', true],
    ['numeric == 42', true],
    ['day != 5', false],
    ['day ne 4', true],
    ["name == '张三'", true],
    ["flag == 'true'", true],
    ['nothing == null', true],
    ['nothing == 0', false],
    ['leave == leave', true],
    ['flag && day > 3', true],
    ['flag and day > 9', false],
    ['false || day > 3', true],
    ['false or nothing', false],
    ['day > 3 ? "长假" : "短假"', '长假'],
    ['day > 9 ? "长假" : "短假"', '短假'],
  ])('%s is %j', (source, expected) => {
    expect(run(source)).toEqual(expected)
  })

  it('short-circuits && || and ?: (the branch not taken is not evaluated)', () => {
    expect(run('false && missing')).toBe(false)
    expect(run('true || missing')).toBe(true)
    expect(run('true ? 1 : missing')).toBe(1)
    expect(errorOf('true && missing')).toContain('"missing"')
  })

  it('tells empty values apart', () => {
    for (const name of ['nothing', 'blank', 'noUsers', 'noFields']) {
      expect(run(`empty ${name}`)).toBe(true)
    }
    for (const name of ['zero', 'name', 'users', 'leave', 'flag']) {
      expect(run(`empty ${name}`)).toBe(false)
    }
    expect(run('!empty users && not empty leave.days')).toBe(true)
  })

  it('follows JUEL precedence', () => {
    expect(run('1 + 2 * 3')).toBe(7)
    expect(run('(1 + 2) * 3')).toBe(9)
    expect(run('10 - 4 - 3')).toBe(3)
    expect(run('12 / 3 / 2')).toBe(2)
    expect(run('1 + 2 < 4 == true')).toBe(true)
    expect(run('true || false && false')).toBe(true)
    expect(run('(true || false) && false')).toBe(false)
    expect(run('!flag || flag')).toBe(true)
    expect(run('-2 * -3')).toBe(6)
    expect(run('day > 3 ? day > 4 ? "a" : "b" : "c"')).toBe('a')
    expect(run('false ? 1 : true ? 2 : 3')).toBe(2)
    expect(run('empty noUsers == true')).toBe(true)
  })

  it('explains values it cannot convert or compute', () => {
    expect(errorOf("'abc' * 2")).toBe("无法把字符串 'abc' 转换为数字")
    expect(errorOf('flag + 1')).toBe('无法把布尔值转换为数字')
    expect(errorOf('day / zero')).toBe('除数不能为 0')
    expect(errorOf('day mod 0')).toBe('除数不能为 0')
    expect(errorOf('day && true')).toBe('无法把数字转换为布尔值')
    expect(errorOf('leave < users')).toBe('无法比较对象和数组的大小')
    expect(errorOf("'x' + users")).toBe('无法把数组转换为字符串')
    expect(errorOf("'0x10' == 16")).toBe("无法把字符串 '0x10' 转换为数字")
    expect(errorOf('1e308 * 10')).toBe('表达式的计算结果不是有限的数字')
  })
})

describe('syntax errors', () => {
  it.each([
    ['', '表达式为空'],
    ['   ', '表达式为空'],
    ['day >', '表达式语法错误：表达式不完整'],
    ['(day', '表达式语法错误：第 5 个字符处应为 ")"，实际是 表达式结尾'],
    ['day = 5', '表达式中有无法识别的字符 "="（第 5 个字符）'],
    ['day & 1', '表达式中有无法识别的字符 "&"（第 5 个字符）'],
    ['day 5', '表达式语法错误：多余的内容 数字 5（第 5 个字符）'],
    ["'open", "字符串缺少结束的引号 '（从第 1 个字符开始）"],
    ["'a\\nb'", '字符串中的转义无效，只能使用 \\\\、\\\' 或 \\"（第 3 个字符）'],
    ['3days', '数字后面不能紧跟字母（第 2 个字符）'],
    ['day ? 1', '表达式语法错误：第 8 个字符处应为 ":"，实际是 表达式结尾'],
    ['leave.', '表达式语法错误：“.”后面应为属性名，实际是 表达式结尾（第 7 个字符）'],
    ['and', '表达式语法错误：第 1 个字符处不能使用关键字 "and"'],
    ['a instanceof b', '表达式语法错误：多余的内容 "instanceof"（第 3 个字符）'],
    ['{1}', '表达式中有无法识别的字符 "{"（第 1 个字符）'],
  ])('%j: %s', (source, message) => {
    expect(errorOf(source)).toBe(message)
  })
})
