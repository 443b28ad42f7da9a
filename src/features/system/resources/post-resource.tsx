import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  POST_TAG,
  postFormSchema,
  type PostFormValues,
  type PostItem,
  type PostQuery,
  type PostSave,
} from '../model/post-types'

/** 岗位管理 (/system/post, system:post:*): names and codes unique, export as .xlsx. */
export const postResource = defineResource({
  api: defineResourceApi<PostItem, PostSave, PostQuery>({ path: '/system/post', tag: POST_TAG }),
  name: '岗位',
  title: '岗位管理',
  idName: '岗位编号',
  export: { fileName: '岗位数据.xlsx' },
  search: [
    { kind: 'text', name: 'code', label: '岗位编码' },
    { kind: 'text', name: 'name', label: '岗位名称' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
  ],
  columns: [
    { key: 'id', title: '岗位编号', width: 90 },
    { key: 'code', title: '岗位编码' },
    { key: 'name', title: '岗位名称' },
    { key: 'sort', title: '岗位顺序', width: 90 },
    { key: 'remark', title: '岗位备注', ellipsis: true },
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: postFormSchema,
    fields: [
      { kind: 'text', name: 'name', label: '岗位名称', required: true },
      { kind: 'text', name: 'code', label: '岗位编码', required: true },
      { kind: 'number', name: 'sort', label: '岗位顺序', required: true, min: 0, max: 9999 },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入备注' },
    ],
    empty: { name: '', code: '', sort: 0, status: 0, remark: '' } satisfies PostFormValues,
  },
})
