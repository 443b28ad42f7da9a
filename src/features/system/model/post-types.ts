import { z } from 'zod'
import type { PostCreate, PostItem as WirePostItem } from '@/shared/wire/post'
import type { PageQuery } from './system-types'

/** 岗位 rows and bodies (docs/admin-api.md#system-administration). */
export type PostItem = WirePostItem
/** Body of create (no id) and update (with id). */
export type PostSave = PostCreate & { id?: number }
export type PostQuery = PageQuery<'code' | 'name' | 'status'>

/** The cache tag the post pickers (rule editor, user form) also provide: a change refreshes them. */
export const POST_TAG = 'SystemPost'

export const postFormSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '岗位名称不能为空').max(50, '岗位名称不能超过 50 个字符'),
  code: z.string().trim().min(1, '岗位编码不能为空').max(64, '岗位编码不能超过 64 个字符'),
  sort: z
    .number({ error: '岗位顺序不能为空' })
    .int('岗位顺序必须是整数')
    .min(0, '岗位顺序必须在 0 到 9999 之间')
    .max(9999, '岗位顺序必须在 0 到 9999 之间'),
  status: z.number(),
  remark: z.string().max(500, '备注不能超过 500 个字符'),
})
export type PostFormValues = z.input<typeof postFormSchema>
