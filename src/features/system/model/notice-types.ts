import { z } from 'zod'
import { hasVisibleContent } from '@/shared/rich-text'
import type { NoticeCreate, NoticeItem as WireNoticeItem } from '@/shared/wire/notice'
import type { PageQuery } from './system-types'

/** 通知公告 rows and bodies (docs/admin-api.md#system-administration). */
export type NoticeItem = WireNoticeItem
/** Body of create (no id) and update (with id). */
export type NoticeSave = NoticeCreate & { id?: number }
export type NoticeQuery = PageQuery<'title' | 'status'>

export const noticeFormSchema = z.object({
  id: z.number().optional(),
  title: z.string().trim().min(1, '公告标题不能为空').max(50, '公告标题不能超过 50 个字符'),
  type: z.number({ error: '公告类型不能为空' }),
  status: z.number(),
  // The server's message for a content that shows nothing once cleaned.
  content: z.string().refine(hasVisibleContent, '公告内容不能为空'),
})
export type NoticeFormValues = z.input<typeof noticeFormSchema>
