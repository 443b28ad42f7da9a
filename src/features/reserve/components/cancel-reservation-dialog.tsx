import Typography from '@mui/material/Typography'
import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'

const schema = z.object({
  reason: z.string().trim().min(1, '请输入取消原因').max(200, '取消原因不能超过 200 个字'),
})

type CancelValues = z.input<typeof schema>

export interface CancelReservationDialogProps {
  /** Open while a booking is chosen for cancelling. */
  open: boolean
  title: string
  /** What is being cancelled and what follows from it, shown above the reason. */
  summary: string | null
  /** Sends the cancel; a rejection keeps the dialog open with the server's message. */
  onCancel: (reason: string) => Promise<void>
  onClose: () => void
}

/**
 * 取消预约 (personal or team) with a required reason. A refusal (past the deadline, already
 * decided) shows the server's message and keeps the typed reason.
 */
export function CancelReservationDialog({
  open,
  title,
  summary,
  onCancel,
  onClose,
}: CancelReservationDialogProps) {
  return (
    <FormDialog<CancelValues, z.output<typeof schema>>
      open={open}
      title={title}
      schema={schema}
      defaultValues={{ reason: '' }}
      fields={[{ kind: 'text', name: 'reason', label: '取消原因', required: true, rows: 3 }]}
      successMessage="取消成功"
      onClose={onClose}
      onSubmit={({ reason }) => onCancel(reason)}
    >
      {() =>
        summary && (
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        )
      }
    </FormDialog>
  )
}
