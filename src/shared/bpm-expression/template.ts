import { checkedText, toText } from './coerce'
import { evaluateExpression } from './evaluate'
import { ExpressionError } from './expression-error'
import { MAX_TEMPLATE_LENGTH } from './limits'
import { parseExpression } from './parser'

type Segment = { kind: 'text'; text: string } | { kind: 'expression'; source: string }

type Variables = Readonly<Record<string, unknown>>

/**
 * Splits an attribute value into text and `${...}` parts. The closing brace is the first `}`
 * outside a quoted string (expressions have no braces of their own); `\${` is a literal `${`.
 */
function splitTemplate(text: string): Segment[] {
  if (text.length > MAX_TEMPLATE_LENGTH) {
    throw new ExpressionError(
      `表达式过长：${text.length} 个字符，最多 ${MAX_TEMPLATE_LENGTH} 个字符`,
    )
  }
  const segments: Segment[] = []
  let literal = ''
  let i = 0
  while (i < text.length) {
    if (text.startsWith('\\${', i)) {
      literal += '${'
      i += 3
    } else if (text.startsWith('${', i)) {
      const end = findClosingBrace(text, i + 2)
      if (literal !== '') segments.push({ kind: 'text', text: literal })
      literal = ''
      segments.push({ kind: 'expression', source: text.slice(i + 2, end) })
      i = end + 1
    } else {
      literal += text[i]
      i += 1
    }
  }
  if (literal !== '') segments.push({ kind: 'text', text: literal })
  return segments
}

function findClosingBrace(text: string, from: number): number {
  let quote: string | null = null
  for (let i = from; i < text.length; i += 1) {
    const ch = text[i]
    if (quote !== null) {
      if (ch === '\\') i += 1
      else if (ch === quote) quote = null
    } else if (ch === "'" || ch === '"') {
      quote = ch
    } else if (ch === '}') {
      return i
    }
  }
  throw new ExpressionError(`表达式缺少结束的 "}"（从第 ${from - 1} 个字符的 "\${" 开始）`)
}

/**
 * Evaluates a whole attribute value: `${x}` alone gives x's value (any type), text without `${`
 * is returned as it is, and text mixed with `${...}` parts is concatenated into one string.
 */
export function evaluateTemplate(text: string, variables: Variables): unknown {
  if (typeof text !== 'string') throw new ExpressionError('表达式必须是文本')
  if (!text.includes('${')) return text
  const segments = splitTemplate(text)
  if (segments.length === 1 && segments[0].kind === 'expression') {
    return evaluateExpression(segments[0].source, variables)
  }
  let result = ''
  for (const segment of segments) {
    const part =
      segment.kind === 'text' ? segment.text : toText(evaluateExpression(segment.source, variables))
    result = checkedText(result + part)
  }
  return result
}

/** null when every `${...}` part of `text` parses; otherwise the Chinese reason. */
export function checkTemplate(text: string): string | null {
  try {
    if (typeof text !== 'string') return '表达式必须是文本'
    if (!text.includes('${')) return null
    for (const segment of splitTemplate(text)) {
      if (segment.kind === 'expression') parseExpression(segment.source)
    }
    return null
  } catch (error) {
    return error instanceof ExpressionError ? error.message : '表达式无法解析'
  }
}
