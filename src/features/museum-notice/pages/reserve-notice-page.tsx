import { useMemo, useState } from 'react'
import { ResourcePage } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { NoticePreviewDialog, type NoticePreview } from '../components/notice-preview-dialog'
import { useNoticeStateActions } from '../hooks/use-notice-state-actions'
import { reserveNoticeResource } from '../resources/reserve-notice-resource'

/** 预约须知 (page key 'reserve/notice/index'). */
export default function ReserveNoticePage() {
  const [preview, setPreview] = useState<NoticePreview | null>(null)
  const changeState = useNoticeStateActions('reserve-notice', '预约须知')
  const resource = useMemo(
    () =>
      reserveNoticeResource({
        preview: (row) =>
          setPreview({
            ...row,
            typeDict: DICT_TYPE.RESERVE_NOTICE_TYPE,
            statusDict: DICT_TYPE.RESERVE_NOTICE_STATUS,
          }),
        publish: (row) => void changeState('publish', row),
        withdraw: (row) => void changeState('withdraw', row),
      }),
    [changeState],
  )
  return (
    <ResourcePage resource={resource}>
      <NoticePreviewDialog notice={preview} onClose={() => setPreview(null)} />
    </ResourcePage>
  )
}
