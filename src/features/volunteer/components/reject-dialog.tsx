import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'
import type { VolunteerItem } from '../model/volunteer-types'

const rejectForm = z.object({
  reason: z.string().trim().min(1, '请填写驳回原因').max(200, '驳回原因不能超过 200 个字'),
})

type RejectValues = z.input<typeof rejectForm>

export interface RejectDialogProps {
  /** The volunteer being rejected; null keeps the dialog closed. */
  volunteer: VolunteerItem | null
  /** Sends the rejection; rejects when the server refuses (the dialog keeps the reason). */
  onReject: (volunteer: VolunteerItem, reason: string) => Promise<unknown>
  onClose: () => void
}

const EMPTY: RejectValues = { reason: '' }

/** 驳回: the reason is required and kept when the server refuses. */
export function RejectDialog({ volunteer, onReject, onClose }: RejectDialogProps) {
  return (
    <FormDialog
      open={volunteer !== null}
      title={volunteer ? `驳回志愿者申请 - ${volunteer.name}` : '驳回志愿者申请'}
      schema={rejectForm}
      defaultValues={EMPTY}
      fields={[
        {
          kind: 'text',
          name: 'reason',
          label: '驳回原因',
          required: true,
          rows: 4,
          placeholder: '请填写驳回原因，申请人将据此修改资料',
        },
      ]}
      onSubmit={(values) => (volunteer ? onReject(volunteer, values.reason) : Promise.resolve())}
      successMessage="已驳回"
      onClose={onClose}
    />
  )
}
