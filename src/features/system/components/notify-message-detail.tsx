import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import type { NotifyMessageItem } from '../model/system-types'

export interface NotifyMessageDetailProps {
  message: NotifyMessageItem | null
  onClose: () => void
}

/** 详情 of an in-site message (read-only). */
export function NotifyMessageDetail({ message, onClose }: NotifyMessageDetailProps) {
  const items = message
    ? [
        { label: '编号', content: message.id },
        {
          label: '用户类型',
          content: <DictTag type={DICT_TYPE.USER_TYPE} value={message.userType} />,
        },
        { label: '用户编号', content: message.userId },
        { label: '模版编号', content: message.templateId },
        { label: '模版编码', content: message.templateCode },
        { label: '发送人名称', content: message.templateNickname },
        { label: '模版内容', content: message.templateContent },
        {
          label: '模版参数',
          content: message.templateParams ? JSON.stringify(message.templateParams) : '',
        },
        {
          label: '模版类型',
          content: (
            <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={message.templateType} />
          ),
        },
        {
          label: '是否已读',
          content: <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={message.readStatus} />,
        },
        { label: '阅读时间', content: formatDate(message.readTime) },
        { label: '创建时间', content: formatDate(message.createTime) },
      ]
    : []
  return <DetailDialog open={message !== null} title="站内信详情" items={items} onClose={onClose} />
}
