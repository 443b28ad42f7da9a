import type { ReactElement } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import RemoveIcon from '@mui/icons-material/Remove'
import ReplyIcon from '@mui/icons-material/Reply'
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord'
import type { BpmTaskOfInstance } from '@/shared/wire/bpm-runtime'
import { formatDate } from '@/shared/utils'
import { formatDuration } from '../../model/duration'
import { resultLook, timelineTasks, type ResultColor, type ResultIcon } from './task-records'

const ICONS: Record<ResultIcon, ReactElement> = {
  time: <AccessTimeIcon fontSize="inherit" />,
  check: <CheckIcon fontSize="inherit" />,
  close: <CloseIcon fontSize="inherit" />,
  remove: <RemoveIcon fontSize="inherit" />,
  back: <ReplyIcon fontSize="inherit" />,
  dot: <FiberManualRecordIcon fontSize="inherit" />,
}

function dotColor(color: ResultColor): string {
  return color === 'default' ? 'grey.500' : `${color}.main`
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="span" sx={{ mr: 3.5, whiteSpace: 'nowrap' }}>
      {label}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {children}
      </Box>
    </Box>
  )
}

function TimelineEntry({ task, last }: { task: BpmTaskOfInstance; last: boolean }) {
  const look = resultLook(task.result)
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: last ? 0 : 2.5 }}
    >
      {!last && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 11,
            top: 24,
            bottom: 0,
            borderLeft: 2,
            borderColor: 'divider',
          }}
        />
      )}
      <Box
        aria-hidden
        data-result-color={look.color}
        sx={{
          width: 24,
          height: 24,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: dotColor(look.color),
          color: 'common.white',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 14,
        }}
      >
        {ICONS[look.icon]}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, mb: 1 }}>任务：{task.name}</Typography>
        <Paper variant="outlined" sx={{ p: 1.25, fontSize: 14, lineHeight: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
            {task.assigneeUser && (
              <Box component="span" sx={{ mr: 3.5 }}>
                审批人：{task.assigneeUser.nickname}
                {task.assigneeUser.deptName && (
                  <Chip size="small" label={task.assigneeUser.deptName} sx={{ ml: 0.5 }} />
                )}
              </Box>
            )}
            {!!task.createTime && <Field label="创建时间：">{formatDate(task.createTime)}</Field>}
            {!!task.endTime && <Field label="审批时间：">{formatDate(task.endTime)}</Field>}
            {task.durationInMillis !== null && task.durationInMillis !== undefined && (
              <Field label="耗时：">{formatDuration(task.durationInMillis)}</Field>
            )}
          </Box>
          {task.reason && (
            <Box sx={{ mt: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color={look.color}
                label={task.reason}
                // A long reason wraps instead of being cut off.
                sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'pre-wrap', py: 0.25 } }}
              />
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  )
}

/** 审批记录: every task of the instance but the cancelled ones, open ones first. */
export function ApprovalTimeline({ tasks }: { tasks: readonly BpmTaskOfInstance[] }) {
  const shown = timelineTasks(tasks)
  if (shown.length === 0) {
    return <Typography color="text.secondary">暂无审批记录</Typography>
  }
  return (
    <Box component="ol" aria-label="审批记录" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {shown.map((task, index) => (
        <TimelineEntry key={task.id} task={task} last={index === shown.length - 1} />
      ))}
    </Box>
  )
}
