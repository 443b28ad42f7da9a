import { z } from 'zod'
import type { PickUpStoreItem, PickUpStoreSave } from './trade-types'

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

/** A coordinate as typed: a number within ±limit. */
const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .min(1, `${label}不能为空`)
    .refine(
      (text) => /^-?\d+(\.\d+)?$/.test(text) && Math.abs(Number(text)) <= limit,
      `请输入正确的${label}`,
    )

/** The 自提门店 dialog: texts as typed, the area a district id, coordinates as typed text. */
export const pickUpStoreForm = z
  .object({
    id: z.number().optional(),
    name: z.string().trim().min(1, '门店名称不能为空').max(64, '门店名称不能超过 64 个字符'),
    introduction: z.string().max(256, '门店简介不能超过 256 个字符'),
    phone: z
      .string()
      .trim()
      .regex(/^[\d+\-() ]{5,20}$/, '请输入正确的门店电话'),
    areaId: z
      .number()
      .nullable()
      .refine((id) => id !== null, '请选择门店所在地区（到区县）'),
    detailAddress: z
      .string()
      .trim()
      .min(1, '门店详细地址不能为空')
      .max(255, '门店详细地址不能超过 255 个字符'),
    logo: z.string().trim().min(1, '门店 logo 不能为空'),
    openingTime: z.string().regex(HH_MM, '请选择营业开始时间'),
    closingTime: z.string().regex(HH_MM, '请选择营业结束时间'),
    latitude: coordinate('纬度', 90),
    longitude: coordinate('经度', 180),
    status: z.number(),
  })
  .refine(
    (values) =>
      !HH_MM.test(values.openingTime) ||
      !HH_MM.test(values.closingTime) ||
      values.openingTime < values.closingTime,
    {
      path: ['closingTime'],
      message: '营业结束时间必须晚于开始时间',
    },
  )

export type PickUpStoreFormIn = z.input<typeof pickUpStoreForm>
export type PickUpStoreFormOut = z.output<typeof pickUpStoreForm>

export const EMPTY_PICK_UP_STORE: PickUpStoreFormIn = {
  name: '',
  introduction: '',
  phone: '',
  areaId: null,
  detailAddress: '',
  logo: '',
  openingTime: '09:00',
  closingTime: '18:00',
  latitude: '',
  longitude: '',
  status: 0,
}

export function pickUpStoreFormOf(item: PickUpStoreItem): PickUpStoreFormIn {
  return {
    id: item.id,
    name: item.name,
    introduction: item.introduction ?? '',
    phone: item.phone,
    areaId: item.areaId,
    detailAddress: item.detailAddress,
    logo: item.logo,
    openingTime: item.openingTime,
    closingTime: item.closingTime,
    latitude: String(item.latitude),
    longitude: String(item.longitude),
    status: item.status,
  }
}

export function pickUpStoreSaveOf(values: PickUpStoreFormOut): PickUpStoreSave {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    name: values.name,
    introduction: values.introduction,
    phone: values.phone,
    areaId: values.areaId ?? 0,
    detailAddress: values.detailAddress,
    logo: values.logo,
    openingTime: values.openingTime,
    closingTime: values.closingTime,
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    status: values.status,
  }
}
