import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'

export interface DetailDrawerProps {
  open: boolean
  title: string
  /** Paper width from the sm breakpoint on; phones get the whole width. */
  width: number
  /** Shown while the record has not arrived. */
  isFetching: boolean
  isError: boolean
  /** Text shown when loading failed, e.g. 预约详情加载失败. */
  errorText: string
  onClose: () => void
  /** The loaded record's view; null until the record for this id has arrived. */
  children: ReactNode
}

/**
 * Right-hand drawer of a booking's 详情 (personal and team): title bar with 关闭, then the view or
 * the loading / failure line.
 */
export function DetailDrawer({
  open,
  title,
  width,
  isFetching,
  isError,
  errorText,
  onClose,
  children,
}: DetailDrawerProps) {
  const titleId = useId()
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width } },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" sx={{ flex: 1, fontSize: 17 }}>
          {title}
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2.5, overflow: 'auto' }}>
        {children ?? (
          <Typography color={isError ? 'error' : 'text.secondary'}>
            {isError ? errorText : isFetching ? '加载中…' : ''}
          </Typography>
        )}
      </Box>
    </Drawer>
  )
}

/** A titled block of a detail view, labelled by its heading for screen readers. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

export interface DetailPairsProps {
  items: readonly (readonly [string, ReactNode])[]
  /** One label/value pair per row on phones (the team view is also shown on a full page). */
  stackOnPhone?: boolean
}

/** Label/value grid, two pairs a row. */
export function DetailPairs({ items, stackOnPhone = false }: DetailPairsProps) {
  const fourColumns = '90px 1fr 90px 1fr'
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: stackOnPhone ? { xs: '90px 1fr', sm: fourColumns } : fourColumns,
        m: 0,
        borderTop: 1,
        borderLeft: 1,
        borderColor: 'divider',
        '& dt, & dd': {
          borderRight: 1,
          borderBottom: 1,
          borderColor: 'divider',
          m: 0,
          px: 1.25,
          py: 0.75,
        },
        '& dt': { bgcolor: 'grey.50', color: 'text.secondary', fontSize: 13 },
        '& dd': { fontSize: 14, wordBreak: 'break-all' },
      }}
    >
      {items.map(([label, content]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{content}</dd>
        </Box>
      ))}
    </Box>
  )
}
