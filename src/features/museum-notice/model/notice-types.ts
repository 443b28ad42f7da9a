import { z } from 'zod'
import type { PageParams } from '@/shared/list-kit'
import { hasVisibleContent } from '@/shared/rich-text'
import type { MuseumNoticeItem, MuseumReserveNoticeItem } from '@/shared/wire/museum-notice'

export type AnnouncementItem = MuseumNoticeItem
export type ReserveNoticeItem = MuseumReserveNoticeItem

// Status values of the two dictionaries (notice_status, reserve_notice_status). Written here
// rather than imported from the wire module so the screens' chunks take no zod code from it.
export const ANNOUNCEMENT_PUBLISHED = 0
export const RESERVE_NOTICE_PUBLISHED = 1

export interface AnnouncementSave {
  id?: number
  title: string
  type: number
  content: string
}

export interface ReserveNoticeSave extends AnnouncementSave {
  sort: number
}

export type NoticeQuery = PageParams & { title?: string; type?: string; status?: string }

/** The two notice modules: what differs between 公告管理 and 预约须知. */
export type NoticeKind = 'announcement' | 'reserve-notice'

const title = z.string().trim().min(1, '标题不能为空').max(100, '标题长度不能超过 100 个字符')
const type = z.number({ error: '类型不能为空' })
/** Same message as the server's for a content that shows nothing. */
const content = z.string().refine(hasVisibleContent, '内容不能为空')

export const announcementFormSchema = z.object({
  id: z.number().optional(),
  title,
  type: type.refine((v) => [1, 2, 3].includes(v), '公告类型不能为空'),
  content,
})

export const reserveNoticeFormSchema = z.object({
  id: z.number().optional(),
  title,
  type: type.refine((v) => [1, 2, 3].includes(v), '须知类型不能为空'),
  sort: z
    .number({ error: '显示顺序不能为空' })
    .int('显示顺序必须是整数')
    .min(0, '显示顺序必须在 0 到 9999 之间')
    .max(9999, '显示顺序必须在 0 到 9999 之间'),
  content,
})

export type AnnouncementFormValues = z.input<typeof announcementFormSchema>
export type ReserveNoticeFormValues = z.input<typeof reserveNoticeFormSchema>
