// Type declarations for the BPMN packages of the designer that ship none.

declare module 'bpmnlint' {
  export type LintCategory = 'error' | 'warn' | 'info' | 'off'

  export interface LintReporter {
    report(id: string, message: string, path?: string[] | Record<string, unknown>): void
  }

  // Rules walk bpmn-moddle trees, which are untyped here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  export type LintNode = any

  export type LintCheck =
    | ((node: LintNode, reporter: LintReporter) => boolean | void)
    | {
        enter?: (node: LintNode, reporter: LintReporter) => boolean | void
        leave?: (node: LintNode, reporter: LintReporter) => void
      }

  export interface LintRule {
    meta?: { documentation?: { url?: string } }
    check: LintCheck
  }

  export type LintRuleFactory = (options?: unknown) => LintRule

  export interface LintConfig {
    extends?: string | string[]
    rules?: Record<string, LintCategory | [LintCategory, unknown]>
  }

  export interface LintResolver {
    resolveRule(pkg: string, ruleName: string): LintRuleFactory | Promise<LintRuleFactory>
    resolveConfig(pkg: string, configName: string): LintConfig | Promise<LintConfig>
  }

  export interface LintReport {
    id?: string
    message: string
    category: LintCategory | 'rule-error'
    path?: string[]
    meta?: LintRule['meta']
    [key: string]: unknown
  }

  export class Linter {
    constructor(options: { config?: LintConfig; resolver: LintResolver })
    lint(moddleRoot: LintNode, config?: LintConfig): Promise<Record<string, LintReport[]>>
  }
}

declare module 'bpmnlint/rules/*' {
  import type { LintRuleFactory } from 'bpmnlint'
  const factory: LintRuleFactory
  export default factory
}

declare module 'bpmn-js-bpmnlint' {
  const lintModule: Record<string, unknown>
  export default lintModule
}

declare module 'bpmn-js-token-simulation/lib/modeler' {
  const tokenSimulationModule: Record<string, unknown>
  export default tokenSimulationModule
}

// saxen's types (used here by model/xml-tree.ts) are declared once for the whole project, with the
// sandbox's: host-sandbox/api/src/types/saxen.d.ts.

// bpmn-js-properties-panel 5 ships no types; the two didi modules the 高级 tab loads.
declare module 'bpmn-js-properties-panel' {
  export const BpmnPropertiesPanelModule: Record<string, unknown>
  export const BpmnPropertiesProviderModule: Record<string, unknown>
}
