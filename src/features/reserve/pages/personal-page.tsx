import { useMemo, useState } from 'react'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { useListReserveRulesQuery } from '@/shared/museum'
import { useCreateCounterReservationMutation } from '../api/personal-api'
import { CancelReservationDialog } from '../components/cancel-reservation-dialog'
import { PersonalDetailDrawer } from '../components/personal-detail-drawer'
import type { PersonalItem } from '../model/reserve-types'
import { personalResource, personalSearchFields } from '../resources/personal-resource'

/** reserve_status values a personal reservation takes (0 and 5 are the teams' audit states). */
const PERSONAL_STATUSES = new Set(['1', '2', '3', '4'])

/** overall_rule_type of individual visitors. */
const PERSONAL_RULE = 1

/** 个人预约 (page key 'reserve/personal/index'). */
export default function PersonalReservationPage() {
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
  const screen = useResourceScreen(resource, { searchFields })
  const [createCounter] = useCreateCounterReservationMutation()

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
      <CancelReservationDialog reservation={cancelling} onClose={() => setCancelling(null)} />
    </ResourceView>
  )
}
