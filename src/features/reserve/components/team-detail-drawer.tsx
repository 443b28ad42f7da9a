import { useId } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import { teamResourceApi } from '../resources/team-resource'
import { TeamDetailView } from './team-detail-view'

export interface TeamDetailDrawerProps {
  /** The booking shown; null while closed. */
  id: number | null
  onClose: () => void
}

/** 团队预约详情: loaded by get (whole phone and ID numbers for reserve:team:query). */
export function TeamDetailDrawer({ id, onClose }: TeamDetailDrawerProps) {
  const titleId = useId()
  const { data, isFetching, isError } = teamResourceApi.useGetQuery(id ?? 0, { skip: id === null })
  const shown = data && data.id === id ? data : undefined
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 720 } },
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
          团队预约详情
        </Typography>
        <IconButton aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ p: 2.5, overflow: 'auto' }}>
        {shown ? (
          <TeamDetailView team={shown} />
        ) : (
          <Typography color={isError ? 'error' : 'text.secondary'}>
            {isError ? '团队预约详情加载失败' : isFetching ? '加载中…' : ''}
          </Typography>
        )}
      </Box>
    </Drawer>
  )
}
