import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi } from '@/shared/crud'
import type { SearchFieldDef } from '@/shared/list-kit'
import {
  PRODUCT_TAGS,
  type PropertySimpleItem,
  type PropertyValueItem,
  type PropertyValueQuery,
  type PropertyValueSave,
} from '../model/product-types'

export const propertyValueApi = defineResourceApi<
  PropertyValueItem,
  PropertyValueSave,
  PropertyValueQuery
>({ path: '/product/property/value', tag: PRODUCT_TAGS.propertyValue })

/** The search fields: 属性 always has a value (the page's property at first). */
export function propertyValueSearchFields(
  properties: readonly PropertySimpleItem[],
): SearchFieldDef[] {
  return [
    {
      kind: 'select',
      name: 'propertyId',
      label: '属性',
      required: true,
      options: properties.map((property) => ({ label: property.name, value: String(property.id) })),
    },
    { kind: 'text', name: 'name', label: '属性值名称' },
  ]
}

/** 商品属性值 (/product/property/value): the values of one property; new ones go to the shown one. */
export function propertyValueResource(properties: readonly PropertySimpleItem[]) {
  return defineResource({
    api: propertyValueApi,
    permission: 'product:property',
    name: '属性值',
    title: '商品属性值',
    idName: '属性值名称',
    deleteLabel: (row) => row.name,
    export: false,
    search: propertyValueSearchFields(properties),
    columns: [
      { key: 'id', title: '编号', width: 90 },
      { key: 'name', title: '属性值名称', minWidth: 160 },
      { key: 'remark', title: '备注', ellipsis: true },
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: z.object({
        id: z.number().optional(),
        propertyId: z.number({ message: '属性不能为空' }),
        name: z
          .string()
          .trim()
          .min(1, '属性值名称不能为空')
          .max(64, '属性值名称不能超过 64 个字符'),
        remark: z.string().trim(),
      }),
      fields: [
        {
          kind: 'select',
          name: 'propertyId',
          label: '属性',
          disabled: true,
          options: properties.map((property) => ({ label: property.name, value: property.id })),
        },
        { kind: 'text', name: 'name', label: '属性值名称', required: true },
        { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
      ],
      empty: (filters) => ({ propertyId: Number(filters.propertyId), name: '', remark: '' }),
    },
  })
}
