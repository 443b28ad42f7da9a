import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router-dom'
import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi } from '@/shared/crud'
import { propertyValuePath } from '../model/product-paths'
import {
  PRODUCT_TAGS,
  type PropertyItem,
  type PropertyQuery,
  type PropertySave,
} from '../model/product-types'

/** 商品属性 (/product/property): the names a product's specifications are made of. */
export const propertyResource = defineResource({
  api: defineResourceApi<PropertyItem, PropertySave, PropertyQuery>({
    path: '/product/property',
    tag: PRODUCT_TAGS.property,
  }),
  name: '属性',
  title: '商品属性',
  idName: '属性名称',
  deleteLabel: (row) => row.name,
  export: false,
  search: [
    { kind: 'text', name: 'name', label: '名称' },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'id', title: '编号', width: 90 },
    {
      key: 'name',
      title: '名称',
      minWidth: 160,
      render: (row) => (
        <Link component={RouterLink} to={propertyValuePath(row.id)} underline="hover">
          {row.name}
        </Link>
      ),
    },
    { key: 'remark', title: '备注', ellipsis: true },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: z.object({
      id: z.number().optional(),
      name: z.string().trim().min(1, '名称不能为空').max(64, '名称不能超过 64 个字符'),
      remark: z.string().trim(),
    }),
    fields: [
      { kind: 'text', name: 'name', label: '名称', required: true },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
    ],
    empty: { name: '', remark: '' },
  },
})
