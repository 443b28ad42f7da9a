import { ExpressionError } from './expression-error'

export type Token =
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number }
  | { kind: 'word'; value: string; pos: number }
  | { kind: 'punct'; value: string; pos: number }
  | { kind: 'end'; pos: number }

// Longest first, so `<=` wins over `<`. `=`, `&`, `|` alone are not operators: they fall through
// to the "unrecognised character" error, which names them.
const PUNCTUATORS = [
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
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
  '>',
  ',',
]

const WORD_START = /[\p{L}_$]/u
const WORD_PART = /[\p{L}\p{N}_$]/u
const DIGIT = /[0-9]/

/** 1-based character position for messages (users count from 1). */
export function at(pos: number): string {
  return `第 ${pos + 1} 个字符`
}

export function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const ch = source[i]
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i += 1
    } else if (DIGIT.test(ch) || (ch === '.' && DIGIT.test(source[i + 1] ?? ''))) {
      i = readNumber(source, i, tokens)
    } else if (ch === "'" || ch === '"') {
      i = readString(source, i, tokens)
    } else if (WORD_START.test(ch)) {
      const start = i
      while (i < source.length && WORD_PART.test(source[i])) i += 1
      tokens.push({ kind: 'word', value: source.slice(start, i), pos: start })
    } else {
      const punct = PUNCTUATORS.find((p) => source.startsWith(p, i))
      if (!punct) {
        throw new ExpressionError(`表达式中有无法识别的字符 "${ch}"（${at(i)}）`)
      }
      tokens.push({ kind: 'punct', value: punct, pos: i })
      i += punct.length
    }
  }
  tokens.push({ kind: 'end', pos: source.length })
  return tokens
}

function readNumber(source: string, start: number, tokens: Token[]): number {
  const match = /^(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/.exec(source.slice(start))
  // The caller saw a digit (or `.digit`), so the pattern always matches something.
  const text = match ? match[0] : source[start]
  const end = start + text.length
  if (WORD_START.test(source[end] ?? '')) {
    throw new ExpressionError(`数字后面不能紧跟字母（${at(end)}）`)
  }
  tokens.push({ kind: 'number', value: Number(text), pos: start })
  return end
}

function readString(source: string, start: number, tokens: Token[]): number {
  const quote = source[start]
  let value = ''
  let i = start + 1
  while (i < source.length) {
    const ch = source[i]
    if (ch === quote) {
      tokens.push({ kind: 'string', value, pos: start })
      return i + 1
    }
    if (ch === '\\') {
      // JUEL knows exactly these three escapes.
      const next = source[i + 1]
      if (next !== '\\' && next !== "'" && next !== '"') {
        throw new ExpressionError(`字符串中的转义无效，只能使用 \\\\、\\' 或 \\"（${at(i)}）`)
      }
      value += next
      i += 2
    } else {
      value += ch
      i += 1
    }
  }
  throw new ExpressionError(`字符串缺少结束的引号 ${quote}（从${at(start)}开始）`)
}
