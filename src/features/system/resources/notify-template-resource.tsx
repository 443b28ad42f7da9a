import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  notifyTemplateFormSchema,
  type NotifyTemplateFormValues,
  type NotifyTemplateItem,
  type NotifyTemplateQuery,
  type NotifyTemplateSave,
} from '../model/notify-template-types'

export const notifyTemplateApi = defineResourceApi<
  NotifyTemplateItem,
  NotifyTemplateSave,
  NotifyTemplateQuery
>({ path: '/system/notify-template', tag: 'SystemNotifyTemplate' })

/**
 * 站内信模板 (/system/notify-template, system:notify-template:*): a message's text with {param}
 * placeholders; 测试 (its own permission) sends one to a chosen user through `onSend`.
 */
export const notifyTemplateResource = (onSend: (row: NotifyTemplateItem) => void) =>
  defineResource({
    api: notifyTemplateApi,
    name: '站内信模板',
    idName: '模板编号',
    export: false,
    search: [
      { kind: 'text', name: 'name', label: '模板名称' },
      { kind: 'text', name: 'code', label: '模板编号' },
      { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'code', title: '模板编码', width: 140, ellipsis: true },
      { key: 'name', title: '模板名称', width: 110, ellipsis: true },
      dictColumn('type', '类型', DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE, { width: 90 }),
      { key: 'nickname', title: '发送人名称', width: 90, ellipsis: true },
      { key: 'content', title: '模板内容', width: 160, ellipsis: true },
      dictColumn('status', '开启状态', DICT_TYPE.COMMON_STATUS, { width: 80 }),
      { key: 'remark', title: '备注', width: 100, ellipsis: true },
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: notifyTemplateFormSchema,
      fields: [
        { kind: 'text', name: 'name', label: '模板名称', required: true },
        { kind: 'text', name: 'code', label: '模板编码', required: true },
        { kind: 'text', name: 'nickname', label: '发送人名称', required: true },
        {
          kind: 'text',
          name: 'content',
          label: '模板内容',
          required: true,
          rows: 4,
          placeholder: '参数写作 {参数名}，例如：{name}，您预约的 {date} 讲解已确认',
        },
        {
          kind: 'dictRadio',
          name: 'type',
          label: '类型',
          required: true,
          dictType: DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE,
        },
        { kind: 'dictRadio', name: 'status', label: '开启状态', dictType: DICT_TYPE.COMMON_STATUS },
        { kind: 'text', name: 'remark', label: '备注', rows: 2, placeholder: '请输入备注' },
      ],
      empty: {
        name: '',
        code: '',
        nickname: '',
        content: '',
        type: 1,
        status: 0,
        remark: '',
      } satisfies NotifyTemplateFormValues,
    },
    rowActions: {
      width: 140,
      extra: () => [
        {
          key: 'send',
          label: '测试',
          permission: ['system:notify-template:send-notify'],
          onClick: onSend,
        },
      ],
    },
  })
