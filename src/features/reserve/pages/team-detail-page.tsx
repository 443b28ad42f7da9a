import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import { skipToken } from '@reduxjs/toolkit/query'
import { useSearchParams } from 'react-router-dom'
import { TeamDetailView } from '../components/team-detail-view'
import { teamResourceApi } from '../resources/team-resource'

/** The booking's id: the `id` prop (the approval page's business form) wins over `?id=`. */
function teamIdOf(prop: number | undefined, query: string | null): number | null {
  const id = prop ?? (query !== null && /^\d+$/.test(query.trim()) ? Number(query) : null)
  return id !== null && Number.isInteger(id) && id > 0 ? id : null
}

function problemOf(error: unknown): string | undefined {
  if (!error) return undefined
  const msg = (error as { msg?: unknown }).msg
  return typeof msg === 'string' && msg ? msg : '查询团队预约失败'
}

export interface TeamDetailPageProps {
  /** Set when the approval page shows this as the process's business form. */
  id?: number
}

/**
 * 团队预约详情 (/reserve/team/detail?id=), also the business form the approval page shows for a
 * museum_team_reserve instance (registered under '/reserve/team/detail', given the business key).
 */
export default function TeamDetailPage({ id: idProp }: TeamDetailPageProps) {
  const [searchParams] = useSearchParams()
  const id = teamIdOf(idProp, searchParams.get('id'))
  const { data, isFetching, error } = teamResourceApi.useGetQuery(id ?? skipToken)
  const problem = id === null ? '缺少团队预约编号' : problemOf(error)
  const view = problem ? (
    <Alert severity="error">{problem}</Alert>
  ) : data && data.id === id ? (
    <TeamDetailView team={data} />
  ) : isFetching ? (
    <Skeleton variant="rounded" height={200} aria-label="加载中" />
  ) : null
  // Inside the approval page the card around it is the page's own.
  if (idProp !== undefined) return view
  return (
    <Box component="section" aria-label="团队预约详情" sx={{ p: 2 }}>
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 1 }}>
        {view}
      </Paper>
    </Box>
  )
}
