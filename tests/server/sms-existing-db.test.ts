import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import { tempDir } from './support/sandbox'

type Db = BetterSqlite3.Database

/** The seeded SMS rows, create times left out. */
function smsRows(db: Db) {
  return {
    channels: db
      .prepare(
        'SELECT id, signature, code, status, remark, api_key, api_secret, callback_url FROM system_sms_channel ORDER BY id',
      )
      .all(),
    templates: db
      .prepare(
        `SELECT type, status, code, name, content, params, remark, api_template_id, channel_id,
                channel_code FROM system_sms_template ORDER BY code`,
      )
      .all(),
    debugCode: db
      .prepare(
        `SELECT status FROM system_dict_data
          WHERE dict_type = 'system_sms_channel_code' AND value = 'DEBUG_DING_TALK'`,
      )
      .all(),
  }
}

/** Turns a freshly seeded database into one seeded before 短信管理 (migration 0031 not applied). */
function makeOld(db: Db): void {
  db.transaction(() => {
    for (const table of ['system_sms_log', 'system_sms_template', 'system_sms_channel']) {
      db.prepare(`DROP TABLE ${table}`).run()
    }
    db.prepare('DELETE FROM schema_migrations WHERE version = 31').run()
    db.prepare(
      "UPDATE system_dict_data SET status = 1 WHERE dict_type = 'system_sms_channel_code' AND value = 'DEBUG_DING_TALK'",
    ).run()
  })()
}

describe('migration 0031 on a database seeded before 短信管理', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('creates the tables with the debug channel and the three code templates a fresh seed has, once', async () => {
    const fresh = await openDatabase(`${tmp.dir}/fresh.db`, Date.now())
    const expected = smsRows(fresh)
    expect(expected.channels).toHaveLength(1)
    expect(expected.debugCode).toEqual([{ status: 0 }])
    expect(expected.templates.map((t) => (t as { code: string }).code)).toEqual([
      'admin-reset-password',
      'admin-sms-login',
      'admin-sms-register',
    ])
    makeOld(fresh)
    expect(migrate(fresh)).toEqual([31])
    expect(smsRows(fresh)).toEqual(expected)
    expect(migrate(fresh)).toEqual([])
    expect(smsRows(fresh)).toEqual(expected)
    fresh.close()
  })

  it('leaves an unseeded database empty (the seed fills it)', () => {
    const db = new BetterSqlite3(`${tmp.dir}/empty.db`)
    const versions = migrate(db)
    expect(versions).toContain(31)
    expect(smsRows(db)).toEqual({ channels: [], templates: [], debugCode: [] })
    db.close()
  })
})
