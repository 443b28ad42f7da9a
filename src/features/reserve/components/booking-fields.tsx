import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { CustomFormField, RowAction } from '@/shared/list-kit'
import { SlotPicker, type SlotKind } from '@/shared/museum'

/** What every booking form (窗口预约, 新增团队预约) holds: the chosen slot's id. */
interface SlotValues extends FieldValues {
  slotId: number | null
}

/** 参观日期 and the slot, with the places left for this kind of booking. */
function BookingSlotField<V extends SlotValues>({
  form,
  kind,
}: {
  form: UseFormReturn<V>
  kind: SlotKind
}) {
  return (
    <Controller
      control={form.control}
      // A generic V cannot prove 'slotId' is one of its paths; SlotValues guarantees it.
      name={'slotId' as Path<V>}
      render={({ field, fieldState }) => (
        <SlotPicker
          kind={kind}
          value={field.value as number | null}
          onChange={(slot) => field.onChange(slot?.id ?? null)}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** The 参观场次 row of a booking form. */
export function slotFormField<V extends SlotValues>(kind: SlotKind): CustomFormField<V> {
  return {
    kind: 'custom',
    name: 'slotId',
    label: '参观场次',
    required: true,
    render: (form) => <BookingSlotField form={form} kind={kind} />,
  }
}

/** 详情 of a booking row, for holders of `permission`. */
export function detailRowAction<Row>(
  permission: string,
  onClick: (row: Row) => void,
): RowAction<Row> {
  return { key: 'detail', label: '详情', permission: [permission], onClick }
}

/** 取消预约 of a booking row, shown while the booking can still be cancelled. */
export function cancelRowAction<Row>(
  permission: string,
  cancellable: (row: Row) => boolean,
  onClick: (row: Row) => void,
): RowAction<Row> {
  return {
    key: 'cancel',
    label: '取消预约',
    color: 'error',
    permission: [permission],
    hidden: (row) => !cancellable(row),
    onClick,
  }
}
