import type { Database } from 'better-sqlite3'
import { DEFAULT_API_PREFIX } from '../../../config'
import { fileUrlPath } from '../../../routes/infra-file'
import { bannerPng } from '../museum/cover-image'

/** The express companies the shop ships with (the trade migration writes them too). */
const EXPRESS_COMPANIES = [
  { code: 'SF', name: '顺丰速运' },
  { code: 'ZTO', name: '中通快递' },
  { code: 'YTO', name: '圆通速递' },
  { code: 'YD', name: '韵达快递' },
  { code: 'EMS', name: '中国邮政 EMS' },
] as const

/** Pick-up counters of a museum in 南京 (made-up numbers; areas are GB/T 2260 district codes). */
const PICK_UP_STORES = [
  {
    name: '博物馆文创商店（总馆）',
    introduction: '位于主馆一层东侧，凭核销码领取线上订购的文创商品。',
    phone: '025-84800001',
    areaId: 320102,
    detailAddress: '中山东路 321 号 博物馆主馆一层',
    openingTime: '09:00',
    closingTime: '17:00',
    latitude: 32.040763,
    longitude: 118.822594,
  },
  {
    name: '博物馆文创商店（朝天宫分馆）',
    introduction: '分馆服务台旁，周一闭馆。',
    phone: '025-84800002',
    areaId: 320104,
    detailAddress: '王府大街 4 号 朝天宫东侧门',
    openingTime: '09:30',
    closingTime: '16:30',
    latitude: 32.035487,
    longitude: 118.774013,
  },
  {
    name: '博物馆游客中心自提点',
    introduction: '游客中心咨询台，可同时办理寄存。',
    phone: '025-84800003',
    areaId: 320106,
    detailAddress: '北京西路 2 号 游客中心一层',
    openingTime: '08:30',
    closingTime: '18:00',
    latitude: 32.060255,
    longitude: 118.772436,
  },
] as const

/** Express companies (kept if present) and three pick-up stores, all enabled. */
export function seedDelivery(db: Database, now: number): void {
  const express = db.prepare(
    `INSERT OR IGNORE INTO trade_delivery_express (code, name, sort, status, create_time, update_time)
     VALUES (?, ?, ?, 0, ?, ?)`,
  )
  EXPRESS_COMPANIES.forEach((company, i) =>
    express.run(company.code, company.name, i + 1, now, now),
  )
  const store = db.prepare(
    `INSERT INTO trade_delivery_pick_up_store (name, introduction, phone, area_id, detail_address,
       logo, opening_time, closing_time, latitude, longitude, status, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  // One storefront picture, stored like an upload so the console shows it.
  const logoPath = 'trade/seed/pick-up-store.png'
  const logo = bannerPng([142, 68, 46], [214, 170, 94], 160, 160)
  db.prepare(
    'INSERT INTO infra_file (name, path, type, size, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  ).run('自提门店.png', logoPath, 'image/png', logo.length, logo, now)
  const logoUrl = fileUrlPath(`${DEFAULT_API_PREFIX}/admin-api`, logoPath)
  for (const s of PICK_UP_STORES) {
    store.run(
      s.name,
      s.introduction,
      s.phone,
      s.areaId,
      s.detailAddress,
      logoUrl,
      s.openingTime,
      s.closingTime,
      s.latitude,
      s.longitude,
      now,
      now,
    )
  }
}
