import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useCallback, useContext, useMemo, useState } from 'react'
import {
  EMPTY_SKU_ROW,
  SKU_INPUT_COLUMNS,
  type SkuField,
  type SkuRowValues,
} from '../model/sku-values'
import { SkuInput, SkuPic } from './sku-cells'
import { SkuRenderProbe } from './sku-render-probe'

export const BATCH_ROW_KEY = '__batch__'

interface SkuBatchRowProps {
  /** How many cells the combination takes (one per 规格). */
  specColumns: number
  picUrl: string
  onPickPic(rowKey: string): void
  onClearPic(): void
  picDisabled: boolean
  /** Fills every row with the fields typed here (empty ones are left alone). */
  onFill(patch: Partial<Record<SkuField, string>>): void
}

/** 批量设置: type once, then 批量填充 puts it into every row. */
export function SkuBatchRow({
  specColumns,
  picUrl,
  onPickPic,
  onClearPic,
  picDisabled,
  onFill,
}: SkuBatchRowProps) {
  useContext(SkuRenderProbe)?.(BATCH_ROW_KEY)
  const [values, setValues] = useState<SkuRowValues>(EMPTY_SKU_ROW)
  const setters = useMemo(
    () =>
      Object.fromEntries(
        SKU_INPUT_COLUMNS.map(({ field }) => [
          field,
          (value: string) => setValues((current) => ({ ...current, [field]: value })),
        ]),
      ) as Record<SkuField, (value: string) => void>,
    [],
  )
  const pick = useCallback(() => onPickPic(BATCH_ROW_KEY), [onPickPic])

  const fill = () => {
    const patch: Partial<Record<SkuField, string>> = {}
    for (const { field } of SKU_INPUT_COLUMNS) {
      if (values[field].trim() !== '') patch[field] = values[field].trim()
    }
    if (picUrl) patch.picUrl = picUrl
    onFill(patch)
  }

  return (
    <tr className="sku-batch">
      <td colSpan={Math.max(specColumns, 1)}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span>批量设置</span>
          <Button size="small" variant="contained" onClick={fill}>
            批量填充
          </Button>
        </Box>
      </td>
      <td>
        <SkuPic
          name="批量设置 图片"
          url={picUrl}
          disabled={picDisabled}
          onPick={pick}
          onClear={onClearPic}
        />
      </td>
      {SKU_INPUT_COLUMNS.map(({ field, label, money }) => (
        <td key={field}>
          <SkuInput
            name={`批量设置 ${label}`}
            value={values[field]}
            decimal={money || field === 'weight' || field === 'volume'}
            onChange={setters[field]}
          />
        </td>
      ))}
    </tr>
  )
}
