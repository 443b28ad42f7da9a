import type { BpmnDialect } from './dialect-support'
import { DIALECT_NAMESPACES } from './namespaces'

const DIALECTS = Object.keys(DIALECT_NAMESPACES) as BpmnDialect[]

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The dialect whose namespace the XML uses most (by the prefixes bound to it, whatever they are
 * called: some tools bind `camunda:` to Activiti's URI). Null when none is declared.
 */
export function detectDialect(xml: string): BpmnDialect | null {
  let best: BpmnDialect | null = null
  let bestUses = -1
  for (const dialect of DIALECTS) {
    const declaration = new RegExp(
      `xmlns:([A-Za-z_][\\w.-]*)\\s*=\\s*["']${escapeRegExp(DIALECT_NAMESPACES[dialect])}["']`,
      'g',
    )
    const prefixes = [...xml.matchAll(declaration)].map((match) => match[1])
    if (prefixes.length === 0) continue
    const uses = prefixes.reduce((total, prefix) => {
      const use = new RegExp(`[<\\s]${escapeRegExp(prefix)}:[A-Za-z_]`, 'g')
      return total + (xml.match(use)?.length ?? 0)
    }, 0)
    if (uses > bestUses) {
      best = dialect
      bestUses = uses
    }
  }
  return best
}
