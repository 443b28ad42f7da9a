import { z } from 'zod'
import { isEmail } from '@/shared/utils/validators'
import { passwordField } from '@/shared/wire/password-rules'

const MOBILE_PATTERN = /^1[3-9]\d{9}$/

export const SEX_OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const

export const basicInfoSchema = z.object({
  nickname: z.string().trim().min(1, '用户昵称不能为空').max(30, '用户昵称不能超过 30 个字符'),
  mobile: z.string().trim().regex(MOBILE_PATTERN, '请输入正确的手机号码'),
  email: z
    .string()
    .trim()
    .min(1, '邮箱地址不能为空')
    .refine((value) => isEmail(value), '请输入正确的邮箱地址'),
  sex: z.number().int(),
})

export type BasicInfoValues = z.input<typeof basicInfoSchema>

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, '旧密码不能为空'),
    newPassword: passwordField('新密码'),
    confirmPassword: z.string().min(1, '确认密码不能为空'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  })

export type ChangePasswordValues = z.input<typeof changePasswordSchema>

/** Avatar upload limits. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

/** Why a chosen avatar file cannot be uploaded, or null when it can. */
export function avatarFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/') || !AVATAR_ACCEPT.split(',').includes(file.type)) {
    return '请选择图片文件（PNG、JPG、GIF 或 WEBP）'
  }
  if (file.size > AVATAR_MAX_BYTES) return '头像图片大小不能超过 2MB'
  return null
}
