import Box from '@mui/material/Box'
import type { SpuItem } from '../model/product-types'
import { ProductImage } from './product-image'

/** 商品: the cover beside the name. */
export function SpuNameCell({ spu }: { spu: SpuItem }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <ProductImage url={spu.picUrl} alt={`${spu.name}封面`} size={48} />
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {spu.name}
      </Box>
    </Box>
  )
}
