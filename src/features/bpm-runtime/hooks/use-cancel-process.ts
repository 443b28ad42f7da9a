import { useCallback } from 'react'
import { popup } from '@/shared/ui/popups'
import { useCancelProcessInstanceMutation } from '../api/process-instance-api'

/** A reason needs one character that is not blank. */
const NOT_BLANK = /\S/

/**
 * 取消 of 我的流程: asks for the reason (取消流程 / 请输入取消原因？, the confirm button waits for a
 * reason: 取消原因不能为空), cancels, says 取消成功. A refused cancel is shown by the http kernel.
 */
export function useCancelProcess(): (processInstanceId: string) => Promise<void> {
  const [cancel] = useCancelProcessInstanceMutation()
  return useCallback(
    async (processInstanceId: string) => {
      const reason = await popup.prompt('请输入取消原因？', {
        title: '取消流程',
        inputPattern: NOT_BLANK,
        inputErrorMessage: '取消原因不能为空',
      })
      if (reason === null) return
      const result = await cancel({ id: processInstanceId, reason: reason.trim() })
      if (!('error' in result)) popup.message.success('取消成功')
    },
    [cancel],
  )
}
