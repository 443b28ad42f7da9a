import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { ImageUploadFormField } from '@/shared/image-upload'
import { ProductImage } from '../components/product-image'
import {
  PRODUCT_TAGS,
  type BrandItem,
  type BrandQuery,
  type BrandSave,
} from '../model/product-types'

/** 商品品牌 (/product/brand): name, logo, order, status and description. */
export const brandResource = defineResource({
  api: defineResourceApi<BrandItem, BrandSave, BrandQuery>({
    path: '/product/brand',
    tag: PRODUCT_TAGS.brand,
  }),
  name: '品牌',
  title: '商品品牌',
  idName: '品牌名称',
  deleteLabel: (row) => row.name,
  export: false,
  search: [
    { kind: 'text', name: 'name', label: '品牌名称' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'name', title: '品牌名称', minWidth: 160 },
    {
      key: 'picUrl',
      title: '品牌图片',
      width: 110,
      render: (row) => <ProductImage url={row.picUrl} alt={`${row.name}图片`} />,
    },
    { key: 'sort', title: '排序', width: 90 },
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
    { key: 'description', title: '品牌描述', ellipsis: true, visible: false },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: z.object({
      id: z.number().optional(),
      name: z.string().trim().min(1, '品牌名称不能为空').max(64, '品牌名称不能超过 64 个字符'),
      picUrl: z.string().min(1, '品牌图片不能为空'),
      sort: z
        .number({ message: '品牌排序不能为空' })
        .int('品牌排序必须是整数')
        .min(0, '品牌排序不能小于 0'),
      status: z.number(),
      description: z.string().trim(),
    }),
    fields: [
      { kind: 'text', name: 'name', label: '品牌名称', required: true },
      {
        kind: 'custom',
        name: 'picUrl',
        label: '品牌图片',
        required: true,
        render: (form) => (
          <ImageUploadFormField
            form={form}
            name="picUrl"
            label="品牌图片"
            width={120}
            height={120}
          />
        ),
      },
      { kind: 'number', name: 'sort', label: '品牌排序', required: true, min: 0 },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'text', name: 'description', label: '品牌描述', rows: 3, placeholder: '请输入内容' },
    ],
    empty: { name: '', picUrl: '', sort: 0, status: 0, description: '' },
  },
})
