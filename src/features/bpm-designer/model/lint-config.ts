import type {
  LintCategory,
  LintCheck,
  LintConfig,
  LintNode,
  LintReporter,
  LintResolver,
  LintRule,
  LintRuleFactory,
} from 'bpmnlint'
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process'
import conditionalFlows from 'bpmnlint/rules/conditional-flows'
import endEventRequired from 'bpmnlint/rules/end-event-required'
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway'
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event'
import fakeJoin from 'bpmnlint/rules/fake-join'
import globalRule from 'bpmnlint/rules/global'
import labelRequired from 'bpmnlint/rules/label-required'
import linkEvent from 'bpmnlint/rules/link-event'
import noBpmndi from 'bpmnlint/rules/no-bpmndi'
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway'
import noDisconnected from 'bpmnlint/rules/no-disconnected'
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows'
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork'
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end'
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split'
import noImplicitStart from 'bpmnlint/rules/no-implicit-start'
import noInclusiveGateway from 'bpmnlint/rules/no-inclusive-gateway'
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements'
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event'
import singleEventDefinition from 'bpmnlint/rules/single-event-definition'
import startEventRequired from 'bpmnlint/rules/start-event-required'
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event'
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway'
import superfluousLabel from 'bpmnlint/rules/superfluous-label'
import superfluousTermination from 'bpmnlint/rules/superfluous-termination'

/**
 * The designer's rule set: bpmnlint's `recommended` config, tuned so that a fresh empty process is
 * not shown as broken and the list speaks Chinese:
 * - start-event-required and end-event-required skip a process that has no elements yet (drawing
 *   the first element brings them back: the sandbox refuses to deploy a process without a start);
 * - label-required is a warning: unnamed elements deploy and run, they are just hard to read;
 * - no-inclusive-gateway is off: Camunda, Flowable and Activiti all execute inclusive gateways.
 */
export const DESIGNER_LINT_RULES: Readonly<Record<string, LintCategory>> = {
  'ad-hoc-sub-process': 'error',
  'conditional-flows': 'error',
  'end-event-required': 'error',
  'event-based-gateway': 'error',
  'event-sub-process-typed-start-event': 'error',
  'fake-join': 'warn',
  global: 'warn',
  'label-required': 'warn',
  'link-event': 'error',
  'no-bpmndi': 'error',
  'no-complex-gateway': 'error',
  'no-disconnected': 'error',
  'no-duplicate-sequence-flows': 'error',
  'no-gateway-join-fork': 'error',
  'no-implicit-split': 'error',
  'no-implicit-end': 'error',
  'no-implicit-start': 'error',
  'no-inclusive-gateway': 'off',
  'no-overlapping-elements': 'warn',
  'single-blank-start-event': 'error',
  'single-event-definition': 'error',
  'start-event-required': 'error',
  'sub-process-blank-start-event': 'error',
  'superfluous-gateway': 'warn',
  'superfluous-label': 'warn',
  'superfluous-termination': 'warn',
}

// Imported statically: bpmnlint's node resolver require()s rules by name, which a bundle cannot.
const RULE_FACTORIES: Readonly<Record<string, LintRuleFactory>> = {
  'ad-hoc-sub-process': adHocSubProcess,
  'conditional-flows': conditionalFlows,
  'end-event-required': endEventRequired,
  'event-based-gateway': eventBasedGateway,
  'event-sub-process-typed-start-event': eventSubProcessTypedStartEvent,
  'fake-join': fakeJoin,
  global: globalRule,
  'label-required': labelRequired,
  'link-event': linkEvent,
  'no-bpmndi': noBpmndi,
  'no-complex-gateway': noComplexGateway,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-gateway-join-fork': noGatewayJoinFork,
  'no-implicit-split': noImplicitSplit,
  'no-implicit-end': noImplicitEnd,
  'no-implicit-start': noImplicitStart,
  'no-inclusive-gateway': noInclusiveGateway,
  'no-overlapping-elements': noOverlappingElements,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'start-event-required': startEventRequired,
  'sub-process-blank-start-event': subProcessBlankStartEvent,
  'superfluous-gateway': superfluousGateway,
  'superfluous-label': superfluousLabel,
  'superfluous-termination': superfluousTermination,
}

/** Rules that report a missing element of a scope: quiet while the process is still empty. */
const SKIP_EMPTY_PROCESS = new Set(['start-event-required', 'end-event-required'])

const EXACT_MESSAGES: Readonly<Record<string, string>> = {
  'A <Start Event> is not allowed in <Ad Hoc Sub Process>': '自由子流程中不允许有开始事件',
  'An <End Event> is not allowed in <Ad Hoc Sub Process>': '自由子流程中不允许有结束事件',
  'Conditional event is missing a condition': '条件事件缺少条件',
  'Sequence flow is missing condition': '顺序流缺少条件',
  'Process is missing end event': '流程缺少结束事件',
  'Sub process is missing end event': '子流程缺少结束事件',
  'Process is missing start event': '流程缺少开始事件',
  'Sub process is missing start event': '子流程缺少开始事件',
  'An <Event-based Gateway> must have at least 2 outgoing <Sequence Flows>':
    '事件网关至少需要两条流出的顺序流',
  'A <Sequence Flow> outgoing from an <Event-based Gateway> must not be conditional':
    '事件网关流出的顺序流不能带条件',
  'Start event is missing event definition': '开始事件缺少事件定义',
  'Incoming flows do not join': '多条流入的顺序流没有通过网关汇合',
  'Element is missing name': '元素缺少名称',
  'Element is unused': '元素未被使用',
  'Element name is not unique': '元素名称重复',
  'Element is missing label/name': '元素缺少名称',
  'Link event is missing link name': '链接事件缺少链接名称',
  'Element is missing bpmndi': '元素缺少图形信息（BPMNDI）',
  'Element is not connected': '元素未连接',
  'SequenceFlow is a duplicate': '顺序流重复',
  'Duplicate outgoing sequence flows': '流出的顺序流重复',
  'Duplicate incoming sequence flows': '流入的顺序流重复',
  'Gateway forks and joins': '网关同时分支和汇合',
  'Element is an implicit end': '元素是隐式结束（没有流出的顺序流）',
  'Flow splits implicitly': '顺序流隐式分支（请使用网关）',
  'Element is an implicit start': '元素是隐式开始（没有流入的顺序流）',
  'Element overlaps with other element': '元素与其他元素重叠',
  'Element is outside of parent boundary': '元素超出了父元素的边界',
  'Process has multiple blank start events': '流程有多个空开始事件',
  'Sub process has multiple blank start events': '子流程有多个空开始事件',
  'Event has multiple event definitions': '事件有多个事件定义',
  'Start event must be blank': '开始事件必须是空开始事件',
  'Gateway is superfluous. It only has one source and target.':
    '网关多余：它只有一个来源和一个目标',
  'Sequence flow has superfluous label': '顺序流的名称多余',
  'Termination is superfluous.': '终止结束事件多余',
}

const PATTERN_MESSAGES: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^Element type <(.+)> is discouraged$/, (type) => `不建议使用 ${type} 类型的元素`],
  [
    /^Link (catch|throw) event with link name <(.*)> missing in scope$/,
    (kind, name) => `同一范围内缺少名为「${name}」的链接${kind === 'catch' ? '捕获' : '抛出'}事件`,
  ],
  [
    /^Duplicate link catch event with link name <(.*)> in scope$/,
    (name) => `同一范围内有重复的链接捕获事件「${name}」`,
  ],
  [
    /^Link catch event with link name <(.*)> missing in scope$/,
    (name) => `同一范围内缺少名为「${name}」的链接捕获事件`,
  ],
]

/** A bpmnlint message in Chinese; unknown messages stay as they are. */
export function translateLintMessage(message: string): string {
  const exact = EXACT_MESSAGES[message]
  if (exact) return exact
  for (const [pattern, translate] of PATTERN_MESSAGES) {
    const match = pattern.exec(message)
    if (match) return translate(...match.slice(1))
  }
  return message
}

function isEmptyProcess(node: LintNode): boolean {
  return node?.$type === 'bpmn:Process' && (node.flowElements ?? []).length === 0
}

/** The rule with its messages translated and, for `skipEmptyProcess`, empty processes skipped. */
function tuneRule(rule: LintRule, skipEmptyProcess: boolean): LintRule {
  const wrapReporter = (reporter: LintReporter): LintReporter => ({
    report: (id, message, path) => reporter.report(id, translateLintMessage(message), path),
  })
  const wrapEnter =
    (enter: (node: LintNode, reporter: LintReporter) => boolean | void) =>
    (node: LintNode, reporter: LintReporter) =>
      skipEmptyProcess && isEmptyProcess(node) ? undefined : enter(node, wrapReporter(reporter))
  const check: LintCheck = rule.check
  if (typeof check === 'function') return { ...rule, check: wrapEnter(check) }
  const { enter, leave } = check
  return {
    ...rule,
    check: {
      ...(enter ? { enter: wrapEnter(enter) } : {}),
      ...(leave
        ? {
            leave: (node: LintNode, reporter: LintReporter) =>
              skipEmptyProcess && isEmptyProcess(node)
                ? undefined
                : leave(node, wrapReporter(reporter)),
          }
        : {}),
    },
  }
}

/** The `linting.bpmnlint` option of bpmn-js-bpmnlint (also a bpmnlint Linter's options). */
export interface DesignerLintConfig {
  config: LintConfig
  resolver: LintResolver
}

export function buildLintConfig(): DesignerLintConfig {
  return {
    config: { rules: { ...DESIGNER_LINT_RULES } },
    resolver: {
      resolveRule(pkg, ruleName) {
        const factory = pkg === 'bpmnlint' ? RULE_FACTORIES[ruleName] : undefined
        if (!factory) throw new Error(`unknown rule <${pkg}/${ruleName}>`)
        return (options) => tuneRule(factory(options), SKIP_EMPTY_PROCESS.has(ruleName))
      },
      resolveConfig(pkg, configName) {
        // Only our flat config is used: it extends nothing.
        throw new Error(`unknown config <${pkg}/${configName}>`)
      },
    },
  }
}
