import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { loadDicts, type RootStateWithDict } from '@/shared/dict/dict-slice'
import type { SearchFieldDef } from '@/shared/list-kit'
import { ColorTypeChip } from '../components/color-type-chip'
import { COLOR_TYPE_OPTIONS } from '../model/color-types'
import { COMMON_STATUS_ENABLE } from '../model/common-status'
import type { DictDataItem, DictDataSave, DictTypeSimple, PageQuery } from '../model/system-types'

// RTK Query hands a mutation's lifecycle a dispatch typed for any state; the thunk needs the
// dict slice.
type AttachedDispatch = ThunkDispatch<RootStateWithDict, unknown, UnknownAction>

/** The search fields; 字典名称 picks among `types` and always has a value (the page's type). */
export function dictDataSearchFields(types: readonly DictTypeSimple[]): SearchFieldDef[] {
  return [
    {
      kind: 'select',
      name: 'dictType',
      label: '字典名称',
      required: true,
      options: types.map((type) => ({ label: type.name, value: type.type })),
    },
    { kind: 'text', name: 'label', label: '字典标签' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
  ]
}

/** 字典数据: the entries of one dictionary type (docs/admin-api.md#dictionaries). */
export const dictDataResource = defineResource({
  api: defineResourceApi<DictDataItem, DictDataSave, PageQuery<'dictType' | 'label' | 'status'>>({
    path: '/system/dict-data',
    tag: 'DictData',
    // Tags and selects across the console read the session's dictionary cache: after a change
    // it is loaded again, so new labels show without logging in again.
    afterChange: (dispatch) => (dispatch as AttachedDispatch)(loadDicts({ force: true })),
  }),
  permission: 'system:dict',
  name: '字典数据',
  idName: '字典编码',
  search: dictDataSearchFields([]),
  columns: [
    { key: 'id', title: '字典编码', width: 90 },
    { key: 'label', title: '字典标签' },
    { key: 'value', title: '字典键值' },
    { key: 'sort', title: '字典排序', width: 90 },
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
    { key: 'colorType', title: '颜色类型' },
    { key: 'cssClass', title: 'CSS 类名' },
    { key: 'remark', title: '备注', ellipsis: true },
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: z.object({
      id: z.number().optional(),
      dictType: z.string(),
      label: z.string().trim().min(1, '数据标签不能为空'),
      value: z.string().trim().min(1, '数据键值不能为空'),
      sort: z
        .number()
        .nullable()
        .refine((sort) => sort !== null, '数据顺序不能为空'),
      status: z.number(),
      colorType: z.string(),
      cssClass: z.string(),
      remark: z.string(),
    }),
    fields: [
      { kind: 'text', name: 'dictType', label: '字典类型', disabled: true },
      { kind: 'text', name: 'label', label: '数据标签', required: true },
      { kind: 'text', name: 'value', label: '数据键值', required: true },
      { kind: 'number', name: 'sort', label: '显示排序', required: true, min: 0 },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      {
        kind: 'select',
        name: 'colorType',
        label: '颜色类型',
        options: COLOR_TYPE_OPTIONS,
        clearable: true,
        renderOption: (option) => (
          <ColorTypeChip
            colorType={String(option.value)}
            label={`${option.label}（${String(option.value)}）`}
          />
        ),
      },
      { kind: 'text', name: 'cssClass', label: 'CSS 类名', placeholder: '请输入 CSS 类名' },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
    ],
    // New entries go to the type the list shows now (the 字典名称 filter may have moved).
    empty: (filters) => ({
      dictType: typeof filters.dictType === 'string' ? filters.dictType : '',
      label: '',
      value: '',
      sort: 0,
      status: COMMON_STATUS_ENABLE,
      colorType: 'default',
      cssClass: '',
      remark: '',
    }),
  },
})
