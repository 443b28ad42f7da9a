import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { DictTag, DICT_TYPE } from '@/shared/dict'
import { formatDate } from '@/shared/utils'
import type { OaLeave } from '../model/oa-leave-types'

/** One read-only row: the label (with its full-width colon, as the screens write it) and value. */
function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, py: 1 }}>
      <Typography
        component="dt"
        sx={{ width: 100, flexShrink: 0, textAlign: 'right', fontWeight: 600, fontSize: 14 }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: 14, whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  )
}

export interface LeaveDetailViewProps {
  leave: OaLeave | undefined
  loading: boolean
  /** Why the leave cannot be shown (no id, refused by the server). */
  problem?: string
}

/** 查看 OA 请假: 开始时间, 结束时间, 请假类型 and 原因 of one leave, read-only. */
export function LeaveDetailView({ leave, loading, problem }: LeaveDetailViewProps) {
  if (problem) return <Alert severity="error">{problem}</Alert>
  if (loading || !leave) {
    return loading ? <Skeleton variant="rounded" height={160} aria-label="加载中" /> : null
  }
  return (
    <Box component="dl" sx={{ m: 0 }} aria-label="OA 请假信息">
      <DetailRow label="开始时间：">{formatDate(leave.startTime)}</DetailRow>
      <DetailRow label="结束时间：">{formatDate(leave.endTime)}</DetailRow>
      <DetailRow label="请假类型：">
        <DictTag type={DICT_TYPE.BPM_OA_LEAVE_TYPE} value={leave.type} />
      </DetailRow>
      <DetailRow label="原因：">{leave.reason}</DetailRow>
    </Box>
  )
}
