import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'

export interface ListPageProps {
  children: ReactNode
  /** Accessible name of the page region (e.g. the menu title). */
  label?: string
}

/** The frame every list screen uses: full width, 16 px around, one outlined paper. */
export function ListPage({ children, label }: ListPageProps) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ p: 2, width: '100%', boxSizing: 'border-box' }}
    >
      <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 1 }}>
        {children}
      </Paper>
    </Box>
  )
}
