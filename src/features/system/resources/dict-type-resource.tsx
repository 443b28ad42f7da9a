import Link from '@mui/material/Link'
import { Link as RouterLink } from 'react-router-dom'
import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { COMMON_STATUS_ENABLE } from '../model/common-status'
import type { DictTypeItem, DictTypeSave, PageQuery } from '../model/system-types'

/** 字典管理: the dictionary types (docs/admin-api.md#dictionaries). */
export const dictTypeResource = defineResource({
  api: defineResourceApi<DictTypeItem, DictTypeSave, PageQuery<'name' | 'type' | 'status'>>({
    path: '/system/dict-type',
    tag: 'DictType',
  }),
  permission: 'system:dict',
  name: '字典类型',
  title: '字典管理',
  idName: '字典编号',
  search: [
    { kind: 'text', name: 'name', label: '字典名称' },
    { kind: 'text', name: 'type', label: '字典类型' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'id', title: '字典编号', width: 100 },
    { key: 'name', title: '字典名称', ellipsis: true },
    {
      key: 'type',
      title: '字典类型',
      render: (row) => (
        <Link component={RouterLink} to={`/dict/type/data/${row.id}`} underline="hover">
          {row.type}
        </Link>
      ),
    },
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 100 }),
    { key: 'remark', title: '备注', ellipsis: true },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: z.object({
      id: z.number().optional(),
      name: z.string().trim().min(1, '字典名称不能为空'),
      type: z.string().trim().min(1, '字典类型不能为空'),
      status: z.number(),
      remark: z.string(),
    }),
    // The type is the key entries and tags refer to: fixed once created.
    fields: (mode) => [
      { kind: 'text', name: 'name', label: '字典名称', required: true },
      {
        kind: 'text',
        name: 'type',
        label: '字典类型',
        required: true,
        disabled: mode === 'update',
      },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
    ],
    empty: { name: '', type: '', status: COMMON_STATUS_ENABLE, remark: '' },
  },
})
