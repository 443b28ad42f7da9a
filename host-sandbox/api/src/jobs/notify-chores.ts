import type { Database } from 'better-sqlite3'
import { fillTemplate } from '../../../../src/shared/wire/notify-template'
import { insertNotifyMessage } from '../db/repos/notify-repo'
import { defineJobHandler } from './handlers'

interface SendNotifyParam {
  templateCode: string
  userIds?: number[]
  roleCode?: string
  templateParams?: Record<string, unknown>
}

interface TemplateRow {
  id: number
  code: string
  name: string
  nickname: string
  content: string
  params: string
  type: number
  status: number
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
  const template = db
    .prepare('SELECT * FROM system_notify_template WHERE code = ?')
    .get(param.templateCode.trim()) as TemplateRow | undefined
  if (!template) throw new Error('站内信模板不存在')
  if (template.status !== 0) throw new Error(`站内信模板【${template.name}】已关闭，无法发送`)
  const names = JSON.parse(template.params) as string[]
  const given = param.templateParams ?? {}
  const missing = names.find((name) => String(given[name] ?? '').trim() === '')
  if (missing !== undefined) throw new Error(`模板参数(${missing})缺失`)
  const values = Object.fromEntries(names.map((name) => [name, String(given[name]).trim()]))
  const users = receivers(db, param)
  db.transaction(() => {
    for (const userId of users) {
      insertNotifyMessage(
        db,
        {
          userId,
          templateId: template.id,
          templateCode: template.code,
          templateNickname: template.nickname,
          templateContent: fillTemplate(template.content, values),
          templateType: template.type,
          templateParams: values,
        },
        now,
      )
    }
  })()
  return users.length
}

export function defineNotifyChores(): void {
  defineJobHandler('sendNotifyJob', async ({ app }, param) => {
    return `发送站内信 ${sendNotifyFromParam(app.db, param, app.now())} 条`
  })
}
