import type { Database } from 'better-sqlite3'
import { CONFIG_SEEDS } from './configs'
import { NOTIFY_SEEDS } from './notify-messages'

const HOUR = 3_600_000

export function seedConfigs(db: Database, now: number): void {
  const insert = db.prepare(
    `INSERT INTO infra_config (category, type, name, config_key, value, visible, remark, create_time,
       update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  CONFIG_SEEDS.forEach((c, index) => {
    const created = now - (CONFIG_SEEDS.length - index) * HOUR
    insert.run(
      c.category,
      c.type,
      c.name,
      c.key,
      c.value,
      Number(c.visible),
      c.remark,
      created,
      created,
    )
  })
}

export function seedNotifyMessages(db: Database, now: number): void {
  const insert = db.prepare(
    `INSERT INTO system_notify_message (user_id, user_type, template_id, template_code,
       template_nickname, template_content, template_type, template_params, read_status, read_time,
       create_time)
     VALUES (?, 2, ?, ?, ?, ?, ?, '{}', ?, ?, ?)`,
  )
  // Oldest first, so ids grow with time like real traffic.
  const ordered = [...NOTIFY_SEEDS].sort((a, b) => b.hoursAgo - a.hoursAgo)
  ordered.forEach((m, index) => {
    const created = now - m.hoursAgo * HOUR
    insert.run(
      m.userId,
      index + 1,
      m.templateCode,
      m.templateNickname,
      m.content,
      m.templateType,
      Number(m.read),
      m.read ? created + HOUR / 2 : null,
      created,
    )
  })
}

/** The OAuth2 clients live with their seeds (db/seed/oauth2-clients.ts). */
export { seedOAuth2Clients } from './oauth2-clients'
