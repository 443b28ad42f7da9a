import { dateTimeColumn, defineResource, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { reserveNoticeApi } from '../api/notice-api'
import { RichTextField } from '@/shared/rich-text'
import {
  RESERVE_NOTICE_PUBLISHED,
  reserveNoticeFormSchema,
  type ReserveNoticeFormValues,
  type ReserveNoticeItem,
} from '../model/notice-types'

export interface ReserveNoticeHandlers {
  preview: (row: ReserveNoticeItem) => void
  publish: (row: ReserveNoticeItem) => void
  withdraw: (row: ReserveNoticeItem) => void
}

const isPublished = (row: ReserveNoticeItem) => row.status === RESERVE_NOTICE_PUBLISHED

/**
 * 预约须知 (/museum/reserve-notice, reserve:notice:*): what visitors read before booking, per
 * kind (个人, 团队, 活动报名), in 显示顺序; saved as 草稿 until 发布.
 */
export const reserveNoticeResource = (handlers: ReserveNoticeHandlers) =>
  defineResource({
    api: reserveNoticeApi,
    permission: 'reserve:notice',
    name: '预约须知',
    idName: '须知编号',
    export: false,
    search: [
      { kind: 'text', name: 'title', label: '须知标题' },
      {
        kind: 'dict',
        name: 'type',
        label: '须知类型',
        dictType: DICT_TYPE.RESERVE_NOTICE_TYPE,
      },
      { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.RESERVE_NOTICE_STATUS },
    ],
    columns: [
      { key: 'id', title: '须知编号', width: 90 },
      { key: 'title', title: '须知标题', ellipsis: true },
      dictColumn('type', '须知类型', DICT_TYPE.RESERVE_NOTICE_TYPE, { width: 130 }),
      { key: 'sort', title: '显示顺序', width: 90 },
      dictColumn('status', '状态', DICT_TYPE.RESERVE_NOTICE_STATUS, { width: 90 }),
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: reserveNoticeFormSchema,
      maxWidth: 'md',
      fields: [
        { kind: 'text', name: 'title', label: '须知标题', required: true },
        {
          kind: 'dictRadio',
          name: 'type',
          label: '须知类型',
          required: true,
          dictType: DICT_TYPE.RESERVE_NOTICE_TYPE,
        },
        { kind: 'number', name: 'sort', label: '显示顺序', required: true, min: 0, max: 9999 },
        {
          kind: 'custom',
          name: 'content',
          label: '须知内容',
          required: true,
          render: (form) => <RichTextField form={form} name="content" label="须知内容" />,
        },
      ],
      empty: { title: '', type: 1, sort: 0, content: '' } satisfies ReserveNoticeFormValues,
    },
    rowActions: {
      canDelete: (row) => !isPublished(row),
      width: 260,
      extra: () => [
        {
          key: 'preview',
          label: '预览',
          permission: ['reserve:notice:query'],
          onClick: handlers.preview,
        },
        {
          key: 'publish',
          label: '发布',
          permission: ['reserve:notice:update'],
          hidden: isPublished,
          onClick: handlers.publish,
        },
        {
          key: 'withdraw',
          label: '撤回',
          color: 'error',
          permission: ['reserve:notice:update'],
          hidden: (row) => !isPublished(row),
          onClick: handlers.withdraw,
        },
      ],
    },
  })
