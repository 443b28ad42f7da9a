import Typography from '@mui/material/Typography'
import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'
import { dayText, slotTimeText } from '@/shared/museum'
import { useCancelTeamReservationMutation } from '../resources/team-api'
import { TEAM_PENDING, type TeamItem } from '../resources/team-types'

const schema = z.object({
  reason: z.string().trim().min(1, '请输入取消原因').max(200, '取消原因不能超过 200 个字'),
})

type CancelValues = z.input<typeof schema>

export interface TeamCancelDialogProps {
  /** The booking to cancel; null while closed. */
  team: TeamItem | null
  onClose: () => void
}

/**
 * 取消预约 of a team, with a required reason. A refusal (past the deadline, already decided) shows
 * the server's message and keeps the typed reason.
 */
export function TeamCancelDialog({ team, onClose }: TeamCancelDialogProps) {
  const [cancel] = useCancelTeamReservationMutation()
  return (
    <FormDialog<CancelValues, z.output<typeof schema>>
      open={team !== null}
      title="取消团队预约"
      schema={schema}
      defaultValues={{ reason: '' }}
      fields={[{ kind: 'text', name: 'reason', label: '取消原因', required: true, rows: 3 }]}
      successMessage="取消成功"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (team) await cancel({ id: team.id, reason }).unwrap()
      }}
    >
      {() =>
        team && (
          <Typography variant="body2" color="text.secondary">
            {`${team.teamName}，${dayText(team.visitDate)} ${slotTimeText(team)}，${team.personCount} 人。取消后团队名额退回场次，${
              team.status === TEAM_PENDING ? '审批流程随之取消' : '已出的门票作废'
            }。`}
          </Typography>
        )
      }
    </FormDialog>
  )
}
