import { useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import type { SearchValues } from '@/shared/list-kit'
import { dayText, slotTimeText, useListReserveRulesQuery } from '@/shared/museum'
import { CancelReservationDialog } from '../components/cancel-reservation-dialog'
import { TeamDetailDrawer } from '../components/team-detail-drawer'
import {
  useCancelTeamReservationMutation,
  useCreateTeamReservationMutation,
} from '../resources/team-api'
import { teamResource } from '../resources/team-resource'
import { filtersFromLink } from '../model/link-filters'
import {
  PROCESS_DETAIL_PATH,
  TEAM_PENDING,
  TEAM_RULE,
  type TeamItem,
} from '../resources/team-types'

/** team_reserve_status values a link may filter by. */
const TEAM_STATUSES = new Set(['0', '1', '2', '3', '4'])

/** 团队预约 (page key 'reserve/team/index'). */
export default function TeamReservationPage() {
  const [params] = useSearchParams()
  const link = params.toString()
  const defaults = useMemo(() => filtersFromLink(new URLSearchParams(link), TEAM_STATUSES), [link])
  // A new link (the dashboard's 待审核 card clicked again) starts the list afresh.
  return <TeamReservations key={link} defaults={defaults} />
}

function TeamReservations({ defaults: searchDefaults }: { defaults: SearchValues }) {
  const navigate = useNavigate()
  const [detailId, setDetailId] = useState<number | null>(null)
  const [cancelling, setCancelling] = useState<TeamItem | null>(null)
  const unitTypes = useDictOptions(DICT_TYPE.WORK_UNIT_TYPE, 'number')
  const { data: rules } = useListReserveRulesQuery()
  const rule = rules?.find((r) => r.type === TEAM_RULE)
  const min = rule?.minPersons
  const max = rule?.maxPersons

  const resource = useMemo(
    () =>
      teamResource({
        handlers: {
          openDetail: (row) => setDetailId(row.id),
          openProgress: (row) =>
            void navigate(
              `${PROCESS_DETAIL_PATH}?id=${encodeURIComponent(row.processInstanceId ?? '')}`,
            ),
          openCancel: setCancelling,
        },
        rules: { min, max },
        unitTypes: unitTypes.map((o) => ({ label: o.label, value: o.value })),
      }),
    [navigate, unitTypes, min, max],
  )
  const screen = useResourceScreen(resource, { searchDefaults })
  const [createTeam] = useCreateTeamReservationMutation()
  const [cancel] = useCancelTeamReservationMutation()

  // The kit's 新增 books the team through its own endpoint, which starts the approval.
  const view = {
    ...screen,
    dialog: { ...screen.dialog, title: '新增团队预约', successMessage: '提交成功，等待审批' },
    save: async (values: Parameters<typeof screen.save>[0]) => {
      await createTeam(values).unwrap()
    },
  }

  return (
    <ResourceView resource={resource} screen={view}>
      <TeamDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <CancelReservationDialog
        open={cancelling !== null}
        title="取消团队预约"
        summary={
          cancelling &&
          `${cancelling.teamName}，${dayText(cancelling.visitDate)} ${slotTimeText(cancelling)}，${cancelling.personCount} 人。取消后团队名额退回场次，${
            cancelling.status === TEAM_PENDING ? '审批流程随之取消' : '已出的门票作废'
          }。`
        }
        onCancel={async (reason) => {
          if (cancelling) await cancel({ id: cancelling.id, reason }).unwrap()
        }}
        onClose={() => setCancelling(null)}
      />
    </ResourceView>
  )
}
