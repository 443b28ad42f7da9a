import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import type { SetupServer } from 'msw/node'
import type { ReactElement } from 'react'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { SmsChannelItem, SmsLogItem, SmsTemplateItem } from '../model/sms-types'

export const SMS_DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  user_type: { '1': ['会员', 'primary'], '2': ['管理员', 'success'] },
  system_sms_channel_code: {
    DEBUG_DING_TALK: ['调试（钉钉）', 'info'],
    ALIYUN: ['阿里云', 'primary'],
    TENCENT: ['腾讯云', 'success'],
  },
  system_sms_template_type: { '1': ['验证码', 'warning'], '2': ['通知', 'primary'] },
  system_sms_send_status: {
    '0': ['初始化', 'info'],
    '10': ['发送成功', 'success'],
    '20': ['发送失败', 'danger'],
    '30': ['不发送', 'info'],
  },
  system_sms_receive_status: {
    '0': ['等待结果', 'info'],
    '10': ['接收成功', 'success'],
    '20': ['接收失败', 'danger'],
  },
})

const at = (h: number) => new Date(2026, 10, 20, h, 0, 0).getTime()

export const CHANNEL: SmsChannelItem = {
  id: 2,
  signature: '纪念馆',
  code: 'ALIYUN',
  status: 0,
  remark: '正式签名',
  apiKey: 'LTAI5tExample',
  apiSecret: '****9abc',
  callbackUrl: null,
  createTime: at(9),
}

export const TEMPLATE: SmsTemplateItem = {
  id: 7,
  type: 2,
  status: 0,
  code: 'visit-confirmed',
  name: '参观确认',
  content: '尊敬的{name}，您预约的{date}参观已确认。',
  params: ['name', 'date'],
  remark: null,
  apiTemplateId: 'SMS_100',
  channelId: 2,
  channelCode: 'ALIYUN',
  createTime: at(10),
}

export const LOG: SmsLogItem = {
  id: 31,
  channelId: 2,
  channelCode: 'ALIYUN',
  templateId: 7,
  templateCode: 'visit-confirmed',
  templateType: 2,
  templateContent: '尊敬的张三，您预约的5月1日参观已确认。',
  templateParams: { name: '张三', date: '5月1日' },
  apiTemplateId: 'SMS_100',
  mobile: '139****5678',
  userId: null,
  userType: null,
  sendStatus: 10,
  sendTime: at(11),
  apiSendCode: 'OK',
  apiSendMsg: 'OK',
  apiRequestId: 'REQ-1',
  apiSerialNo: '900^0',
  receiveStatus: 20,
  receiveTime: at(12),
  apiReceiveCode: 'UNDELIV',
  apiReceiveMsg: '用户未接收',
  createTime: at(11),
}

/** The channels every screen names. */
export function serveChannels(server: SetupServer) {
  server.use(
    http.get(apiUrl('/system/sms-channel/list-all-simple'), () =>
      okEnvelope([
        { id: 1, signature: '纪念馆', code: 'DEBUG_DING_TALK' },
        { id: 2, signature: '纪念馆', code: 'ALIYUN' },
      ]),
    ),
  )
}

export function renderSmsPage(page: ReactElement, path: string, permissions = ['*:*:*']) {
  return renderSignedInPage(page, {
    path,
    url: path,
    permissions,
    dicts: SMS_DICTS,
    elsewhere: <div data-testid="elsewhere" />,
  })
}
