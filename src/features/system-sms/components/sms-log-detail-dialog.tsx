import Box from '@mui/material/Box'
import { DictTag, DICT_TYPE } from '@/shared/dict'
import { DetailDialog, type DetailItem } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import type { SmsLogItem } from '../model/sms-types'

const mono = (text: string | number | null | undefined) => (
  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>
    {text === null || text === undefined || text === '' ? '-' : text}
  </Box>
)
const timeText = (time: number | null) => (time ? formatDate(time) : '-')

/** 短信日志详情: every field of the row as listed (the list carries them all). */
export function SmsLogDetailDialog({
  log,
  channelLabel,
  onClose,
}: {
  log: SmsLogItem | null
  channelLabel: (id: number) => string
  onClose: () => void
}) {
  const items: DetailItem[] = log
    ? [
        { label: '日志主键', content: log.id },
        { label: '短信渠道', content: `${channelLabel(log.channelId)}（${log.channelCode}）` },
        { label: '短信模板', content: `${log.templateId} | ${log.templateCode}` },
        { label: 'API 的模板编号', content: mono(log.apiTemplateId) },
        {
          label: '短信类型',
          content: <DictTag type={DICT_TYPE.SYSTEM_SMS_TEMPLATE_TYPE} value={log.templateType} />,
        },
        { label: '短信内容', content: log.templateContent },
        { label: '短信参数', content: mono(JSON.stringify(log.templateParams)) },
        { label: '手机号', content: log.mobile },
        {
          label: '用户信息',
          content:
            log.userId === null ? (
              '-'
            ) : (
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                {log.userId}
                {log.userType === null ? null : (
                  <DictTag type={DICT_TYPE.USER_TYPE} value={log.userType} />
                )}
              </Box>
            ),
        },
        { label: '创建时间', content: timeText(log.createTime) },
        {
          label: '发送状态',
          content: <DictTag type={DICT_TYPE.SYSTEM_SMS_SEND_STATUS} value={log.sendStatus} />,
        },
        { label: '发送时间', content: timeText(log.sendTime) },
        { label: 'API 发送结果', content: mono(log.apiSendCode) },
        { label: 'API 发送提示', content: mono(log.apiSendMsg) },
        { label: 'API 请求编号', content: mono(log.apiRequestId) },
        { label: 'API 序号', content: mono(log.apiSerialNo) },
        {
          label: '接收状态',
          content: <DictTag type={DICT_TYPE.SYSTEM_SMS_RECEIVE_STATUS} value={log.receiveStatus} />,
        },
        { label: '接收时间', content: timeText(log.receiveTime) },
        { label: 'API 接收结果', content: mono(log.apiReceiveCode) },
        { label: 'API 接收提示', content: mono(log.apiReceiveMsg) },
      ]
    : []
  return <DetailDialog open={log !== null} title="短信日志详细" items={items} onClose={onClose} />
}
