import { useId } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { Controller } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'
import { SPU_STATUS_ON_SHELF, SPU_STATUS_WAREHOUSE } from '@/shared/wire/product-spu'
import { SpuTextRow, type SpuForm } from './spu-text-row'

/** 其它设置: sort, points given, virtual sales, and whether the product goes on sale now. */
export function SpuOtherTab({ form }: { form: SpuForm }) {
  const id = useId()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 760 }}>
      <SpuTextRow form={form} name="sort" label="商品排序" numeric helper="数字越小越靠前" />
      <SpuTextRow
        form={form}
        name="giveIntegral"
        label="赠送积分"
        numeric
        helper="购买后赠送的积分"
      />
      <SpuTextRow
        form={form}
        name="virtualSalesCount"
        label="虚拟销量"
        numeric
        helper="展示的销量加上这个数"
      />
      <FormFieldRow label="商品状态" labelId={`${id}-status`}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby={`${id}-status`}
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              <FormControlLabel
                value={String(SPU_STATUS_ON_SHELF)}
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label="立即上架"
              />
              <FormControlLabel
                value={String(SPU_STATUS_WAREHOUSE)}
                control={<Radio />}
                label="放入仓库"
              />
            </RadioGroup>
          )}
        />
      </FormFieldRow>
    </Box>
  )
}
