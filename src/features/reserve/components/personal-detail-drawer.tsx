import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { DICT_TYPE, DictTag, selectDictLabel } from '@/shared/dict'
import { dayWithWeekday, slotTimeText } from '@/shared/museum'
import { useAppSelector } from '@/shared/store-hooks'
import { formatDate } from '@/shared/utils'
import { SOURCE_LABELS, type PersonalItem } from '../model/reserve-types'
import { personalResourceApi } from '../resources/personal-resource'
import { DetailDrawer, DetailPairs, DetailSection } from './detail-drawer'

export interface PersonalDetailDrawerProps {
  /** The reservation whose detail is shown; null while closed. */
  id: number | null
  onClose: () => void
}

/**
 * 预约详情: the reservation, its contact (whole phone and ID number, loaded by get for holders of
 * reserve:personal:query) and every person with their ticket and its status.
 */
export function PersonalDetailDrawer({ id, onClose }: PersonalDetailDrawerProps) {
  const { data, isFetching, isError } = personalResourceApi.useGetQuery(id ?? 0, {
    skip: id === null,
  })
  const shown = data && data.id === id ? data : undefined
  return (
    <DetailDrawer
      open={id !== null}
      title="预约详情"
      width={620}
      isFetching={isFetching}
      isError={isError}
      errorText="预约详情加载失败"
      onClose={onClose}
    >
      {shown ? <DetailBody item={shown} /> : null}
    </DetailDrawer>
  )
}

function DetailBody({ item }: { item: PersonalItem }) {
  const contactIdType = useAppSelector((state) =>
    selectDictLabel(state, DICT_TYPE.WORD_CARD_TYPE, item.contactIdType),
  )
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <DetailSection title="预约信息">
        <DetailPairs
          items={[
            ['预约编号', item.reservationNo],
            ['状态', <DictTag key="status" type={DICT_TYPE.RESERVE_STATUS} value={item.status} />],
            ['参观日期', dayWithWeekday(item.visitDate)],
            ['场次', slotTimeText(item)],
            ['人数', `${item.personCount} 人`],
            ['来源', SOURCE_LABELS[item.source] ?? String(item.source)],
            ['预约时间', formatDate(item.createTime)],
            ...(item.checkTime ? [['核销时间', formatDate(item.checkTime)] as const] : []),
            ...(item.cancelReason ? [['取消原因', item.cancelReason] as const] : []),
          ]}
        />
      </DetailSection>
      <DetailSection title="联系人">
        <DetailPairs
          items={[
            ['姓名', item.contactName],
            ['手机号码', item.contactMobile],
            ['证件类型', contactIdType || String(item.contactIdType)],
            ['证件号码', item.contactIdNumber],
          ]}
        />
      </DetailSection>
      <DetailSection title={`参观人（${item.persons.length}）`}>
        <Table size="small" aria-label="参观人及门票">
          <TableHead>
            <TableRow>
              <TableCell>姓名</TableCell>
              <TableCell>证件号码</TableCell>
              <TableCell>门票编号</TableCell>
              <TableCell>门票状态</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {item.persons.map((person) => (
              <TableRow key={person.ticketNo}>
                <TableCell>{person.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{person.idNumber}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{person.ticketNo}</TableCell>
                <TableCell>
                  <DictTag type={DICT_TYPE.TICKET_STATUS} value={person.ticketStatus} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DetailSection>
    </Box>
  )
}
