import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSearchParams } from 'react-router-dom'
import { LeaveDetailView } from '../components/leave-detail-view'
import { MISSING_ID_MESSAGE } from '../model/oa-leave-types'
import { leaveResource } from '../resources/leave-resource'

/** The leave's id: the `id` prop (the approval page's business form) wins over `?id=`. */
function leaveIdOf(prop: number | undefined, query: string | null): number | null {
  const id = prop ?? (query !== null && /^\d+$/.test(query.trim()) ? Number(query) : null)
  return id !== null && Number.isInteger(id) && id > 0 ? id : null
}

function problemOf(error: unknown): string | undefined {
  if (!error) return undefined
  const msg = (error as { msg?: unknown }).msg
  return typeof msg === 'string' && msg ? msg : '查询 OA 请假信息失败'
}

export interface LeaveDetailPageProps {
  /** Set when the approval page shows this as the process's business form. */
  id?: number
}

/**
 * 查看 OA 请假 (/bpm/oa/leave/detail?id=), also the business form the approval page shows for an
 * oa_leave instance (registered under '/bpm/oa/leave/detail', given the business key as `id`).
 */
export default function LeaveDetailPage({ id: idProp }: LeaveDetailPageProps) {
  const [searchParams] = useSearchParams()
  const id = leaveIdOf(idProp, searchParams.get('id'))
  const { data, isFetching, error } = leaveResource.api.useGetQuery(id ?? skipToken)
  const view = (
    <LeaveDetailView
      leave={data}
      loading={isFetching && !data}
      problem={id === null ? MISSING_ID_MESSAGE : problemOf(error)}
    />
  )
  // Inside the approval page the card around it is the page's own.
  if (idProp !== undefined) return view
  return (
    <Box component="section" aria-label="查看 OA 请假" sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 1 }}>
        {view}
      </Paper>
    </Box>
  )
}
