import Box from '@mui/material/Box'

/** 商户单号 / 支付单号 / 渠道单号 (or the refund's) stacked in one cell, each with its label. */
export function OrderNumbers({ lines }: { lines: readonly [string, string | null | undefined][] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, fontSize: 13 }}>
      {lines.map(([label, value]) => (
        <Box key={label} sx={{ whiteSpace: 'nowrap' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {label}：
          </Box>
          {value || '-'}
        </Box>
      ))}
    </Box>
  )
}
