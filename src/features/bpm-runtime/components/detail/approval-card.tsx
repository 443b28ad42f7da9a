import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined'
import EditNoteIcon from '@mui/icons-material/EditNote'
import ReplayIcon from '@mui/icons-material/Replay'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type {
  BpmProcessInstanceDetail,
  BpmReturnTarget,
  BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'
import { FormFieldRow } from '@/shared/list-kit'
import { HasPermi } from '@/shared/permissions'
import { popup } from '@/shared/ui/popups'
import {
  useApproveTaskMutation,
  useLazyGetReturnListQuery,
  useRejectTaskMutation,
} from '../../api/process-detail-api'
import { DelegateDialog } from './delegate-dialog'
import { ReturnDialog } from './return-dialog'
import { auditSchema, type AuditForm } from './task-action-forms'
import { TransferDialog } from './transfer-dialog'

const TASK_UPDATE = ['bpm:task:update']

type OpenDialog =
  { kind: 'transfer' } | { kind: 'delegate' } | { kind: 'return'; targets: BpmReturnTarget[] }

export interface ApprovalCardProps {
  task: BpmTaskOfInstance
  instance: BpmProcessInstanceDetail
}

/** 审批任务【…】: one open task of the signed-in user, with its advice and the actions on it. */
export function ApprovalCard({ task, instance }: ApprovalCardProps) {
  const id = useId()
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [approve] = useApproveTaskMutation()
  const [reject] = useRejectTaskMutation()
  const [loadReturnTargets, returnTargets] = useLazyGetReturnListQuery()
  const form = useForm<AuditForm>({
    defaultValues: { reason: '' },
    resolver: zodResolver(auditSchema),
  })
  const { isSubmitting } = form.formState

  const audit = (pass: boolean) =>
    form.handleSubmit(async ({ reason }) => {
      const body = { id: task.id, reason }
      try {
        await (pass ? approve(body) : reject(body)).unwrap()
      } catch {
        // The server's reason is on screen already; the typed advice stays for another try.
        return
      }
      popup.message.success(pass ? '审批通过成功！' : '审批不通过成功！')
    })

  const openReturn = async () => {
    let targets: BpmReturnTarget[]
    try {
      targets = await loadReturnTargets(task.id).unwrap()
    } catch {
      return
    }
    if (targets.length === 0) {
      popup.message.warning('当前没有可回退的节点！')
      return
    }
    setDialog({ kind: 'return', targets })
  }

  const startUser = instance.startUser
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-title`}>
      <CardHeader
        title={`审批任务【${task.name}】`}
        slotProps={{ title: { id: `${id}-title`, variant: 'subtitle1', component: 'h2' } }}
        sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5 }}
      />
      <CardContent sx={{ maxWidth: 760, mx: 'auto' }}>
        <Box
          component="form"
          noValidate
          aria-label={`审批任务【${task.name}】`}
          onSubmit={(event) => event.preventDefault()}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {instance.name && (
            <FormFieldRow label="流程名" labelId={`${id}-name`}>
              <Box sx={{ pt: 1 }}>{instance.name}</Box>
            </FormFieldRow>
          )}
          {startUser && (
            <FormFieldRow label="流程发起人" labelId={`${id}-starter`}>
              <Box sx={{ pt: 1, display: 'flex', alignItems: 'center', gap: 0.75 }}>
                {startUser.nickname}
                {startUser.deptName && <Chip size="small" label={startUser.deptName} />}
              </Box>
            </FormFieldRow>
          )}
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <FormFieldRow
                label="审批建议"
                labelId={`${id}-reason-label`}
                inputId={`${id}-reason`}
                required
              >
                <TextField
                  id={`${id}-reason`}
                  size="small"
                  fullWidth
                  multiline
                  minRows={3}
                  placeholder="请输入审批建议"
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message}
                />
              </FormFieldRow>
            )}
          />
          <HasPermi value={TASK_UPDATE}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pl: { sm: 14 } }}>
              <Button
                variant="contained"
                color="success"
                startIcon={<EditNoteIcon />}
                disabled={isSubmitting}
                onClick={() => void audit(true)()}
              >
                通过
              </Button>
              <Button
                variant="contained"
                color="error"
                startIcon={<CancelOutlinedIcon />}
                disabled={isSubmitting}
                onClick={() => void audit(false)()}
              >
                不通过
              </Button>
              <Button
                variant="contained"
                startIcon={<EditNoteIcon />}
                disabled={isSubmitting}
                onClick={() => setDialog({ kind: 'transfer' })}
              >
                转办
              </Button>
              <Button
                variant="contained"
                startIcon={<EditNoteIcon />}
                disabled={isSubmitting}
                onClick={() => setDialog({ kind: 'delegate' })}
              >
                委派
              </Button>
              <Button
                variant="contained"
                color="warning"
                startIcon={<ReplayIcon />}
                disabled={isSubmitting}
                loading={returnTargets.isFetching}
                onClick={() => void openReturn()}
              >
                退回
              </Button>
            </Box>
          </HasPermi>
        </Box>
      </CardContent>
      {dialog?.kind === 'transfer' && (
        <TransferDialog taskId={task.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delegate' && (
        <DelegateDialog taskId={task.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'return' && (
        <ReturnDialog taskId={task.id} targets={dialog.targets} onClose={() => setDialog(null)} />
      )}
    </Card>
  )
}
