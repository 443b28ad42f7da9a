import type { Database } from 'better-sqlite3'
import { insertNotifyMessage } from '../db/repos/notify-repo'
import { notifyMessageOf } from '../routes/notify-template'
import { defineJobHandler } from './handlers'

interface SendNotifyParam {
  templateCode: string
  userIds?: number[]
  roleCode?: string
  templateParams?: Record<string, unknown>
}

const PARAM_EXAMPLE =
  '{"templateCode": "…", "userIds": [1]} 或 {"templateCode": "…", "roleCode": "…"}'

function parseParam(text: string): SendNotifyParam {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error(`处理器的参数应为 JSON：${PARAM_EXAMPLE}`)
  }
  const param = value as Partial<SendNotifyParam> | null
  const userIdsOk =
    param?.userIds === undefined ||
    (Array.isArray(param.userIds) && param.userIds.every((id) => Number.isInteger(id)))
  if (
    !param ||
    typeof param.templateCode !== 'string' ||
    !userIdsOk ||
    (param.roleCode !== undefined && typeof param.roleCode !== 'string') ||
    (param.userIds === undefined && param.roleCode === undefined)
  ) {
    throw new Error(`处理器的参数不正确：${PARAM_EXAMPLE}`)
  }
  return param as SendNotifyParam
}

function receivers(db: Database, param: SendNotifyParam): number[] {
  const ids = new Set<number>()
  for (const id of param.userIds ?? []) {
    if (db.prepare('SELECT 1 FROM system_users WHERE id = ?').get(id)) ids.add(id)
  }
  if (param.roleCode !== undefined) {
    const rows = db
      .prepare(
        `SELECT ur.user_id AS id FROM system_user_role ur JOIN system_role r ON r.id = ur.role_id
         JOIN system_users u ON u.id = ur.user_id WHERE r.code = ? AND u.status = 0`,
      )
      .all(param.roleCode) as Array<{ id: number }>
    for (const row of rows) ids.add(row.id)
  }
  return [...ids].sort((a, b) => a - b)
}

/** Sends an in-site message template to users or to a role's enabled users. */
export function sendNotifyFromParam(db: Database, text: string, now: number): number {
  const param = parseParam(text)
  const message = notifyMessageOf(db, param.templateCode, param.templateParams ?? {})
  const users = receivers(db, param)
  db.transaction(() => {
    for (const userId of users) insertNotifyMessage(db, { ...message, userId }, now)
  })()
  return users.length
}

export function defineNotifyChores(): void {
  defineJobHandler('sendNotifyJob', async ({ app }, param) => {
    return `发送站内信 ${sendNotifyFromParam(app.db, param, app.now())} 条`
  })
}
