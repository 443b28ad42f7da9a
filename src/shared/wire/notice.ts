import { z } from 'zod'
import { epochMs, id } from './common'
import {
  optionalStatus,
  optionalText,
  requiredInt,
  requiredIntIn,
  requiredStatus,
  requiredText,
} from './fields'

// 通知公告 of the back office: /system/notice/* (docs/admin-api.md#system-administration).
// `content` is HTML; the server keeps only its cleaned form and refuses one that shows nothing.

/** system_notice_type: 1 通知, 2 公告. */
export const SYSTEM_NOTICE_TYPES = [1, 2] as const
export const SYSTEM_NOTICE_TITLE_MAX = 50
/** Characters of HTML (JSON bodies are limited to 1 MB; editor documents stay far below). */
export const SYSTEM_NOTICE_CONTENT_MAX = 100_000
export const SYSTEM_NOTICE_CONTENT_EMPTY = '公告内容不能为空'

/** An item of page and get. */
export const noticeItem = z.object({
  id,
  title: z.string(),
  type: z.number().int(),
  content: z.string(),
  status: z.number().int(),
  createTime: epochMs,
})

const saveFields = {
  title: requiredText('公告标题', SYSTEM_NOTICE_TITLE_MAX),
  type: requiredIntIn('公告类型', SYSTEM_NOTICE_TYPES),
  content: z
    .string({ error: SYSTEM_NOTICE_CONTENT_EMPTY })
    .max(SYSTEM_NOTICE_CONTENT_MAX, `公告内容长度不能超过 ${SYSTEM_NOTICE_CONTENT_MAX} 个字符`),
  status: requiredStatus(),
}

/** Body of POST create. */
export const noticeCreate = z.object(saveFields)
/** Body of PUT update. */
export const noticeUpdate = z.object({ id: requiredInt('公告编号'), ...saveFields })

/** Filters of GET page. */
export const noticeFilters = {
  title: optionalText('公告标题', SYSTEM_NOTICE_TITLE_MAX),
  status: optionalStatus(),
}

export type NoticeItem = z.output<typeof noticeItem>
export type NoticeCreate = z.output<typeof noticeCreate>
export type NoticeUpdate = z.output<typeof noticeUpdate>
