import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { RichTextField } from '@/shared/rich-text'
import {
  noticeFormSchema,
  type NoticeFormValues,
  type NoticeItem,
  type NoticeQuery,
  type NoticeSave,
} from '../model/notice-types'

/**
 * 通知公告 (/system/notice, system:notice:*): the back office's own notices, written in the
 * rich-text editor; the server keeps the content only as its allowlist leaves it.
 */
export const noticeResource = defineResource({
  api: defineResourceApi<NoticeItem, NoticeSave, NoticeQuery>({
    path: '/system/notice',
    tag: 'SystemNotice',
  }),
  name: '公告',
  title: '通知公告',
  idName: '公告编号',
  export: false,
  search: [
    { kind: 'text', name: 'title', label: '公告标题' },
    { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
  ],
  columns: [
    { key: 'id', title: '公告编号', width: 90 },
    { key: 'title', title: '公告标题', ellipsis: true },
    dictColumn('type', '公告类型', DICT_TYPE.SYSTEM_NOTICE_TYPE, { width: 100 }),
    dictColumn('status', '状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
    dateTimeColumn('createTime', '创建时间'),
  ],
  form: {
    schema: noticeFormSchema,
    maxWidth: 'md',
    fields: [
      { kind: 'text', name: 'title', label: '公告标题', required: true },
      {
        kind: 'dictRadio',
        name: 'type',
        label: '公告类型',
        required: true,
        dictType: DICT_TYPE.SYSTEM_NOTICE_TYPE,
      },
      { kind: 'dictRadio', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      {
        kind: 'custom',
        name: 'content',
        label: '公告内容',
        required: true,
        render: (form) => <RichTextField form={form} name="content" label="公告内容" />,
      },
    ],
    empty: { title: '', type: 1, status: 0, content: '' } satisfies NoticeFormValues,
  },
})
