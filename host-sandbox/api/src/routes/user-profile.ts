import type { FastifyInstance, FastifyRequest } from 'fastify'
import { asCommonStatus } from '../../../../src/shared/wire/common'
import {
  passwordUpdateBody,
  profileItem,
  profileUpdateBody,
  type ProfileItem,
} from '../../../../src/shared/wire/profile'
import { sessionOf } from '../auth/auth-hook'
import { changeOwnPassword } from '../auth/account-changes'
import { findUserByEmail, findUserById, findUserByMobile } from '../db/repos/user-repo'
import { BizError, bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { UserErrors } from '../lib/error-codes'
import { parseInput, wireItem } from '../lib/validation'
import { INLINE_IMAGE_TYPES, readUploadedFile } from '../lib/uploads'
import { storeUploadedFile } from './infra-file'

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
const AVATAR_RULE = { field: 'avatarFile', label: '头像文件', maxBytes: AVATAR_MAX_BYTES }
// Only PNG, JPEG, GIF and WebP pass (lib/uploads.ts INLINE_IMAGE_TYPES).
export const AVATAR_NOT_IMAGE = '请求参数不正确:头像必须是图片文件'

type NamedRef = { id: number; name: string }

function profileOf(ctx: AppContext, userId: number): ProfileItem {
  const user = findUserById(ctx.db, userId)
  if (!user) throw bizError(UserErrors.USER_NOT_EXISTS)
  const roles = ctx.db
    .prepare(
      `SELECT r.id, r.name FROM system_role r JOIN system_user_role ur ON ur.role_id = r.id
       WHERE ur.user_id = ? ORDER BY r.sort, r.id`,
    )
    .all(userId) as NamedRef[]
  const dept = user.dept_id
    ? ((ctx.db.prepare('SELECT id, name FROM system_dept WHERE id = ?').get(user.dept_id) as
        NamedRef | undefined) ?? null)
    : null
  const posts = ctx.db
    .prepare(
      `SELECT p.id, p.name FROM system_post p JOIN system_user_post up ON up.post_id = p.id
       WHERE up.user_id = ? ORDER BY p.sort, p.id`,
    )
    .all(userId) as NamedRef[]
  const socialUsers = ctx.db
    .prepare(
      'SELECT social_type AS type, openid FROM system_social_user_bind WHERE user_id = ? ORDER BY social_type',
    )
    .all(userId) as Array<{ type: number; openid: string }>
  return wireItem(profileItem, {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    sex: user.sex,
    avatar: user.avatar,
    status: asCommonStatus(user.status),
    remark: user.remark ?? '',
    loginIp: user.login_ip ?? '',
    loginDate: user.login_date,
    createTime: user.create_time,
    roles,
    dept,
    posts,
    socialUsers,
  })
}

export function registerUserProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/system/user/profile/get', async (request) =>
    ok(profileOf(ctx, sessionOf(request).userId)),
  )

  app.put('/system/user/profile/update', async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(profileUpdateBody, request.body)
    if (body.mobile) {
      const other = findUserByMobile(ctx.db, body.mobile)
      if (other && other.id !== userId) throw bizError(UserErrors.MOBILE_EXISTS)
    }
    if (body.email) {
      const other = findUserByEmail(ctx.db, body.email)
      if (other && other.id !== userId) throw bizError(UserErrors.EMAIL_EXISTS)
    }
    const current = findUserById(ctx.db, userId)
    if (!current) throw bizError(UserErrors.USER_NOT_EXISTS)
    ctx.db
      .prepare(
        'UPDATE system_users SET nickname = ?, email = ?, mobile = ?, sex = ?, update_time = ? WHERE id = ?',
      )
      .run(
        body.nickname,
        body.email ?? current.email,
        body.mobile ?? current.mobile,
        body.sex ?? current.sex,
        ctx.now(),
        userId,
      )
    return ok(true)
  })

  // Wrong old passwords are limited and a change ends the user's other sessions (docs/security.md).
  app.put('/system/user/profile/update-password', async (request) => {
    const { userId, accessToken } = sessionOf(request)
    const body = parseInput(passwordUpdateBody, request.body)
    await changeOwnPassword(ctx, userId, accessToken, body.oldPassword, body.newPassword)
    return ok(true)
  })

  const updateAvatar = async (request: FastifyRequest) => {
    const { userId } = sessionOf(request)
    const file = await readUploadedFile(request, AVATAR_RULE)
    // By the bytes, not the declared type: an SVG or HTML "image" would run on this origin.
    if (!INLINE_IMAGE_TYPES.has(file.mimetype)) throw new BizError(400, AVATAR_NOT_IMAGE)
    const url = await storeUploadedFile(ctx, request, file, 'avatar')
    const now = ctx.now()
    ctx.db
      .prepare('UPDATE system_users SET avatar = ?, update_time = ? WHERE id = ?')
      .run(url, now, userId)
    return ok(url)
  }
  // The Java server maps update-avatar to both verbs.
  app.put('/system/user/profile/update-avatar', updateAvatar)
  app.post('/system/user/profile/update-avatar', updateAvatar)
}
