import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'

export interface DetailItem {
  label: string
  content: ReactNode
}

export interface DetailDialogProps {
  open: boolean
  title: string
  items: readonly DetailItem[]
  onClose: () => void
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg'
  /** Shown under the grid, e.g. a table of the record's tries. */
  children?: ReactNode
}

/** A read-only record: label / value pairs in a bordered grid, closed with 关闭 or Escape. */
export function DetailDialog({
  open,
  title,
  items,
  onClose,
  maxWidth = 'md',
  children,
}: DetailDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onClose()
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '110px 1fr', md: '110px 1fr 110px 1fr' },
            m: 0,
            mb: children ? 2 : 0,
            borderTop: 1,
            borderLeft: 1,
            borderColor: 'divider',
            '& > *': {
              borderRight: 1,
              borderBottom: 1,
              borderColor: 'divider',
              m: 0,
              px: 1.5,
              py: 1,
            },
            '& > dt': { bgcolor: 'grey.50', color: 'text.secondary', fontSize: 14 },
            '& > dd': { fontSize: 14, wordBreak: 'break-all' },
          }}
        >
          {items.map((item) => (
            <DetailPair key={item.label} item={item} />
          ))}
        </Box>
        {children}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  )
}

function DetailPair({ item }: { item: DetailItem }) {
  return (
    <>
      <dt>{item.label}</dt>
      <dd>{item.content}</dd>
    </>
  )
}
