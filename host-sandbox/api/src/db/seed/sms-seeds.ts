import type { Database } from 'better-sqlite3'

/** The debug channel every seeded template sends through: messages land in the sandbox log. */
export const SMS_DEBUG_CHANNEL = {
  id: 1,
  signature: '纪念馆',
  code: 'DEBUG_DING_TALK',
  remark: '调试渠道：短信内容写入沙箱日志',
  apiKey: 'sandbox-debug',
} as const

/** The templates of the codes the product sends, by scene (migration 0031 writes the same rows). */
export const SMS_CODE_TEMPLATE_SEEDS = [
  {
    code: 'admin-sms-login',
    name: '后台用户短信登录',
    content: '您的登录验证码为{code}，5 分钟内有效，请勿泄露给他人。',
    remark: '场景 21：短信登录',
  },
  {
    code: 'admin-sms-register',
    name: '后台用户短信注册',
    content: '您正在注册账号，验证码为{code}，5 分钟内有效。',
    remark: '场景 22：注册（预留）',
  },
  {
    code: 'admin-reset-password',
    name: '后台用户重置密码',
    content: '您正在重置密码，验证码为{code}，5 分钟内有效。',
    remark: '场景 23：重置密码（预留）',
  },
] as const

export function seedSms(db: Database, now: number): void {
  const channel = SMS_DEBUG_CHANNEL
  db.prepare(
    `INSERT INTO system_sms_channel (id, signature, code, status, remark, api_key, create_time, update_time)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?)`,
  ).run(channel.id, channel.signature, channel.code, channel.remark, channel.apiKey, now, now)
  const insert = db.prepare(
    `INSERT INTO system_sms_template (type, status, code, name, content, params, remark,
       api_template_id, channel_id, channel_code, create_time, update_time)
     VALUES (1, 0, ?, ?, ?, '["code"]', ?, ?, ?, ?, ?, ?)`,
  )
  for (const t of SMS_CODE_TEMPLATE_SEEDS) {
    insert.run(t.code, t.name, t.content, t.remark, t.code, channel.id, channel.code, now, now)
  }
}
