import {
  checkTemplate,
  isIsoDateTime,
  isIsoDuration,
  isIsoRepeatingInterval,
} from '@/shared/bpm-expression'

/**
 * What the sandbox engine cannot run, found before deploy: expressions our evaluator refuses,
 * timers that are not ISO 8601, user tasks without an assignment rule. Pure: reads a bpmn-moddle
 * tree and nothing else, so it runs in Node and in the designer alike.
 */
export interface EngineProblem {
  /** The element to select when the user clicks the problem. */
  elementId: string
  message: string
}

/**
 * The moddle members read here. Extension attributes (flowable:collection, …) are properties when
 * the dialect's descriptor is loaded and `$attrs` entries when it is not; both are read.
 */
interface ModdleNode {
  $type: string
  id?: string
  name?: string
  rootElements?: ModdleNode[]
  flowElements?: ModdleNode[]
  participants?: ModdleNode[]
  processRef?: ModdleNode
  conditionExpression?: ExpressionNode
  loopCharacteristics?: ModdleNode
  loopCardinality?: ExpressionNode
  completionCondition?: ExpressionNode
  collection?: string
  eventDefinitions?: ModdleNode[]
  timeDuration?: ExpressionNode
  timeDate?: ExpressionNode
  timeCycle?: ExpressionNode
  $attrs?: Record<string, unknown>
}

interface ExpressionNode {
  body?: string
  language?: string
}

const SHOULD_BE_EXPRESSION = '必须写成 ${...} 表达式'

export function findEngineProblems(
  definitions: unknown,
  userTaskKeysWithRules?: ReadonlySet<string>,
): EngineProblem[] {
  const problems: EngineProblem[] = []
  const report = (node: ModdleNode, message: string) =>
    problems.push({ elementId: node.id ?? '', message })
  for (const process of processesOf(definitions as ModdleNode | null | undefined)) {
    walk(process, (node) => {
      checkSequenceFlow(node, report)
      checkMultiInstance(node, report)
      checkTimers(node, report)
      if (node.$type === 'bpmn:UserTask' && userTaskKeysWithRules && node.id) {
        if (!userTaskKeysWithRules.has(node.id))
          report(node, `用户任务(${labelOf(node)})未配置分配规则`)
      }
    })
  }
  return problems
}

type Report = (node: ModdleNode, message: string) => void

function processesOf(definitions: ModdleNode | null | undefined): ModdleNode[] {
  const processes = new Set<ModdleNode>()
  for (const root of definitions?.rootElements ?? []) {
    if (root.$type === 'bpmn:Process') processes.add(root)
    if (root.$type === 'bpmn:Collaboration') {
      for (const participant of root.participants ?? []) {
        if (participant.processRef) processes.add(participant.processRef)
      }
    }
  }
  return [...processes]
}

// Sub-processes nest their own flow elements; a visited set guards against a cyclic tree.
function walk(
  container: ModdleNode,
  visit: (node: ModdleNode) => void,
  seen = new Set<ModdleNode>(),
) {
  for (const node of container.flowElements ?? []) {
    if (seen.has(node)) continue
    seen.add(node)
    visit(node)
    if (node.flowElements) walk(node, visit, seen)
  }
}

function labelOf(node: ModdleNode): string {
  return node.name?.trim() || node.id || ''
}

function bodyOf(expression: ExpressionNode | undefined): string | null {
  if (!expression) return null
  const body = (expression.body ?? '').trim()
  return body === '' ? null : body
}

/** A condition: a ${...} template that parses (a plain text would always count as true). */
function conditionProblem(expression: ExpressionNode | undefined): string | null {
  const body = bodyOf(expression)
  if (body === null) return null
  const language = expression?.language?.trim()
  if (language) return `使用了脚本语言 ${language}，流程引擎只支持 \${...} 表达式`
  if (!body.includes('${')) return SHOULD_BE_EXPRESSION
  const reason = checkTemplate(body)
  return reason === null ? null : `有误：${reason}`
}

function checkSequenceFlow(node: ModdleNode, report: Report): void {
  if (node.$type !== 'bpmn:SequenceFlow') return
  const problem = conditionProblem(node.conditionExpression)
  if (problem) report(node, `连线(${labelOf(node)})的条件${problem}`)
}

function collectionOf(loop: ModdleNode): string | null {
  if (typeof loop.collection === 'string') return loop.collection
  for (const [key, value] of Object.entries(loop.$attrs ?? {})) {
    if (/(^|:)collection$/.test(key) && typeof value === 'string') return value
  }
  return null
}

function checkMultiInstance(node: ModdleNode, report: Report): void {
  const loop = node.loopCharacteristics
  if (loop?.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return
  const label = labelOf(node)
  const cardinality = bodyOf(loop.loopCardinality)
  if (cardinality !== null) {
    if (!cardinality.includes('${')) {
      if (!/^\d+$/.test(cardinality)) {
        report(node, `任务(${label})的循环基数必须是非负整数或 \${...} 表达式`)
      }
    } else {
      const reason = checkTemplate(cardinality)
      if (reason) report(node, `任务(${label})的循环基数有误：${reason}`)
    }
  }
  const completion = conditionProblem(loop.completionCondition)
  if (completion) report(node, `任务(${label})的完成条件${completion}`)
  // A plain collection is the name of a variable (Flowable reads it so); only ${...} is parsed.
  const collection = collectionOf(loop)?.trim()
  if (collection) {
    const reason = checkTemplate(collection)
    if (reason) report(node, `任务(${label})的集合表达式有误：${reason}`)
  }
}

const TIMER_FIELDS = [
  ['timeDuration', '时长', isIsoDuration, 'PT48H、P2D'],
  ['timeDate', '日期时间', isIsoDateTime, '2026-01-31T09:00:00+08:00'],
  ['timeCycle', '重复周期', isIsoRepeatingInterval, 'R3/PT10M'],
] as const

function checkTimers(node: ModdleNode, report: Report): void {
  for (const definition of node.eventDefinitions ?? []) {
    if (definition.$type !== 'bpmn:TimerEventDefinition') continue
    const label = labelOf(node)
    let anySet = false
    for (const [field, kind, isValid, example] of TIMER_FIELDS) {
      const value = bodyOf(definition[field])
      if (value === null) continue
      anySet = true
      if (value.includes('${')) {
        const reason = checkTemplate(value)
        if (reason) report(node, `定时事件(${label})的时间表达式有误：${reason}`)
      } else if (!isValid(value)) {
        report(
          node,
          `定时事件(${label})的时间 "${value}" 不是有效的 ISO 8601 ${kind}（例如 ${example}）`,
        )
      }
    }
    if (!anySet) report(node, `定时事件(${label})未设置时间`)
  }
}
