import Typography from '@mui/material/Typography'
import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'
import { dayText, slotTimeText } from '@/shared/museum'
import { useCancelPersonalReservationMutation } from '../api/personal-api'
import type { PersonalItem } from '../model/reserve-types'

const schema = z.object({
  reason: z.string().trim().min(1, '请输入取消原因').max(200, '取消原因不能超过 200 个字'),
})

type CancelValues = z.input<typeof schema>

export interface CancelReservationDialogProps {
  /** The reservation to cancel; null while closed. */
  reservation: PersonalItem | null
  onClose: () => void
}

/**
 * 取消预约 with a required reason. The server refuses after the rule's deadline: its message is
 * shown and the dialog keeps the typed reason.
 */
export function CancelReservationDialog({ reservation, onClose }: CancelReservationDialogProps) {
  const [cancel] = useCancelPersonalReservationMutation()
  return (
    <FormDialog<CancelValues, z.output<typeof schema>>
      open={reservation !== null}
      title="取消预约"
      schema={schema}
      defaultValues={{ reason: '' }}
      fields={[{ kind: 'text', name: 'reason', label: '取消原因', required: true, rows: 3 }]}
      successMessage="取消成功"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (reservation) await cancel({ id: reservation.id, reason }).unwrap()
      }}
    >
      {() =>
        reservation && (
          <Typography variant="body2" color="text.secondary">
            {`预约编号 ${reservation.reservationNo}，${dayText(reservation.visitDate)} ${slotTimeText(reservation)}，${reservation.personCount} 人。取消后名额退回场次，门票作废。`}
          </Typography>
        )
      }
    </FormDialog>
  )
}
