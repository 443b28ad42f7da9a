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
import type { TeamItem, TeamMember } from '../resources/team-types'
import { DetailPairs, DetailSection } from './detail-drawer'

/**
 * One team booking, read only: the booking, the team and its contact, and every member with the
 * ticket issued once it was approved. The 详情 drawer and the approval page (申请信息) show it.
 */
export function TeamDetailView({ team }: { team: TeamItem }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <DetailSection title="预约信息">
        <DetailPairs
          stackOnPhone
          items={[
            ['预约编号', team.reservationNo],
            ['状态', <DictTag key="s" type={DICT_TYPE.TEAM_RESERVE_STATUS} value={team.status} />],
            ['参观日期', dayWithWeekday(team.visitDate)],
            ['场次', slotTimeText(team)],
            ['人数', `${team.personCount} 人`],
            ['预约时间', formatDate(team.createTime)],
            ...(team.auditReason ? [['审核意见', team.auditReason] as const] : []),
            ...(team.cancelReason ? [['取消原因', team.cancelReason] as const] : []),
          ]}
        />
      </DetailSection>
      <DetailSection title="团队信息">
        <DetailPairs
          stackOnPhone
          items={[
            ['团队名称', team.teamName],
            [
              '单位类型',
              <DictTag key="u" type={DICT_TYPE.WORK_UNIT_TYPE} value={team.workUnitType} />,
            ],
            ['单位名称', team.workUnit],
            ['联系人', team.contactName],
            ['联系电话', team.contactMobile],
            ['备注', team.remark ?? ''],
          ]}
        />
      </DetailSection>
      <DetailSection title={`团队成员（${team.members.length}）`}>
        <MembersTable members={team.members} />
      </DetailSection>
    </Box>
  )
}

function MembersTable({ members }: { members: readonly TeamMember[] }) {
  return (
    <Table size="small" aria-label="团队成员及门票">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>序号</TableCell>
          <TableCell>姓名</TableCell>
          <TableCell>证件类型</TableCell>
          <TableCell>证件号码</TableCell>
          <TableCell>门票编号</TableCell>
          <TableCell>门票状态</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((member, index) => (
          <MemberRow key={member.idNumber} index={index} member={member} />
        ))}
      </TableBody>
    </Table>
  )
}

function MemberRow({ member, index }: { member: TeamMember; index: number }) {
  const idType = useAppSelector((state) =>
    selectDictLabel(state, DICT_TYPE.WORD_CARD_TYPE, member.idType),
  )
  return (
    <TableRow>
      <TableCell>{index + 1}</TableCell>
      <TableCell>{member.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{idType || String(member.idType)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.idNumber}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.ticketNo ?? '未出票'}</TableCell>
      <TableCell>
        {member.ticketStatus === null || member.ticketStatus === undefined ? (
          '—'
        ) : (
          <DictTag type={DICT_TYPE.TICKET_STATUS} value={member.ticketStatus} />
        )}
      </TableCell>
    </TableRow>
  )
}
