import {
  ACTIVITY_STATUS_CANCELLED,
  ACTIVITY_STATUS_ENDED,
  ACTIVITY_STATUS_MOVES,
  ACTIVITY_STATUS_RUNNING,
  ACTIVITY_STATUS_SIGNING,
} from '@/shared/wire/museum-activity'

/** A status change offered in a row: its button, its question and the status it goes to. */
export interface StatusMove {
  to: number
  label: string
  question: string
}

const MOVE_TEXTS: Record<number, { label: string; question: string }> = {
  [ACTIVITY_STATUS_SIGNING]: { label: '开始报名', question: '是否确认开始活动"{}"的报名？' },
  [ACTIVITY_STATUS_RUNNING]: { label: '开始活动', question: '是否确认活动"{}"已开始？' },
  [ACTIVITY_STATUS_ENDED]: { label: '结束活动', question: '是否确认结束活动"{}"？' },
  [ACTIVITY_STATUS_CANCELLED]: {
    label: '取消活动',
    question: '是否确认取消活动"{}"？待审核和报名成功的报名将一并取消。',
  },
}

/** The button of a change to `to` (开始报名, 开始活动, 结束活动, 取消活动). */
export function statusMoveLabel(to: number): string {
  return MOVE_TEXTS[to]?.label ?? ''
}

/** The status changes an activity in `status` offers (the server allows exactly these). */
export function statusMoves(status: number, title: string): StatusMove[] {
  return (ACTIVITY_STATUS_MOVES[status] ?? []).map((to) => ({
    to,
    label: MOVE_TEXTS[to].label,
    question: MOVE_TEXTS[to].question.replace('{}', title),
  }))
}

/** The tab of an activity's sign-up data names the activity. */
export function signDataTabTitle(title: string): string {
  return `报名数据 - ${title}`
}

/** Where 报名数据 of an activity opens. */
export function signDataPath(activityId: number): string {
  return `/activity/sign/data/${activityId}`
}

/** Whether staff can take a sign-up for it now: inside the window and not ended or cancelled. */
export function isOpenForSignUp(
  activity: { status: number; signStartTime: number; signEndTime: number },
  now = Date.now(),
): boolean {
  return (
    activity.status !== ACTIVITY_STATUS_ENDED &&
    activity.status !== ACTIVITY_STATUS_CANCELLED &&
    now >= activity.signStartTime &&
    now <= activity.signEndTime
  )
}
