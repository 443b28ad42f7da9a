import Box from '@mui/material/Box'
import Switch from '@mui/material/Switch'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { usePermission } from '@/shared/permissions'
import { popup } from '@/shared/ui/popups'
import { useUpdateSpuStatusMutation } from '../api/product-api'
import { SPU_STATUS, type SpuItem } from '../model/product-types'

const UPDATE_PERMISSION = ['product:spu:update']

/**
 * 状态 of a product row: 上架 / 下架 as a switch that asks first and follows the row, so it moves
 * only once the server agrees (a refusal leaves it where it was). In the recycle bin: a tag.
 */
export function SpuStatusSwitch({ spu }: { spu: SpuItem }) {
  const { hasPermi } = usePermission()
  const [updateStatus, { isLoading }] = useUpdateSpuStatusMutation()
  if (spu.status === SPU_STATUS.RECYCLE) {
    return <DictTag type={DICT_TYPE.PRODUCT_SPU_STATUS} value={spu.status} />
  }
  const onShelf = spu.status === SPU_STATUS.ON_SHELF

  const toggle = async () => {
    const verb = onShelf ? '下架' : '上架'
    if (!(await popup.confirm(`确认要"${verb}""${spu.name}"商品吗?`))) return
    const status = onShelf ? SPU_STATUS.WAREHOUSE : SPU_STATUS.ON_SHELF
    const result = await updateStatus({ id: spu.id, status })
    if (!('error' in result)) popup.message.success(`${verb}成功`)
  }

  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}
    >
      <Switch
        size="small"
        checked={onShelf}
        disabled={isLoading || !hasPermi(UPDATE_PERMISSION)}
        onChange={() => void toggle()}
        slotProps={{ input: { 'aria-label': `${spu.name}的上架状态` } }}
      />
      <Box component="span" aria-hidden sx={{ fontSize: 13, color: 'text.secondary' }}>
        {onShelf ? '上架' : '下架'}
      </Box>
    </Box>
  )
}
