import { z } from 'zod'
import {
  dateTimeColumn,
  defineResource,
  defineResourceApi,
  dictColumn,
  yesNoColumn,
} from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  CONFIG_TYPE_BUILT_IN,
  type ConfigItem,
  type ConfigSave,
  type PageQuery,
} from '../model/system-types'

/** 参数配置 (docs/admin-api.md#infra-config). */
export const configResource = defineResource({
  api: defineResourceApi<ConfigItem, ConfigSave, PageQuery<'name' | 'key' | 'type'>>({
    path: '/infra/config',
    tag: 'Config',
  }),
  name: '参数配置',
  idName: '参数编号',
  search: [
    { kind: 'text', name: 'name', label: '参数名称' },
    { kind: 'text', name: 'key', label: '参数键名' },
    { kind: 'dict', name: 'type', label: '系统内置', dictType: DICT_TYPE.INFRA_CONFIG_TYPE },
    { kind: 'dateRange', name: 'createTime', label: '创建时间' },
  ],
  columns: [
    { key: 'id', title: '参数主键', width: 90 },
    { key: 'category', title: '参数分类' },
    { key: 'name', title: '参数名称', ellipsis: true },
    { key: 'key', title: '参数键名', ellipsis: true },
    { key: 'value', title: '参数键值', ellipsis: true },
    yesNoColumn('visible', '是否可见', { width: 90 }),
    dictColumn('type', '系统内置', DICT_TYPE.INFRA_CONFIG_TYPE, { width: 100 }),
    { key: 'remark', title: '备注', ellipsis: true },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    // The backend requires all four texts (its create request refuses blanks); checking them
    // here saves a round trip.
    schema: z.object({
      id: z.number().optional(),
      category: z.string().trim().min(1, '参数分类不能为空'),
      name: z.string().trim().min(1, '参数名称不能为空'),
      key: z.string().trim().min(1, '参数键名不能为空'),
      value: z.string().trim().min(1, '参数键值不能为空'),
      visible: z.boolean(),
      remark: z.string(),
    }),
    fields: [
      { kind: 'text', name: 'category', label: '参数分类', required: true },
      { kind: 'text', name: 'name', label: '参数名称', required: true },
      { kind: 'text', name: 'key', label: '参数键名', required: true },
      { kind: 'text', name: 'value', label: '参数键值', required: true },
      {
        kind: 'radio',
        name: 'visible',
        label: '是否可见',
        options: [
          { label: '是', value: true },
          { label: '否', value: false },
        ],
      },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
    ],
    empty: { category: '', name: '', key: '', value: '', visible: true, remark: '' },
  },
  // A built-in config cannot be deleted (docs/admin-api.md#infra-config).
  rowActions: { canDelete: (row) => row.type !== CONFIG_TYPE_BUILT_IN },
})
