import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import {
  optionalStatus,
  optionalText,
  requiredInt,
  requiredIntIn,
  requiredStatus,
  requiredText,
} from './fields'

// 站内信模板: /system/notify-template/* (docs/admin-api.md#system-administration). A template's
// content names its parameters as {name}; the server lists them in `params` when it saves, and
// send-notify fills them in to write the recipient's message.

/** system_notify_template_type: 1 通知公告, 2 系统消息. */
export const NOTIFY_TEMPLATE_TYPES = [1, 2] as const
/** UserTypeEnum.ADMIN: messages of back-office users (the only kind this console has). */
export const NOTIFY_USER_TYPE_ADMIN = 2

const PLACEHOLDER = /\{([^{}]+)\}/g

/** The {param} names of `content`, trimmed, each once, in order of first appearance. */
export function templateParamsOf(content: string): string[] {
  const names = [...content.matchAll(PLACEHOLDER)].map((match) => match[1].trim())
  return [...new Set(names.filter((name) => name !== ''))]
}

/** `content` with every {param} replaced by its value; unknown names stay as they are. */
export function fillTemplate(content: string, values: Record<string, unknown>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()]
    return value === undefined || value === null ? whole : String(value)
  })
}

/** An item of page and get. */
export const notifyTemplateItem = z.object({
  id,
  name: z.string(),
  code: z.string(),
  nickname: z.string(),
  content: z.string(),
  params: z.array(z.string()),
  type: z.number().int(),
  status: z.number().int(),
  remark: nullableText,
  createTime: epochMs,
})

const saveFields = {
  name: requiredText('模板名称', 63),
  code: requiredText('模板编码', 63).refine(
    (s) => /^[A-Za-z][\w-]*$/.test(s.trim()),
    '模板编码只能包含字母、数字、下划线和中划线，且以字母开头',
  ),
  nickname: requiredText('发送人名称', 255),
  content: requiredText('模板内容', 1024),
  type: requiredIntIn('模板类型', NOTIFY_TEMPLATE_TYPES),
  status: requiredStatus(),
  remark: optionalText('备注', 255),
}

/** Body of POST create. */
export const notifyTemplateCreate = z.object(saveFields)
/** Body of PUT update. */
export const notifyTemplateUpdate = z.object({ id: requiredInt('模板编号'), ...saveFields })

/** Filters of GET page (besides `createTime[0]/[1]`). */
export const notifyTemplateFilters = {
  name: optionalText('模板名称', 63),
  code: optionalText('模板编码', 63),
  status: optionalStatus(),
}

/** Body of POST send-notify; answers the new message's id. */
export const notifySendBody = z.object({
  userId: requiredInt('接收人'),
  userType: requiredIntIn('用户类型', [NOTIFY_USER_TYPE_ADMIN]),
  templateCode: requiredText('模板编码', 63),
  templateParams: z
    .record(z.string(), z.unknown(), { error: '模板参数格式不正确' })
    .optional()
    .transform((v) => v ?? {}),
})

export type NotifyTemplateItem = z.output<typeof notifyTemplateItem>
export type NotifyTemplateCreate = z.output<typeof notifyTemplateCreate>
export type NotifyTemplateUpdate = z.output<typeof notifyTemplateUpdate>
export type NotifySendBody = z.input<typeof notifySendBody>
