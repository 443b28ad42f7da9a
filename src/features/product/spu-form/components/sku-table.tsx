import { useCallback, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import { HiddenFileInput, useImageUpload } from '@/shared/image-upload'
import { SINGLE_SKU_KEY } from '../model/sku-combinations'
import type { SkuTableStore } from '../model/sku-store'
import { SKU_INPUT_COLUMNS, type SkuField } from '../model/sku-values'
import type { SkuCombination, SpecProperty } from '../model/spec-types'
import { BATCH_ROW_KEY, SkuBatchRow } from './sku-batch-row'
import { SkuRow } from './sku-row'
import { skuTableSx } from './sku-table.css'

export interface SkuTableProps {
  store: SkuTableStore
  /** The 规格 whose values make the rows (multi-spec), or null for the single SKU. */
  specs: readonly SpecProperty[] | null
  combinations: readonly SkuCombination[]
}

const NO_LABELS: readonly string[] = ['']

/**
 * The SKU table: one row per combination of the chosen values (or the one row of a single-spec
 * product), a 批量设置 row above them, and one file input for every row's picture.
 */
export function SkuTable({ store, specs, combinations }: SkuTableProps) {
  const { canUpload, uploading, issue, upload } = useImageUpload('规格图片')
  const inputRef = useRef<HTMLInputElement>(null)
  const target = useRef<string | null>(null)
  const [batchPic, setBatchPic] = useState('')
  const multi = specs !== null
  const usedSpecs = useMemo(() => (specs ?? []).filter((spec) => spec.values.length > 0), [specs])
  const keys = useMemo(
    () => (multi ? combinations.map((combination) => combination.key) : [SINGLE_SKU_KEY]),
    [multi, combinations],
  )
  const labels = useMemo(
    () =>
      new Map(
        combinations.map((combination) => [
          combination.key,
          combination.values.map((value) => value.valueName),
        ]),
      ),
    [combinations],
  )

  const pickPic = useCallback((rowKey: string) => {
    target.current = rowKey
    inputRef.current?.click()
  }, [])

  const picked = async (files: File[]) => {
    const rowKey = target.current
    const [url] = await upload(files.slice(0, 1))
    if (!url || rowKey === null) return
    if (rowKey === BATCH_ROW_KEY) setBatchPic(url)
    else store.set(rowKey, 'picUrl', url)
  }

  const fill = useCallback(
    (patch: Partial<Record<SkuField, string>>) => store.fill(keys, patch),
    [store, keys],
  )
  const picDisabled = !canUpload || uploading

  return (
    <Box>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Box component="table" aria-label="商品规格" sx={skuTableSx}>
          <thead>
            <tr>
              {multi
                ? usedSpecs.map((spec) => (
                    <th key={spec.id} scope="col">
                      {spec.name}
                    </th>
                  ))
                : null}
              <th scope="col">图片</th>
              {SKU_INPUT_COLUMNS.map(({ field, label, required }) => (
                <th key={field} scope="col">
                  {required && (
                    <Box component="span" aria-hidden sx={{ color: 'error.main', mr: 0.25 }}>
                      *
                    </Box>
                  )}
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {multi && keys.length > 0 && (
              <SkuBatchRow
                specColumns={usedSpecs.length}
                picUrl={batchPic}
                onPickPic={pickPic}
                onClearPic={() => setBatchPic('')}
                picDisabled={picDisabled}
                onFill={fill}
              />
            )}
            {keys.map((key) => (
              <SkuRow
                key={key}
                store={store}
                rowKey={key}
                labels={multi ? (labels.get(key) ?? NO_LABELS) : NO_LABELS}
                onPickPic={pickPic}
                picDisabled={picDisabled}
              />
            ))}
          </tbody>
        </Box>
      </Box>
      <HiddenFileInput
        ref={inputRef}
        label="选择规格图片"
        disabled={picDisabled}
        onFiles={(files) => void picked(files)}
      />
      <FormHelperText error={!!issue}>
        {issue ??
          (canUpload ? '规格图片：PNG、JPG、GIF 或 WebP，不超过 2 MB' : '没有上传文件的权限')}
      </FormHelperText>
    </Box>
  )
}
