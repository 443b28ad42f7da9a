import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import type { SearchValues } from '@/shared/list-kit'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { dayText, slotTimeText, useListReserveRulesQuery } from '@/shared/museum'
import {
  useCancelPersonalReservationMutation,
  useCreateCounterReservationMutation,
} from '../api/personal-api'
import { CancelReservationDialog } from '../components/cancel-reservation-dialog'
import { PersonalDetailDrawer } from '../components/personal-detail-drawer'
import { filtersFromLink } from '../model/link-filters'
import type { PersonalItem } from '../model/reserve-types'
import { personalResource, personalSearchFields } from '../resources/personal-resource'

/** reserve_status values a personal reservation takes (0 and 5 are the teams' audit states). */
const PERSONAL_STATUSES = new Set(['1', '2', '3', '4'])

/** overall_rule_type of individual visitors. */
const PERSONAL_RULE = 1

/** 个人预约 (page key 'reserve/personal/index'). */
export default function PersonalReservationPage() {
  const [params] = useSearchParams()
  const link = params.toString()
  const defaults = useMemo(
    () => filtersFromLink(new URLSearchParams(link), PERSONAL_STATUSES),
    [link],
  )
  // A new link (the dashboard opened again on another day) starts the list afresh.
  return <PersonalReservations key={link} defaults={defaults} />
}

function PersonalReservations({ defaults }: { defaults: SearchValues }) {
  const [detailId, setDetailId] = useState<number | null>(null)
  const [cancelling, setCancelling] = useState<PersonalItem | null>(null)
  const cardTypes = useDictOptions(DICT_TYPE.WORD_CARD_TYPE, 'number')
  const statuses = useDictOptions(DICT_TYPE.RESERVE_STATUS)
  const { data: rules } = useListReserveRulesQuery()
  const rule = rules?.find((r) => r.type === PERSONAL_RULE)
  const min = rule?.minPersons
  const max = rule?.maxPersons

  const resource = useMemo(
    () =>
      personalResource({
        handlers: { openDetail: (row) => setDetailId(row.id), openCancel: setCancelling },
        rules: { min, max },
        cardTypes: cardTypes.map((o) => ({ label: o.label, value: o.value })),
      }),
    [cardTypes, min, max],
  )
  const searchFields = useMemo(
    () =>
      personalSearchFields(
        statuses
          .filter((o) => PERSONAL_STATUSES.has(String(o.value)))
          .map((o) => ({ label: o.label, value: String(o.value) })),
      ),
    [statuses],
  )
  const screen = useResourceScreen(resource, { searchFields, searchDefaults: defaults })
  const [createCounter] = useCreateCounterReservationMutation()
  const [cancel] = useCancelPersonalReservationMutation()

  // The kit's 新增 is the counter booking: named 窗口预约, saved through the booking endpoint
  // (which also refreshes the slots' places, on a refusal too).
  const view = {
    ...screen,
    dialog: { ...screen.dialog, title: '窗口预约', successMessage: '预约成功' },
    toolbarActions: screen.toolbarActions.map((action) =>
      action.key === 'create' ? { ...action, label: '窗口预约' } : action,
    ),
    save: async (values: Parameters<typeof screen.save>[0]) => {
      await createCounter(values).unwrap()
    },
  }

  return (
    <ResourceView resource={resource} screen={view}>
      <PersonalDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <CancelReservationDialog
        open={cancelling !== null}
        title="取消预约"
        summary={
          cancelling &&
          `预约编号 ${cancelling.reservationNo}，${dayText(cancelling.visitDate)} ${slotTimeText(cancelling)}，${cancelling.personCount} 人。取消后名额退回场次，门票作废。`
        }
        onCancel={async (reason) => {
          if (cancelling) await cancel({ id: cancelling.id, reason }).unwrap()
        }}
        onClose={() => setCancelling(null)}
      />
    </ResourceView>
  )
}
