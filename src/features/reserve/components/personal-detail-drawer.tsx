import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { DICT_TYPE, DictTag, selectDictLabel } from '@/shared/dict'
import { dayWithWeekday, slotTimeText } from '@/shared/museum'
import { useAppSelector } from '@/shared/store-hooks'
import { formatDate } from '@/shared/utils'
import { SOURCE_LABELS, type PersonalItem } from '../model/reserve-types'
import { personalResourceApi } from '../resources/personal-resource'

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
  const titleId = useId()
  const { data, isFetching, isError } = personalResourceApi.useGetQuery(id ?? 0, {
    skip: id === null,
  })
  const shown = data && data.id === id ? data : undefined
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 620 } },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" sx={{ flex: 1, fontSize: 17 }}>
          预约详情
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2.5, overflow: 'auto' }}>
        {shown ? (
          <DetailBody item={shown} />
        ) : (
          <Typography color={isError ? 'error' : 'text.secondary'}>
            {isError ? '预约详情加载失败' : isFetching ? '加载中…' : ''}
          </Typography>
        )}
      </Box>
    </Drawer>
  )
}

function DetailBody({ item }: { item: PersonalItem }) {
  const contactIdType = useAppSelector((state) =>
    selectDictLabel(state, DICT_TYPE.WORD_CARD_TYPE, item.contactIdType),
  )
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Section title="预约信息">
        <Pairs
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
      </Section>
      <Section title="联系人">
        <Pairs
          items={[
            ['姓名', item.contactName],
            ['手机号码', item.contactMobile],
            ['证件类型', contactIdType || String(item.contactIdType)],
            ['证件号码', item.contactIdNumber],
          ]}
        />
      </Section>
      <Section title={`参观人（${item.persons.length}）`}>
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
      </Section>
    </Box>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

function Pairs({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: '90px 1fr 90px 1fr',
        m: 0,
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        '& dt, & dd': {
          borderRight: 1,
          borderBottom: 1,
          borderColor: 'divider',
          m: 0,
          px: 1.25,
          py: 0.75,
        },
        '& dt': { bgcolor: 'grey.50', color: 'text.secondary', fontSize: 13 },
        '& dd': { fontSize: 14, wordBreak: 'break-all' },
      }}
    >
      {items.map(([label, content]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{content}</dd>
        </Box>
      ))}
    </Box>
  )
}
