import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'

/** A titled card of a detail page. */
export function DetailSection({
  title,
  children,
  actions,
}: {
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: 2.5, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mr: 'auto' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  )
}

/** Label-value pairs in columns (a description list). */
export function Descriptions({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        fontSize: 14,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {item.label}：
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              minWidth: 0,
              overflowWrap: 'anywhere',
              display: 'flex',
              alignItems: 'center',
            }}
          >
            {item.value === '' || item.value === null || item.value === undefined
              ? '—'
              : item.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
