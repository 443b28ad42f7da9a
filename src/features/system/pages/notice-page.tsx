import { ResourcePage } from '@/shared/crud'
import { noticeResource } from '../resources/notice-resource'

/** 通知公告 (page key 'system/notice/index'). */
export default function NoticePage() {
  return <ResourcePage resource={noticeResource} />
}
