import { z } from 'zod'
import { epochMs, id } from './common'

// In-site messages: /system/notify-message/* (docs/admin-api.md#notify-messages).

/** An item of page, my-page and get-unread-list. */
export const notifyMessageItem = z.object({
  id,
  userId: id,
  userType: z.number().int(),
  templateId: id,
  templateCode: z.string(),
  /** The sender's name. */
  templateNickname: z.string(),
  templateContent: z.string(),
  /** A system_notify_template_type value. */
  templateType: z.number().int(),
  templateParams: z.record(z.string(), z.unknown()).nullable(),
  readStatus: z.boolean(),
  readTime: epochMs.nullable(),
  createTime: epochMs,
})

/** data of GET get-unread-count. */
export const unreadCount = z.number().int().min(0)

export type NotifyMessageItem = z.output<typeof notifyMessageItem>
