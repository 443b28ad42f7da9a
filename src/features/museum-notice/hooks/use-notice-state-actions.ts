import { popup } from '@/shared/ui/popups'
import { useChangeNoticeStateMutation } from '../api/notice-api'
import type { NoticeKind } from '../model/notice-types'

const VERB = { publish: '发布', withdraw: '撤回' } as const

/**
 * 发布 / 撤回 of a row: asks first (是否确认发布公告"…"?), then toasts 发布成功 / 撤回成功. A
 * refusal (already published meanwhile) is shown by the HTTP kernel with the server's reason.
 */
export function useNoticeStateActions(kind: NoticeKind, noun: string) {
  const [change] = useChangeNoticeStateMutation()
  return async (action: 'publish' | 'withdraw', row: { id: number; title: string }) => {
    const verb = VERB[action]
    const confirmed = await popup.confirm(`是否确认${verb}${noun}"${row.title}"?`, {
      type: 'warning',
    })
    if (!confirmed) return
    try {
      await change({ kind, action, id: row.id }).unwrap()
    } catch {
      return
    }
    popup.message.success(`${verb}成功`)
  }
}
