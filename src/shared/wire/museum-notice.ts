import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalIntIn, optionalText, requiredInt, requiredIntIn, requiredText } from './fields'

// 公告管理 /museum/notice/* and 预约须知 /museum/reserve-notice/* (docs/admin-api.md#museum-modules).
// `content` is HTML; the server keeps only its sanitised form and refuses one that is empty once
// cleaned with CONTENT_EMPTY_MESSAGE.

/** notice_type: 1 闭馆公告, 2 展览公告, 3 活动公告. */
export const NOTICE_TYPES = [1, 2, 3] as const
/** notice_status: 0 已发布, 1 已撤回 (a new announcement starts as 1, not yet published). */
export const NOTICE_STATUS_PUBLISHED = 0
export const NOTICE_STATUS_WITHDRAWN = 1
export const NOTICE_STATUSES = [NOTICE_STATUS_PUBLISHED, NOTICE_STATUS_WITHDRAWN] as const

/** reserve_notice_type: 1 个人预约须知, 2 团队预约须知, 3 活动报名须知. */
export const RESERVE_NOTICE_TYPES = [1, 2, 3] as const
/** reserve_notice_status: 0 草稿, 1 已发布. */
export const RESERVE_NOTICE_STATUS_DRAFT = 0
export const RESERVE_NOTICE_STATUS_PUBLISHED = 1
export const RESERVE_NOTICE_STATUSES = [
  RESERVE_NOTICE_STATUS_DRAFT,
  RESERVE_NOTICE_STATUS_PUBLISHED,
] as const

export const CONTENT_EMPTY_MESSAGE = '内容不能为空'
/** Characters of HTML; the editor's documents stay far below (JSON bodies are limited to 1 MB). */
export const CONTENT_MAX_LENGTH = 100_000
export const NOTICE_TITLE_MAX_LENGTH = 100

const title = requiredText('标题', NOTICE_TITLE_MAX_LENGTH)
const content = requiredText('内容', CONTENT_MAX_LENGTH)

/** An item of page and get. */
export const museumNoticeItem = z.object({
  id,
  title: z.string(),
  type: z.number().int(),
  content: z.string(),
  status: z.number().int(),
  publishTime: epochMs.nullable(),
  createTime: epochMs,
})

const noticeFields = {
  title,
  type: requiredIntIn('公告类型', NOTICE_TYPES),
  content,
}

/** Body of POST create (a new announcement is saved unpublished; 发布 publishes it). */
export const museumNoticeCreate = z.object(noticeFields)
/** Body of PUT update. */
export const museumNoticeUpdate = z.object({ id: requiredInt('公告编号'), ...noticeFields })

/** Filters of GET page. */
export const museumNoticeFilters = {
  title: optionalText('标题', NOTICE_TITLE_MAX_LENGTH),
  type: optionalIntIn('公告类型', NOTICE_TYPES),
  status: optionalIntIn('公告状态', NOTICE_STATUSES),
}

/** An item of page and get. */
export const museumReserveNoticeItem = z.object({
  id,
  title: z.string(),
  type: z.number().int(),
  content: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  createTime: epochMs,
})

const reserveNoticeFields = {
  title,
  type: requiredIntIn('须知类型', RESERVE_NOTICE_TYPES),
  content,
  sort: requiredInt('显示顺序').refine((v) => v >= 0 && v <= 9999, '显示顺序必须在 0 到 9999 之间'),
}

/** Body of POST create (saved as 草稿; 发布 publishes it). */
export const museumReserveNoticeCreate = z.object(reserveNoticeFields)
/** Body of PUT update. */
export const museumReserveNoticeUpdate = z.object({
  id: requiredInt('须知编号'),
  ...reserveNoticeFields,
})

/** Filters of GET page. */
export const museumReserveNoticeFilters = {
  title: optionalText('标题', NOTICE_TITLE_MAX_LENGTH),
  type: optionalIntIn('须知类型', RESERVE_NOTICE_TYPES),
  status: optionalIntIn('须知状态', RESERVE_NOTICE_STATUSES),
}

/** Body of PUT publish / withdraw of either kind. */
export const noticeIdBody = (label: string) => z.object({ id: requiredInt(label) })

export type MuseumNoticeItem = z.output<typeof museumNoticeItem>
export type MuseumNoticeCreate = z.output<typeof museumNoticeCreate>
export type MuseumNoticeUpdate = z.output<typeof museumNoticeUpdate>
export type MuseumReserveNoticeItem = z.output<typeof museumReserveNoticeItem>
export type MuseumReserveNoticeCreate = z.output<typeof museumReserveNoticeCreate>
export type MuseumReserveNoticeUpdate = z.output<typeof museumReserveNoticeUpdate>
