import { useId } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { Controller } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'
import type { SkuTableStore } from '../model/sku-store'
import type { SkuCombination, SpecProperty } from '../model/spec-types'
import { SkuTable } from './sku-table'
import { SpecEditor } from './spec-editor'
import type { SpuForm } from './spu-text-row'

interface SpuPriceTabProps {
  form: SpuForm
  multi: boolean
  specs: readonly SpecProperty[]
  onSpecsChange(specs: SpecProperty[]): void
  combinations: readonly SkuCombination[]
  store: SkuTableStore
  /** Why the SKUs cannot be saved as a whole (no 规格 yet, a server refusal). */
  problem: string | null
}

/** 价格库存: 单规格 (one SKU) or 多规格 (规格 and values, one SKU per combination). */
export function SpuPriceTab({
  form,
  multi,
  specs,
  onSpecsChange,
  combinations,
  store,
  problem,
}: SpuPriceTabProps) {
  const id = useId()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FormFieldRow label="商品规格" labelId={`${id}-spec`}>
        <Controller
          control={form.control}
          name="specType"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby={`${id}-spec`}
              value={field.value ? 'multi' : 'single'}
              onChange={(event) => field.onChange(event.target.value === 'multi')}
            >
              <FormControlLabel
                value="single"
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label="单规格"
              />
              <FormControlLabel value="multi" control={<Radio />} label="多规格" />
            </RadioGroup>
          )}
        />
      </FormFieldRow>
      {multi && (
        <FormFieldRow label="商品属性" labelId={`${id}-props`}>
          <SpecEditor specs={specs} onChange={onSpecsChange} />
        </FormFieldRow>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {(!multi || combinations.length > 0) && (
        <SkuTable store={store} specs={multi ? specs : null} combinations={combinations} />
      )}
    </Box>
  )
}
