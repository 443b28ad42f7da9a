import { teamResourceApi } from '../resources/team-resource'
import { DetailDrawer } from './detail-drawer'
import { TeamDetailView } from './team-detail-view'

export interface TeamDetailDrawerProps {
  /** The booking shown; null while closed. */
  id: number | null
  onClose: () => void
}

/** 团队预约详情: loaded by get (whole phone and ID numbers for reserve:team:query). */
export function TeamDetailDrawer({ id, onClose }: TeamDetailDrawerProps) {
  const { data, isFetching, isError } = teamResourceApi.useGetQuery(id ?? 0, { skip: id === null })
  const shown = data && data.id === id ? data : undefined
  return (
    <DetailDrawer
      open={id !== null}
      title="团队预约详情"
      width={720}
      isFetching={isFetching}
      isError={isError}
      errorText="团队预约详情加载失败"
      onClose={onClose}
    >
      {shown ? <TeamDetailView team={shown} /> : null}
    </DetailDrawer>
  )
}
