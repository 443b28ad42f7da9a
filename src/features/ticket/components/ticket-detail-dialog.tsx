import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { slotText, visitDateText } from '../model/ticket-text'
import type { TicketItem } from '../model/ticket-types'

export interface TicketDetailDialogProps {
  /** The ticket loaded by get?id (its whole ID number); null: closed. */
  ticket: TicketItem | null
  onClose: () => void
}

/** 门票详情: every field of one ticket, read-only. */
export function TicketDetailDialog({ ticket, onClose }: TicketDetailDialogProps) {
  const items = ticket
    ? [
        { label: '票号', content: ticket.ticketNo },
        {
          label: '状态',
          content: <DictTag type={DICT_TYPE.TICKET_STATUS} value={ticket.status} />,
        },
        { label: '游客姓名', content: ticket.visitorName },
        {
          label: '证件类型',
          content: <DictTag type={DICT_TYPE.WORD_CARD_TYPE} value={ticket.idType} />,
        },
        { label: '证件号码', content: ticket.idNumber },
        { label: '参观日期', content: visitDateText(ticket) },
        { label: '场次', content: slotText(ticket) },
        {
          label: '预约类型',
          content: <DictTag type={DICT_TYPE.RESERVE_TYPE} value={ticket.reserveType} />,
        },
        { label: '预约编号', content: ticket.reservationNo },
        { label: '核销时间', content: formatDate(ticket.checkTime) },
        { label: '核销人', content: ticket.checkUserNickname ?? '' },
        { label: '出票时间', content: formatDate(ticket.createTime) },
      ]
    : []
  return <DetailDialog open={ticket !== null} title="门票详情" items={items} onClose={onClose} />
}
