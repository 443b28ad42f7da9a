import { useMemo, useState } from 'react'
import { ResourcePage } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  NoticePreviewDialog,
  publishTimeText,
  type NoticePreview,
} from '../components/notice-preview-dialog'
import { useNoticeStateActions } from '../hooks/use-notice-state-actions'
import { announcementResource } from '../resources/announcement-resource'

/** 公告管理 (page key 'reserve/announcement/index'). */
export default function AnnouncementPage() {
  const [preview, setPreview] = useState<NoticePreview | null>(null)
  const changeState = useNoticeStateActions('announcement', '公告')
  const resource = useMemo(
    () =>
      announcementResource({
        preview: (row) =>
          setPreview({
            ...row,
            typeDict: DICT_TYPE.NOTICE_TYPE,
            statusDict: DICT_TYPE.NOTICE_STATUS,
            meta: publishTimeText(row.publishTime),
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
