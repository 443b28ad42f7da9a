import { readFileSync } from 'node:fs'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate, MIGRATIONS_DIR } from '../../host-sandbox/api/src/db/migrate'
import { tempDir } from './support/sandbox'

type Db = BetterSqlite3.Database

const SQL = readFileSync(`${MIGRATIONS_DIR}/0026_infra_existing_db.sql`, 'utf8')
const NEW_BUTTONS = 'id BETWEEN 4400 AND 4499'
const CHANGED_MENUS = '(id IN (113, 114, 116, 1084, 1085, 1247, 2153) OR id BETWEEN 4400 AND 4499)'
/** A role given 定时任务 and 短信模板 by an administrator in the "old" database. */
const ROLE = 2

/** What the infrastructure groundwork put into tables that existed before. */
function infraRows(db: Db) {
  const all = (sql: string) => db.prepare(sql).all()
  return {
    menus: all(
      `SELECT id, name, permission, type, sort, parent_id, path, icon, component, component_name,
              status, visible, keep_alive, always_show FROM system_menu WHERE ${CHANGED_MENUS} ORDER BY id`,
    ),
    dictData: all(
      `SELECT dict_type, value, label, sort, status, color_type FROM system_dict_data
        WHERE dict_type IN ('infra_job_log_status', 'infra_codegen_front_type')
        ORDER BY dict_type, value`,
    ),
  }
}

/** Turns a freshly seeded database back into one seeded before the groundwork of issue 19. */
function makeOld(db: Db): void {
  db.pragma('foreign_keys = OFF')
  db.transaction(() => {
    db.prepare(
      `DELETE FROM system_role_menu WHERE menu_id IN (SELECT id FROM system_menu WHERE ${NEW_BUTTONS})`,
    ).run()
    db.prepare(`DELETE FROM system_menu WHERE ${NEW_BUTTONS}`).run()
    db.prepare("UPDATE system_menu SET visible = 0, permission = '' WHERE id IN (114, 116)").run()
    db.prepare(
      "UPDATE system_menu SET permission = 'infra:file:create', name = '文件新增' WHERE id = 1247",
    ).run()
    db.prepare('UPDATE system_menu SET keep_alive = 1 WHERE id IN (113, 1084, 1085, 2153)').run()
    // The old numbering, renumbered from the highest value down so no two rows share a value.
    for (const [from, to] of [
      ['2', '3'],
      ['1', '2'],
      ['0', '1'],
    ]) {
      db.prepare(
        "UPDATE system_dict_data SET value = ? WHERE dict_type = 'infra_job_log_status' AND value = ?",
      ).run(to, from)
    }
    db.prepare(
      "DELETE FROM system_dict_data WHERE dict_type = 'infra_codegen_front_type' AND value = '50'",
    ).run()
    const grant = db.prepare(
      'INSERT OR IGNORE INTO system_role_menu (role_id, menu_id) VALUES (?, ?)',
    )
    for (const menuId of [2, 110, 2150, 2152]) grant.run(ROLE, menuId)
  })()
  db.pragma('foreign_keys = ON')
}

const run = (db: Db) => db.transaction(() => db.exec(SQL))()
const roleMenus = (db: Db) =>
  (
    db
      .prepare('SELECT menu_id FROM system_role_menu WHERE role_id = ? ORDER BY menu_id')
      .all(ROLE) as {
      menu_id: number
    }[]
  ).map((row) => row.menu_id)

describe('0026: infrastructure on a database seeded before it', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('adds what a fresh seed has, once; a second run changes nothing', async () => {
    const db = await openDatabase(`${tmp.dir}/old.db`)
    const fresh = infraRows(db)
    expect(fresh.menus.length).toBe(42 + 7)
    expect(fresh.dictData).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dict_type: 'infra_job_log_status', value: '0', label: '运行中' }),
        expect.objectContaining({ dict_type: 'infra_job_log_status', value: '2', label: '失败' }),
        expect.objectContaining({ dict_type: 'infra_codegen_front_type', value: '50' }),
      ]),
    )
    makeOld(db)
    expect(infraRows(db)).not.toEqual(fresh)
    const before = roleMenus(db)

    run(db)
    expect(infraRows(db)).toEqual(fresh)
    const granted = roleMenus(db).filter((id) => !before.includes(id))
    // The buttons of the pages the role holds (定时任务, 短信模板), nothing of other pages.
    expect(granted).toEqual([
      4400, 4401, 4402, 4403, 4404, 4405, 4465, 4466, 4467, 4468, 4469, 4470,
    ])

    const changes = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n
    const changesBefore = changes()
    run(db)
    expect(changes()).toBe(changesBefore)
    expect(infraRows(db)).toEqual(fresh)
    db.close()
  })

  it('leaves a database that is not seeded yet alone (the seed writes those rows itself)', () => {
    const db = new BetterSqlite3(':memory:')
    migrate(db)
    const changes = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n
    const before = changes()
    run(db)
    expect(changes()).toBe(before)
    db.close()
  })
})
