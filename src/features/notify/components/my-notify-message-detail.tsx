import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import type { NotifyMessage } from '@/shared/notify'
import { formatDate } from '@/shared/utils'

export interface MyNotifyMessageDetailProps {
  message: NotifyMessage | null
  onClose: () => void
}

/** 详情 of one of my messages (read-only). */
export function MyNotifyMessageDetail({ message, onClose }: MyNotifyMessageDetailProps) {
  const items = message
    ? [
        { label: '发送人', content: message.templateNickname },
        { label: '发送时间', content: formatDate(message.createTime) },
        {
          label: '消息类型',
          content: (
            <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={message.templateType} />
          ),
        },
        {
          label: '是否已读',
          content: <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={message.readStatus} />,
        },
        { label: '阅读时间', content: formatDate(message.readTime) },
        { label: '消息内容', content: message.templateContent },
      ]
    : []
  return (
    <DetailDialog
      open={message !== null}
      title="消息详情"
      items={items}
      onClose={onClose}
      maxWidth="sm"
    />
  )
}
