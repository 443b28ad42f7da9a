import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { maskIdNumber } from '@/shared/wire/museum-fields'
import { slotText, visitDateText } from '../model/ticket-text'
import type { TicketItem } from '../model/ticket-types'

/** One ticket as the gate shows it: large enough to read at arm's length on a tablet. */
export function GateTicketCard({ ticket }: { ticket: TicketItem }) {
  const facts: Array<[string, string]> = [
    ['证件号码', maskIdNumber(ticket.idNumber)],
    ['参观日期', visitDateText(ticket)],
    ['场次', slotText(ticket)],
    ['票号', ticket.ticketNo],
  ]
  return (
    <Box component="section" aria-label="门票信息" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography component="p" sx={{ fontSize: 36, fontWeight: 700, lineHeight: 1.2 }}>
          {ticket.visitorName}
        </Typography>
        <Box sx={{ '& .MuiChip-root': { fontSize: 18, height: 32 } }}>
          <DictTag type={DICT_TYPE.TICKET_STATUS} value={ticket.status} />
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
          fontSize: 22,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
