import type { ReactElement } from 'react'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import type { LintProblem, LintSeverity } from '../model/lint-problems'

const SEVERITY_ICONS: Record<LintSeverity, ReactElement> = {
  error: <CancelIcon fontSize="small" color="error" />,
  warn: <WarningAmberIcon fontSize="small" color="warning" />,
  info: <InfoOutlinedIcon fontSize="small" color="info" />,
}

const SEVERITY_LABELS: Record<LintSeverity, string> = { error: '错误', warn: '警告', info: '提示' }

export const LINT_PENDING_TEXT = '正在检查流程图…'
export const LINT_CLEAN_TEXT = '没有发现问题'

export interface LintProblemListProps {
  /** null: the diagram has not been checked yet. */
  problems: readonly LintProblem[] | null
  onSelect: (problem: LintProblem) => void
}

/** The diagram's live problems under the canvas; clicking one selects its element. */
export function LintProblemList({ problems: checked, onSelect }: LintProblemListProps) {
  const problems = checked ?? []
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.filter((problem) => problem.severity === 'warn').length
  return (
    <Box
      component="section"
      aria-label="流程图问题"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75 }}>
        <Typography variant="subtitle2">流程图问题</Typography>
        {checked !== null && problems.length === 0 && (
          <CheckCircleIcon fontSize="small" color="success" />
        )}
        <Typography variant="body2" color="text.secondary">
          {checked === null
            ? LINT_PENDING_TEXT
            : problems.length === 0
              ? LINT_CLEAN_TEXT
              : `${errors} 个错误，${warnings} 个警告`}
        </Typography>
      </Box>
      {problems.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 140, overflow: 'auto' }}>
          {problems.map((problem, index) => (
            <ListItemButton
              key={`${problem.rule}:${problem.elementId}:${index}`}
              onClick={() => onSelect(problem)}
              sx={{ py: 0.25 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }} aria-label={SEVERITY_LABELS[problem.severity]}>
                {SEVERITY_ICONS[problem.severity]}
              </ListItemIcon>
              <ListItemText
                primary={problem.message}
                secondary={`${problem.elementId}${problem.rule ? ` · ${problem.rule}` : ''}`}
                slotProps={{ secondary: { sx: { fontFamily: 'monospace', fontSize: 12 } } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  )
}
