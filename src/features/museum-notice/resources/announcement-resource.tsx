import { dateTimeColumn, defineResource, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { announcementApi } from '../api/notice-api'
import { RichTextField } from '@/shared/rich-text'
import {
  ANNOUNCEMENT_PUBLISHED,
  announcementFormSchema,
  type AnnouncementFormValues,
  type AnnouncementItem,
} from '../model/notice-types'

export interface AnnouncementHandlers {
  preview: (row: AnnouncementItem) => void
  publish: (row: AnnouncementItem) => void
  withdraw: (row: AnnouncementItem) => void
}

const isPublished = (row: AnnouncementItem) => row.status === ANNOUNCEMENT_PUBLISHED

/**
 * 公告管理 (/museum/notice, reserve:announcement:*): a new announcement is saved unpublished;
 * 发布 shows it to visitors, 撤回 takes it back; a published one must be withdrawn to be deleted.
 */
export const announcementResource = (handlers: AnnouncementHandlers) =>
  defineResource({
    api: announcementApi,
    permission: 'reserve:announcement',
    name: '公告',
    title: '公告管理',
    idName: '公告编号',
    export: false,
    search: [
      { kind: 'text', name: 'title', label: '公告标题' },
      { kind: 'dict', name: 'type', label: '公告类型', dictType: DICT_TYPE.NOTICE_TYPE },
      { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.NOTICE_STATUS },
    ],
    columns: [
      { key: 'id', title: '公告编号', width: 90 },
      { key: 'title', title: '公告标题', ellipsis: true },
      dictColumn('type', '公告类型', DICT_TYPE.NOTICE_TYPE, { width: 110 }),
      dictColumn('status', '状态', DICT_TYPE.NOTICE_STATUS, { width: 90 }),
      dateTimeColumn('publishTime', '发布时间'),
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: announcementFormSchema,
      maxWidth: 'md',
      fields: [
        { kind: 'text', name: 'title', label: '公告标题', required: true },
        {
          kind: 'dictRadio',
          name: 'type',
          label: '公告类型',
          required: true,
          dictType: DICT_TYPE.NOTICE_TYPE,
        },
        {
          kind: 'custom',
          name: 'content',
          label: '公告内容',
          required: true,
          render: (form) => <RichTextField form={form} name="content" label="公告内容" />,
        },
      ],
      empty: { title: '', type: 1, content: '' } satisfies AnnouncementFormValues,
    },
    rowActions: {
      canDelete: (row) => !isPublished(row),
      width: 260,
      extra: () => [
        {
          key: 'preview',
          label: '预览',
          permission: ['reserve:announcement:query'],
          onClick: handlers.preview,
        },
        {
          key: 'publish',
          label: '发布',
          permission: ['reserve:announcement:update'],
          hidden: isPublished,
          onClick: handlers.publish,
        },
        {
          key: 'withdraw',
          label: '撤回',
          color: 'error',
          permission: ['reserve:announcement:update'],
          hidden: (row) => !isPublished(row),
          onClick: handlers.withdraw,
        },
      ],
    },
  })
