import { z } from 'zod'
import { TOP_CATEGORY_ID, type CategoryItem, type CategorySave } from './product-types'

export interface CategoryFormValues {
  id?: number
  parentId: number | null
  name: string
  picUrl: string
  sort: number | null
  status: number
  description: string
}

export const EMPTY_CATEGORY: CategoryFormValues = {
  parentId: TOP_CATEGORY_ID,
  name: '',
  picUrl: '',
  sort: 0,
  status: 0,
  description: '',
}

export function categoryFormValuesOf(category: CategoryItem): CategoryFormValues {
  return {
    id: category.id,
    parentId: category.parentId,
    name: category.name,
    picUrl: category.picUrl ?? '',
    sort: category.sort,
    status: category.status,
    description: category.description ?? '',
  }
}

/** The picture a category shows in the mini-program: a banner on top, a square below. */
export function categoryImageHint(parentId: number | null): string {
  return parentId === null || parentId === TOP_CATEGORY_ID ? '建议 200x100' : '建议 100x100'
}

export const categoryForm = z
  .object({
    id: z.number().optional(),
    parentId: z.number({ message: '上级分类不能为空' }),
    name: z.string().trim().min(1, '分类名称不能为空').max(64, '分类名称不能超过 64 个字符'),
    picUrl: z.string().min(1, '分类图片不能为空'),
    sort: z
      .number({ message: '分类排序不能为空' })
      .int('分类排序必须是整数')
      .min(0, '分类排序不能小于 0'),
    status: z.number(),
    description: z.string().trim(),
  })
  .transform((values): CategorySave => ({
    ...(values.id === undefined ? {} : { id: values.id }),
    parentId: values.parentId,
    name: values.name,
    picUrl: values.picUrl,
    sort: values.sort,
    status: values.status,
    ...(values.description ? { description: values.description } : {}),
  }))
