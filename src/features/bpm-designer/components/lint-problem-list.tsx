import type { ReactElement } from 'react'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import type { LintProblem, LintSeverity } from '../model/lint-problems'
import type { ProblemGroup } from '../model/problem-groups'

const SEVERITY_ICONS: Record<LintSeverity, ReactElement> = {
  error: <CancelIcon fontSize="small" color="error" />,
  warn: <WarningAmberIcon fontSize="small" color="warning" />,
  info: <InfoOutlinedIcon fontSize="small" color="info" />,
}

const SEVERITY_LABELS: Record<LintSeverity, string> = { error: '错误', warn: '警告', info: '提示' }

export const LINT_PENDING_TEXT = '正在检查流程图…'
export const LINT_CLEAN_TEXT = '没有发现问题'
/** The lint rules' group, titled only when other groups are shown beside it. */
export const LINT_GROUP_TITLE = '建模规则'

export interface LintProblemListProps {
  /** null: the diagram has not been checked yet. */
  problems: readonly LintProblem[] | null
  /** Further groups shown above the lint problems (import repairs, engine checks); empty ones hide. */
  groups?: readonly ProblemGroup[]
  /** An entry was clicked: the element it is about (and where lint shows it). */
  onSelect: (elementId: string, shownOnId?: string) => void
}

function ProblemRow({
  severity,
  message,
  detail,
  onClick,
}: {
  severity: LintSeverity
  message: string
  detail: string
  onClick?: () => void
}) {
  return (
    <ListItemButton
      onClick={onClick}
      disabled={!onClick}
      sx={{ py: 0.25, '&.Mui-disabled': { opacity: 1 } }}
    >
      <ListItemIcon sx={{ minWidth: 32 }} aria-label={SEVERITY_LABELS[severity]}>
        {SEVERITY_ICONS[severity]}
      </ListItemIcon>
      <ListItemText
        primary={message}
        secondary={detail || undefined}
        slotProps={{ secondary: { sx: { fontFamily: 'monospace', fontSize: 12 } } }}
      />
    </ListItemButton>
  )
}

/**
 * The diagram's problems under the canvas: what import repaired, what the engine cannot run, and
 * the live lint problems. Clicking one selects its element.
 */
export function LintProblemList({
  problems: checked,
  groups = [],
  onSelect,
}: LintProblemListProps) {
  const problems = checked ?? []
  const shownGroups = groups.filter((group) => group.problems.length > 0)
  // The counts are bpmnlint's (as its canvas button shows them); other groups name their own.
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.filter((problem) => problem.severity === 'warn').length
  const notes = shownGroups.reduce((sum, group) => sum + group.problems.length, 0)
  const groupSummary = shownGroups
    .map((group) => `，${group.title} ${group.problems.length} 项`)
    .join('')
  const total = problems.length + notes
  return (
    <Box
      component="section"
      aria-label="流程图问题"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75 }}>
        <Typography variant="subtitle2">流程图问题</Typography>
        {checked !== null && total === 0 && <CheckCircleIcon fontSize="small" color="success" />}
        <Typography variant="body2" color="text.secondary">
          {checked === null && notes === 0
            ? LINT_PENDING_TEXT
            : total === 0
              ? LINT_CLEAN_TEXT
              : `${errors} 个错误，${warnings} 个警告${groupSummary}`}
        </Typography>
      </Box>
      {total > 0 && (
        <List dense disablePadding sx={{ maxHeight: 180, overflow: 'auto' }}>
          {shownGroups.map((group) => (
            <Box component="li" key={group.key} aria-label={group.title}>
              <Box component="ul" sx={{ p: 0 }}>
                <ListSubheader sx={{ lineHeight: '28px' }}>
                  {group.title}（{group.problems.length}）
                </ListSubheader>
                {group.problems.map((problem, index) => (
                  <ProblemRow
                    key={`${group.key}:${index}`}
                    severity={problem.severity}
                    message={problem.message}
                    detail={problem.elementId ?? ''}
                    onClick={
                      problem.elementId ? () => onSelect(problem.elementId as string) : undefined
                    }
                  />
                ))}
              </Box>
            </Box>
          ))}
          {shownGroups.length > 0 && problems.length > 0 && (
            <ListSubheader sx={{ lineHeight: '28px' }}>
              {LINT_GROUP_TITLE}（{problems.length}）
            </ListSubheader>
          )}
          {problems.map((problem, index) => (
            <ProblemRow
              key={`${problem.rule}:${problem.elementId}:${index}`}
              severity={problem.severity}
              message={problem.message}
              detail={`${problem.elementId}${problem.rule ? ` · ${problem.rule}` : ''}`}
              onClick={() => onSelect(problem.elementId, problem.shownOnId)}
            />
          ))}
        </List>
      )}
    </Box>
  )
}
