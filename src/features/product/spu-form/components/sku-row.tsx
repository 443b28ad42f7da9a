import { memo, useContext, useMemo, useSyncExternalStore } from 'react'
import type { SkuTableStore } from '../model/sku-store'
import { SKU_INPUT_COLUMNS, type SkuField } from '../model/sku-values'
import { SkuInput, SkuPic } from './sku-cells'
import { SkuRenderProbe } from './sku-render-probe'

export interface SkuRowProps {
  store: SkuTableStore
  rowKey: string
  /** The values of the combination, one cell each ('' for a single-spec product). */
  labels: readonly string[]
  /** Opens the table's file input for this row's picture. */
  onPickPic(rowKey: string): void
  picDisabled: boolean
}

function sameRow(a: SkuRowProps, b: SkuRowProps): boolean {
  return (
    a.store === b.store &&
    a.rowKey === b.rowKey &&
    a.onPickPic === b.onPickPic &&
    a.picDisabled === b.picDisabled &&
    a.labels.length === b.labels.length &&
    a.labels.every((label, index) => label === b.labels[index])
  )
}

/**
 * One SKU: reads its own values and messages from the store, so typing re-renders this row only
 * (and, inside it, the one input whose text changed).
 */
export const SkuRow = memo(function SkuRow({
  store,
  rowKey,
  labels,
  onPickPic,
  picDisabled,
}: SkuRowProps) {
  useContext(SkuRenderProbe)?.(rowKey)
  const row = useSyncExternalStore(
    (listener) => store.subscribe(rowKey, listener),
    () => store.row(rowKey),
  )
  const errors = useSyncExternalStore(
    (listener) => store.subscribe(rowKey, listener),
    () => store.rowErrors(rowKey),
  )
  const handlers = useMemo(() => {
    const set = (field: SkuField) => (value: string) => store.set(rowKey, field, value)
    return {
      ...(Object.fromEntries(SKU_INPUT_COLUMNS.map(({ field }) => [field, set(field)])) as Record<
        SkuField,
        (value: string) => void
      >),
      pick: () => onPickPic(rowKey),
      clearPic: () => store.set(rowKey, 'picUrl', ''),
    }
  }, [store, rowKey, onPickPic])
  const prefix = labels.filter(Boolean).join(' / ')
  const named = (label: string) => (prefix ? `${prefix} ${label}` : label)

  return (
    <tr>
      {labels.map((label, index) => (label ? <td key={index}>{label}</td> : null))}
      <td>
        <SkuPic
          name={named('图片')}
          url={row.picUrl}
          disabled={picDisabled}
          onPick={handlers.pick}
          onClear={handlers.clearPic}
        />
      </td>
      {SKU_INPUT_COLUMNS.map(({ field, label, money }) => (
        <td key={field}>
          <SkuInput
            name={named(label)}
            value={row[field]}
            error={errors[field]}
            cellId={`${rowKey}|${field}`}
            decimal={money || field === 'weight' || field === 'volume'}
            onChange={handlers[field]}
          />
        </td>
      ))}
    </tr>
  )
}, sameRow)
