import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalStatus, optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Delivery: express companies (/trade/delivery/express) and pick-up stores
// (/trade/delivery/pick-up-store).

/** An item of GET /trade/delivery/express/list-all-simple. */
export const expressSimpleItem = z.object({ id, name: z.string() })

/** An item of pick-up-store page, get and list-all-simple. */
export const pickUpStoreItem = z.object({
  id,
  name: z.string(),
  introduction: nullableText,
  phone: z.string(),
  areaId: z.number().int(),
  /** The area's three names joined by spaces, e.g. '江苏省 南京市 玄武区'. */
  areaName: z.string(),
  detailAddress: z.string(),
  logo: z.string(),
  openingTime: z.string(),
  closingTime: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: z.number().int(),
  createTime: epochMs,
})

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

function clockTime(label: string) {
  return requiredText(label, 5).refine((s) => HH_MM.test(s), `${label}格式不正确，应为 HH:mm`)
}

function coordinate(label: string, limit: number) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label}不能为空` : `${label}必须是数字`),
      })
      .refine((n) => Number.isFinite(n), `${label}必须是数字`)
      .refine((n) => n >= -limit && n <= limit, `${label}必须在 -${limit} 到 ${limit} 之间`),
  )
}

const storeFields = {
  name: requiredText('门店名称', 64),
  introduction: optionalText('门店简介', 256),
  phone: requiredText('门店手机', 20).refine(
    (s) => /^[\d+\-() ]{5,20}$/.test(s.trim()),
    '门店手机格式不正确',
  ),
  areaId: requiredInt('门店所在地区'),
  detailAddress: requiredText('门店详细地址', 256),
  logo: requiredText('门店 logo', 512),
  openingTime: clockTime('营业开始时间'),
  closingTime: clockTime('营业结束时间'),
  latitude: coordinate('纬度', 90),
  longitude: coordinate('经度', 180),
  status: requiredStatus('门店状态'),
}

/** Body of POST pick-up-store/create. */
export const pickUpStoreCreate = z.object(storeFields)
/** Body of PUT pick-up-store/update. */
export const pickUpStoreUpdate = z.object({ id: requiredInt('门店编号'), ...storeFields })

/** Filters of GET pick-up-store/page (besides `createTime[0]/[1]`). */
export const pickUpStoreFilters = {
  name: optionalText('门店名称', 64),
  phone: optionalText('门店手机', 20),
  status: optionalStatus('门店状态'),
}

export type ExpressSimpleItem = z.output<typeof expressSimpleItem>
export type PickUpStoreItem = z.output<typeof pickUpStoreItem>
export type PickUpStoreCreate = z.output<typeof pickUpStoreCreate>
export type PickUpStoreUpdate = z.output<typeof pickUpStoreUpdate>
