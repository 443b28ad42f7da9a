import { formatDate } from '@/shared/utils/format-date'
import type {
  BpmProcessInstanceDetail,
  BpmTaskOfInstance,
  BpmUserSummary,
} from '@/shared/wire/bpm-runtime'

/**
 * The hover card of a diagram element: who started the process, who approved a task and how, how
 * the process ended. Everything here is data (task reasons are what approvers typed), so the card
 * is built from DOM nodes and textContent, never parsed as HTML.
 */

export interface OverlayLine {
  label: string
  value: string
}

/** One block of lines; a countersign task shows one block per approver. */
export type OverlayBlock = OverlayLine[]

const RESULT_LABELS: Readonly<Record<number, string>> = {
  1: '处理中',
  2: '通过',
  3: '不通过',
  4: '已取消',
  5: '退回',
  6: '委派',
}

export function resultLabel(result: number): string {
  return RESULT_LABELS[result] ?? `未知(${result})`
}

/** At most this many approvers in one card; the rest are counted. */
export const MAX_TASK_BLOCKS = 8

export type OverlayInstance = Pick<
  BpmProcessInstanceDetail,
  'status' | 'result' | 'createTime' | 'endTime'
> & { startUser?: BpmUserSummary | null }

export type OverlayTask = Pick<
  BpmTaskOfInstance,
  'id' | 'definitionKey' | 'result' | 'reason' | 'createTime' | 'endTime' | 'assigneeUser'
>

export interface OverlaySubject {
  /** The element's moddle type, e.g. 'bpmn:UserTask'. */
  type: string
  /** Its tasks (user tasks only), newest first. */
  tasks: readonly OverlayTask[]
  processInstance?: OverlayInstance
}

const line = (label: string, value: string | null | undefined): OverlayLine => ({
  label,
  value: value ?? '',
})

/** The blocks of the card for an element, or [] when it has nothing to show. */
export function overlayBlocks({ type, tasks, processInstance }: OverlaySubject): OverlayBlock[] {
  if (type === 'bpmn:StartEvent') {
    if (!processInstance) return []
    return [
      [
        line('发起人：', processInstance.startUser?.nickname),
        line('部门：', processInstance.startUser?.deptName),
        line('创建时间：', formatDate(processInstance.createTime)),
      ],
    ]
  }
  if (type === 'bpmn:UserTask') {
    return tasks
      .slice(0, MAX_TASK_BLOCKS)
      .map((task) => [
        line('审批人：', task.assigneeUser?.nickname),
        line('部门：', task.assigneeUser?.deptName),
        line('结果：', resultLabel(task.result)),
        line('创建时间：', formatDate(task.createTime)),
        line('结束时间：', formatDate(task.endTime)),
        line('审批建议：', task.reason),
      ])
  }
  if (type === 'bpmn:EndEvent') {
    // Only a process that has ended has a result to show at its end.
    if (!processInstance || processInstance.result === 1) return []
    return [
      [
        line('结果：', resultLabel(processInstance.result)),
        line('结束时间：', formatDate(processInstance.endTime)),
      ],
    ]
  }
  return []
}

/** The card's look (the production console's): a dark translucent box with light text. */
export const OVERLAY_STYLE = {
  padding: '8px',
  background: 'rgba(0, 0, 0, 0.6)',
  borderRadius: '4px',
  color: '#fafafa',
  width: '200px',
  boxSizing: 'border-box',
  fontSize: '12px',
  lineHeight: '1.6',
  pointerEvents: 'none',
  wordBreak: 'break-all',
} as const

/** The card as DOM, text set through textContent only. `more` counts approvers left out. */
export function buildOverlayElement(
  doc: Document,
  blocks: readonly OverlayBlock[],
  more = 0,
): HTMLElement {
  const card = doc.createElement('div')
  card.className = 'process-viewer-overlay'
  card.setAttribute('role', 'tooltip')
  Object.assign(card.style, OVERLAY_STYLE)
  blocks.forEach((block, index) => {
    const section = doc.createElement('div')
    if (index > 0) {
      section.style.borderTop = '1px solid rgba(250, 250, 250, 0.4)'
      section.style.marginTop = '4px'
      section.style.paddingTop = '4px'
    }
    for (const { label, value } of block) {
      const row = doc.createElement('p')
      row.style.margin = '0'
      row.textContent = `${label}${value}`
      section.appendChild(row)
    }
    card.appendChild(section)
  })
  if (more > 0) {
    const rest = doc.createElement('p')
    rest.style.margin = '4px 0 0'
    rest.textContent = `另有 ${more} 位审批人`
    card.appendChild(rest)
  }
  return card
}
