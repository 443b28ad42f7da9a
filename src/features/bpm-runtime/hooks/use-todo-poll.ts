import { useCallback, useEffect, useRef, useState } from 'react'
import { usePermission } from '@/shared/permissions'
import { selectToken, selectUser } from '@/shared/session/session-slice'
import { readItem, writeItem } from '@/shared/storage/local-storage'
import { useAppSelector } from '@/shared/store-hooks'
import { useGetTodoTaskPageQuery } from '../api/task-list-api'
import {
  isTodoRise,
  parseStoredCount,
  TODO_POLL_INTERVAL_MS,
  TODO_POLL_QUERY,
  todoCountKey,
} from '../model/todo-notice'
import { useDocumentVisible } from './use-document-visible'

/** Who may read their todo list at all. */
export const TODO_QUERY_PERMISSION = ['bpm:task:query'] as const

export interface TodoPoll {
  /** The todo total to announce, or null when there is nothing to show. */
  notice: number | null
  dismiss: () => void
}

/**
 * Polls my todo total while the console is shown: every 5 s while the document is visible, none
 * while it is hidden (one request as soon as it is shown again), none without bpm:task:query or a
 * session, and none once the caller unmounts (the poll is this hook's RTK Query subscription).
 * A total above the last stored one (or the first one stored) becomes the notice.
 */
export function useTodoPoll(): TodoPoll {
  const { hasPermi } = usePermission()
  const token = useAppSelector(selectToken)
  const user = useAppSelector(selectUser)
  const visible = useDocumentVisible()
  const allowed = Boolean(token) && user !== null && hasPermi(TODO_QUERY_PERMISSION)

  const { data, fulfilledTimeStamp, refetch } = useGetTodoTaskPageQuery(TODO_POLL_QUERY, {
    skip: !allowed,
    pollingInterval: visible ? TODO_POLL_INTERVAL_MS : 0,
  })

  // Shown again after a pause: ask at once instead of waiting for the next tick.
  const wasVisible = useRef(visible)
  useEffect(() => {
    if (allowed && visible && !wasVisible.current) void refetch()
    wasVisible.current = visible
  }, [allowed, visible, refetch])

  const [notice, setNotice] = useState<number | null>(null)
  const [compared, setCompared] = useState<number | undefined>(undefined)
  const total = data?.total
  const userId = user?.id
  // Each answer (by its time) is compared once with the stored count, while rendering (React's
  // pattern for state derived from a change); storing the new count is the effect below.
  if (allowed && total !== undefined && userId !== undefined && fulfilledTimeStamp !== compared) {
    setCompared(fulfilledTimeStamp)
    if (isTodoRise(total, parseStoredCount(readItem(todoCountKey(userId))))) setNotice(total)
  }
  useEffect(() => {
    if (!allowed || total === undefined || userId === undefined) return
    const key = todoCountKey(userId)
    if (readItem(key) !== String(total)) writeItem(key, String(total))
  }, [allowed, total, userId, fulfilledTimeStamp])

  const dismiss = useCallback(() => setNotice(null), [])
  return { notice: allowed ? notice : null, dismiss }
}
