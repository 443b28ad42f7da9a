import { useState } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { yuanText } from '@/shared/money'
import type { OrderItemProperty, OrderLine } from '../model/trade-types'

/** '颜色：红色；尺码：L'. */
export function propertiesText(properties: OrderItemProperty[] | null | undefined): string {
  return (properties ?? [])
    .map((property) => `${property.propertyName}：${property.valueName}`)
    .join('；')
}

/** The product picture, or a grey box when there is none or it cannot be loaded. */
export function ProductPicture({
  url,
  name,
  size = 56,
}: {
  url: string | null
  name: string
  size?: number
}) {
  const [failed, setFailed] = useState<string | null>(null)
  return url && failed !== url ? (
    <Box
      component="img"
      src={url}
      alt={name}
      loading="lazy"
      onError={() => setFailed(url)}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0 }}
    />
  ) : (
    <Box
      role="img"
      aria-label={name}
      sx={{ width: size, height: size, bgcolor: 'grey.200', borderRadius: 0.5, flexShrink: 0 }}
    />
  )
}

/** One item: picture, name, properties and 单价 x 数量 (plus anything the caller adds). */
export function OrderLineView({
  line,
  extra,
  hidePrice = false,
}: {
  line: Pick<OrderLine, 'spuName' | 'picUrl' | 'count' | 'price' | 'properties'>
  extra?: ReactNode
  /** An after-sale shows its count only (its money is the refund). */
  hidePrice?: boolean
}) {
  const properties = propertiesText(line.properties)
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
      <ProductPicture url={line.picUrl} name={line.spuName} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {line.spuName}
        </Typography>
        {properties && (
          <Typography variant="caption" color="text.secondary" component="div">
            {properties}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="div">
          {hidePrice ? `数量：${line.count}` : `${yuanText(line.price)} x ${line.count}`}
        </Typography>
        {extra}
      </Box>
    </Box>
  )
}
