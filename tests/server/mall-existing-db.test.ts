import { readFileSync } from 'node:fs'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate, MIGRATIONS_DIR } from '../../host-sandbox/api/src/db/migrate'
import { tempDir } from './support/sandbox'

type Db = BetterSqlite3.Database

const SQL = readFileSync(`${MIGRATIONS_DIR}/0023_mall_existing_db.sql`, 'utf8')
const NEW_MENUS = 'id = 3227 OR id BETWEEN 4001 AND 4231'
const NEW_DICT_TYPES = [
  'product_unit',
  'trade_order_cancel_type',
  'trade_delivery_type',
  'trade_order_refund_status',
]
const SHOP_CONFIGS = ['trade.delivery.express-price', 'tencent.lbs.key']
/** A role without the shop's pages in the seed, given some of them in the "old" database. */
const ROLE = 2

const inList = (values: string[]) => values.map((v) => `'${v}'`).join(', ')

/** What the shop's groundwork put into tables that existed before (create times left out). */
function shopRows(db: Db) {
  const all = (sql: string) => db.prepare(sql).all()
  return {
    menus: all(
      `SELECT id, name, permission, type, sort, parent_id, path, icon, component, component_name,
              status, visible, keep_alive, always_show FROM system_menu WHERE ${NEW_MENUS} ORDER BY id`,
    ),
    dictTypes: all(
      `SELECT name, type, status FROM system_dict_type WHERE type IN (${inList(NEW_DICT_TYPES)}) ORDER BY type`,
    ),
    dictData: all(
      `SELECT dict_type, value, label, sort, status, color_type FROM system_dict_data
        WHERE dict_type IN (${inList([...NEW_DICT_TYPES, 'pay_channel_code', 'trade_order_type', 'trade_order_item_after_sale_status', 'activity_sign_status'])})
        ORDER BY dict_type, value`,
    ),
    configs: all(
      `SELECT category, type, name, config_key, value, visible, remark FROM infra_config
        WHERE config_key IN (${inList(SHOP_CONFIGS)}) ORDER BY config_key`,
    ),
    apps: all(
      'SELECT id, name, status, remark, order_notify_url, refund_notify_url FROM pay_app ORDER BY id',
    ),
    channels: all(
      'SELECT app_id, code, status, fee_rate, remark, config FROM pay_channel ORDER BY app_id, code',
    ),
  }
}

/** Turns a freshly seeded database back into one seeded before the shop's groundwork. */
function makeOld(db: Db): void {
  db.pragma('foreign_keys = OFF')
  db.transaction(() => {
    for (const table of [
      'pay_notify_log',
      'pay_notify_task',
      'pay_refund',
      'pay_order_extension',
      'pay_order',
      'pay_channel',
      'pay_app',
    ]) {
      db.prepare(`DELETE FROM ${table}`).run()
    }
    db.prepare(
      `DELETE FROM system_role_menu WHERE menu_id IN (SELECT id FROM system_menu WHERE ${NEW_MENUS})`,
    ).run()
    db.prepare(`DELETE FROM system_menu WHERE ${NEW_MENUS}`).run()
    db.prepare(`DELETE FROM system_dict_type WHERE type IN (${inList(NEW_DICT_TYPES)})`).run()
    db.prepare(`DELETE FROM system_dict_data WHERE dict_type IN (${inList(NEW_DICT_TYPES)})`).run()
    db.prepare(
      "DELETE FROM system_dict_data WHERE (dict_type = 'pay_channel_code' AND value IN ('wx_bar', 'alipay_bar')) OR (dict_type = 'activity_sign_status' AND value = '5')",
    ).run()
    db.prepare(
      "UPDATE system_dict_data SET sort = 9 WHERE dict_type = 'pay_channel_code' AND value = 'mock'",
    ).run()
    db.prepare(
      "UPDATE system_dict_data SET label = '拼团订单' WHERE dict_type = 'trade_order_type' AND value = '2'",
    ).run()
    db.prepare(
      "UPDATE system_dict_data SET label = '砍价订单' WHERE dict_type = 'trade_order_type' AND value = '3'",
    ).run()
    db.prepare(
      "UPDATE system_dict_data SET value = CAST(CAST(value AS INTEGER) / 10 AS TEXT) WHERE dict_type = 'trade_order_item_after_sale_status'",
    ).run()
    db.prepare(`DELETE FROM infra_config WHERE config_key IN (${inList(SHOP_CONFIGS)})`).run()
    db.prepare(
      "UPDATE infra_config SET value = 'sandbox-not-a-real-secret' WHERE config_key = 'museum.pay.notify-secret'",
    ).run()
    // The staff role had been given 活动报名, 支付订单 and 交易中心 by an administrator.
    const grant = db.prepare(
      'INSERT OR IGNORE INTO system_role_menu (role_id, menu_id) VALUES (?, ?)',
    )
    for (const menuId of [3200, 3202, 1117, 1126, 2072, 2073]) grant.run(ROLE, menuId)
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

describe('0023: the shop on a database seeded before it', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('adds what a fresh seed has, once; a second run changes nothing', async () => {
    const db = await openDatabase(`${tmp.dir}/old.db`)
    const fresh = shopRows(db)
    expect(fresh.menus.length).toBeGreaterThan(40)
    makeOld(db)
    const old = shopRows(db)
    expect(old.menus).toEqual([])
    expect(old.apps).toEqual([])
    const before = roleMenus(db)

    run(db)
    expect(shopRows(db)).toEqual(fresh)
    const granted = roleMenus(db).filter((id) => !before.includes(id))
    // Every button of the pages the role holds, 活动报名收款 included; nothing of other pages.
    expect(granted).toContain(3227)
    expect(granted).toContain(4213)
    expect(granted).toEqual(expect.arrayContaining([4101, 4102, 4103, 4120, 4121]))
    expect(granted).not.toContain(4001)
    expect(granted).not.toContain(4111)
    const secret = db
      .prepare("SELECT value FROM infra_config WHERE config_key = 'museum.pay.notify-secret'")
      .get() as { value: string }
    expect(secret.value).toMatch(/^[0-9a-f]{64}$/)

    const changesBefore = db.prepare('SELECT total_changes() AS n').get() as { n: number }
    run(db)
    const changesAfter = db.prepare('SELECT total_changes() AS n').get() as { n: number }
    expect(changesAfter.n).toBe(changesBefore.n)
    expect(shopRows(db)).toEqual(fresh)
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
