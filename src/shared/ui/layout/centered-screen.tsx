import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { useFullHeight } from '../theme/mount-context'

/** A full screen (the host's container when embedded) with its content in the middle. */
export function CenteredScreen({ children }: { children: ReactNode }) {
  const fullHeight = useFullHeight()
  return (
    <Box
      sx={{
        minHeight: fullHeight,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 3,
      }}
    >
      {children}
    </Box>
  )
}
