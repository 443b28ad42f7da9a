import { z } from 'zod'
import { hasVisibleContent } from '@/shared/rich-text'
import {
  SPU_SLIDER_PICS_MAX,
  SPU_STATUS_ON_SHELF,
  SPU_STATUS_WAREHOUSE,
  type ProductSpuDetail,
} from '@/shared/wire/product-spu'

/** The form's four tabs, in order. */
export const SPU_FORM_TABS = ['基础设置', '价格库存', '商品详情', '其它设置'] as const
export type SpuFormTab = 0 | 1 | 2 | 3

export const CATEGORY_SECOND_LEVEL_MESSAGE = '商品分类必须是二级分类'

const trimmed = (label: string, max: number, required: boolean) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .refine((v) => !required || v !== '', `${label}不能为空`)

const count = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,9}$/.test(v), `${label}必须是不小于 0 的整数`)

/**
 * The form's fields besides the SKU rows (those live in the SKU table's store). `isSecondLevel`
 * tells a second-level category (products sit only there; the server refuses others too).
 */
export function spuFormSchema(isSecondLevel: (categoryId: number) => boolean) {
  return z.object({
    name: trimmed('商品名称', 128, true),
    keyword: trimmed('关键字', 256, false),
    introduction: trimmed('商品简介', 256, true),
    categoryId: z
      .number()
      .nullable()
      .refine((v) => v !== null, '商品分类不能为空')
      .refine((v) => v === null || isSecondLevel(v), CATEGORY_SECOND_LEVEL_MESSAGE),
    brandId: z
      .number()
      .nullable()
      .refine((v) => v !== null, '商品品牌不能为空'),
    picUrl: z.string().refine((v) => v !== '', '商品封面图不能为空'),
    sliderPicUrls: z
      .array(z.string())
      .min(1, '商品轮播图不能为空')
      .max(SPU_SLIDER_PICS_MAX, `商品轮播图最多 ${SPU_SLIDER_PICS_MAX} 张`),
    videoUrl: trimmed('商品视频', 500, false),
    unit: z
      .number()
      .nullable()
      .refine((v) => v !== null, '单位不能为空'),
    specType: z.boolean(),
    description: z.string().refine(hasVisibleContent, '商品详情不能为空'),
    sort: count('商品排序'),
    giveIntegral: count('赠送积分'),
    virtualSalesCount: count('虚拟销量'),
    status: z.union([z.literal(SPU_STATUS_WAREHOUSE), z.literal(SPU_STATUS_ON_SHELF)]),
  })
}

export type SpuFormValues = z.input<ReturnType<typeof spuFormSchema>>
export type SpuFormField = keyof SpuFormValues

/** Which tab shows each field, in the order they are checked. */
export const SPU_FIELD_TABS: readonly (readonly [SpuFormField, SpuFormTab])[] = [
  ['name', 0],
  ['keyword', 0],
  ['introduction', 0],
  ['categoryId', 0],
  ['brandId', 0],
  ['picUrl', 0],
  ['sliderPicUrls', 0],
  ['videoUrl', 0],
  ['unit', 0],
  ['specType', 1],
  ['description', 2],
  ['sort', 3],
  ['giveIntegral', 3],
  ['virtualSalesCount', 3],
  ['status', 3],
]

export const EMPTY_SPU_FORM: SpuFormValues = {
  name: '',
  keyword: '',
  introduction: '',
  categoryId: null,
  brandId: null,
  picUrl: '',
  sliderPicUrls: [],
  videoUrl: '',
  unit: null,
  specType: false,
  description: '',
  sort: '0',
  giveIntegral: '0',
  virtualSalesCount: '0',
  status: SPU_STATUS_WAREHOUSE,
}

/** A loaded product as the form's values (its SKUs go to the table separately). */
export function spuFormFromDetail(spu: ProductSpuDetail): SpuFormValues {
  return {
    name: spu.name,
    keyword: spu.keyword ?? '',
    introduction: spu.introduction,
    categoryId: spu.categoryId,
    brandId: spu.brandId,
    picUrl: spu.picUrl,
    sliderPicUrls: [...spu.sliderPicUrls],
    videoUrl: spu.videoUrl ?? '',
    unit: spu.unit,
    specType: spu.specType,
    description: spu.description,
    sort: String(spu.sort),
    giveIntegral: String(spu.giveIntegral),
    virtualSalesCount: String(spu.virtualSalesCount),
    status: spu.status === SPU_STATUS_ON_SHELF ? SPU_STATUS_ON_SHELF : SPU_STATUS_WAREHOUSE,
  }
}
