import { z } from 'zod'
import type {
  NotifyTemplateCreate,
  NotifyTemplateItem as WireNotifyTemplateItem,
} from '@/shared/wire/notify-template'
import type { PageQuery } from './system-types'

/** 站内信模板 rows and bodies (docs/admin-api.md#system-administration). */
export type NotifyTemplateItem = WireNotifyTemplateItem
/** Body of create (no id) and update (with id); the server reads the {param}s itself. */
export type NotifyTemplateSave = NotifyTemplateCreate & { id?: number }
export type NotifyTemplateQuery = PageQuery<'name' | 'code' | 'status'>

/** Back-office users (UserTypeEnum.ADMIN): the only recipients this console sends to. */
export const NOTIFY_USER_TYPE_ADMIN = 2

export interface NotifySendRequest {
  userId: number
  userType: number
  templateCode: string
  templateParams: Record<string, string>
}

export const notifyTemplateFormSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '模板名称不能为空').max(63, '模板名称不能超过 63 个字符'),
  code: z
    .string()
    .trim()
    .min(1, '模板编码不能为空')
    .regex(/^[A-Za-z][\w-]*$/, '模板编码只能包含字母、数字、下划线和中划线，且以字母开头'),
  nickname: z
    .string()
    .trim()
    .min(1, '发送人名称不能为空')
    .max(255, '发送人名称不能超过 255 个字符'),
  content: z.string().trim().min(1, '模板内容不能为空').max(1024, '模板内容不能超过 1024 个字符'),
  type: z.number({ error: '模板类型不能为空' }),
  status: z.number(),
  remark: z.string().max(255, '备注不能超过 255 个字符'),
})
export type NotifyTemplateFormValues = z.input<typeof notifyTemplateFormSchema>

/** The 测试 dialog's recipient (the parameters' fields come with the shared send dialog). */
export const notifyRecipientShape = {
  userId: z
    .number({ error: '接收人不能为空' })
    .nullable()
    .refine((v) => v !== null, '接收人不能为空'),
}
