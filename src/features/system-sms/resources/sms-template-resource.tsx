import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import type { SmsChannels } from '../hooks/use-sms-channels'
import {
  smsTemplateFormSchema,
  type SmsTemplateFormValues,
  type SmsTemplateItem,
  type SmsTemplateQuery,
  type SmsTemplateSave,
} from '../model/sms-types'

export const smsTemplateApi = {
  ...defineResourceApi<SmsTemplateItem, SmsTemplateSave, SmsTemplateQuery>({
    path: '/system/sms-template',
    tag: 'SystemSmsTemplate',
  }),
  exportUrl: '/system/sms-template/export-excel',
}

/**
 * 短信模板 (/system/sms-template, system:sms-template:*): content with {param} placeholders sent
 * through a channel; the server checks the provider's template on save. 测试 (its own permission)
 * sends one through `onSend`.
 */
export function smsTemplateResource(channels: SmsChannels, onSend: (row: SmsTemplateItem) => void) {
  return defineResource({
    api: smsTemplateApi,
    name: '短信模板',
    idName: '编号',
    export: { fileName: '短信模板.xlsx' },
    search: [
      {
        kind: 'dict',
        name: 'type',
        label: '短信类型',
        dictType: DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE,
      },
      { kind: 'dict', name: 'status', label: '开启状态', dictType: DICT_TYPE.COMMON_STATUS },
      { kind: 'text', name: 'code', label: '模板编码' },
      { kind: 'text', name: 'apiTemplateId', label: '短信 API 的模板编号' },
      { kind: 'select', name: 'channelId', label: '短信渠道', options: channels.searchOptions },
      { kind: 'dateRange', name: 'createTime', label: '创建时间' },
    ],
    columns: [
      { key: 'code', title: '模板编码', nowrap: true },
      { key: 'name', title: '模板名称', ellipsis: true },
      { key: 'content', title: '模板内容', minWidth: 200, ellipsis: true },
      dictColumn('type', '短信类型', DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE, { width: 90 }),
      dictColumn('status', '开启状态', DICT_TYPE.COMMON_STATUS, { width: 90 }),
      { key: 'remark', title: '备注', ellipsis: true },
      { key: 'apiTemplateId', title: 'API 模板编号', nowrap: true },
      {
        key: 'channelId',
        title: '短信渠道',
        nowrap: true,
        render: (row) => channels.labelOf(row.channelId),
      },
      dateTimeColumn('createTime', '创建时间'),
    ],
    form: {
      schema: smsTemplateFormSchema,
      fields: [
        {
          kind: 'select',
          name: 'channelId',
          label: '短信渠道',
          required: true,
          options: channels.formOptions,
          placeholder: '请选择短信渠道',
        },
        {
          kind: 'dictRadio',
          name: 'type',
          label: '短信类型',
          required: true,
          dictType: DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE,
        },
        { kind: 'text', name: 'code', label: '模板编码', required: true },
        { kind: 'text', name: 'name', label: '模板名称', required: true },
        {
          kind: 'text',
          name: 'content',
          label: '模板内容',
          required: true,
          rows: 3,
          placeholder: '参数写作 {参数名}，例如：您的验证码为{code}',
        },
        { kind: 'dictRadio', name: 'status', label: '开启状态', dictType: DICT_TYPE.COMMON_STATUS },
        { kind: 'text', name: 'apiTemplateId', label: '短信 API 的模板编号', required: true },
        { kind: 'text', name: 'remark', label: '备注', rows: 2, placeholder: '请输入备注' },
      ],
      empty: {
        channelId: null,
        type: 1,
        code: '',
        name: '',
        content: '',
        status: 0,
        apiTemplateId: '',
        remark: '',
      } satisfies SmsTemplateFormValues,
    },
    // 测试 first, then 修改 and 删除 (the kit's own two are hidden to put them after it).
    rowActions: {
      width: 160,
      canEdit: () => false,
      canDelete: () => false,
      extra: (actions) => [
        {
          key: 'sendSms',
          label: '测试',
          permission: ['system:sms-template:send-sms'],
          onClick: onSend,
        },
        {
          key: 'editRow',
          label: '修改',
          permission: ['system:sms-template:update'],
          onClick: actions.edit,
        },
        {
          key: 'deleteRow',
          label: '删除',
          color: 'error',
          permission: ['system:sms-template:delete'],
          onClick: actions.remove,
        },
      ],
    },
  })
}
