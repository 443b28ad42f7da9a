import {
  RESULT_APPROVE,
  RESULT_BACK,
  RESULT_CANCEL,
  RESULT_DELEGATE,
  RESULT_REJECT,
  RESULT_RUNNING,
  type BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'

/**
 * Tasks still waiting for someone: in progress, or delegated to someone else's hands, and not
 * finished (a delegation also leaves a finished row with the delegating owner as history).
 */
export function isOpenTask(task: Pick<BpmTaskOfInstance, 'result' | 'endTime'>): boolean {
  return (task.result === RESULT_RUNNING || task.result === RESULT_DELEGATE) && !task.endTime
}

/** The open tasks the signed-in user must act on: one approval card each, in the server's order. */
export function openTasksOf(
  tasks: readonly BpmTaskOfInstance[],
  userId: number | null | undefined,
): BpmTaskOfInstance[] {
  if (userId === null || userId === undefined) return []
  return tasks.filter((task) => isOpenTask(task) && task.assigneeUser?.id === userId)
}

/**
 * The 审批记录 timeline: cancelled tasks left out (a cancellation shows on the instance, not as
 * an approval), open tasks first with the newest created on top, then finished ones with the
 * latest finished on top.
 */
export function timelineTasks(tasks: readonly BpmTaskOfInstance[]): BpmTaskOfInstance[] {
  const shown = tasks.filter((task) => task.result !== RESULT_CANCEL)
  const open = shown.filter((task) => !task.endTime).sort((a, b) => b.createTime - a.createTime)
  const done = shown
    .filter((task) => !!task.endTime)
    .sort((a, b) => (b.endTime ?? 0) - (a.endTime ?? 0))
  return [...open, ...done]
}

export type ResultColor = 'primary' | 'success' | 'error' | 'info' | 'warning' | 'default'
export type ResultIcon = 'time' | 'check' | 'close' | 'remove' | 'back' | 'dot'

export interface ResultLook {
  color: ResultColor
  icon: ResultIcon
}

const LOOKS: Record<number, ResultLook> = {
  [RESULT_RUNNING]: { color: 'primary', icon: 'time' },
  [RESULT_APPROVE]: { color: 'success', icon: 'check' },
  [RESULT_REJECT]: { color: 'error', icon: 'close' },
  [RESULT_CANCEL]: { color: 'info', icon: 'remove' },
  [RESULT_BACK]: { color: 'warning', icon: 'back' },
}

const PLAIN: ResultLook = { color: 'default', icon: 'dot' }

/** Icon and colour of a timeline entry and its reason tag, by the task's result. */
export function resultLook(result: number): ResultLook {
  return LOOKS[result] ?? PLAIN
}
