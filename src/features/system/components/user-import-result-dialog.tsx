import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { UserImportResult } from '@/shared/wire/user-import'

type Outcome = '失败' | '新增' | '更新'

interface ResultRow {
  username: string
  outcome: Outcome
  reason: string
}

const OUTCOME_COLOR = { 失败: 'error', 新增: 'success', 更新: 'info' } as const

/** Failed rows first (they need the administrator), then created, then updated. */
export function resultRows(result: UserImportResult): ResultRow[] {
  return [
    ...Object.entries(result.failureUsernames).map(([username, reason]) => ({
      username,
      outcome: '失败' as const,
      reason,
    })),
    ...result.createUsernames.map((username) => ({
      username,
      outcome: '新增' as const,
      reason: '',
    })),
    ...result.updateUsernames.map((username) => ({
      username,
      outcome: '更新' as const,
      reason: '',
    })),
  ]
}

export function resultTitle(result: UserImportResult): string {
  const failed = Object.keys(result.failureUsernames).length
  return `导入结果：新增 ${result.createUsernames.length} 个，更新 ${result.updateUsernames.length} 个，失败 ${failed} 个`
}

export interface UserImportResultDialogProps {
  result: UserImportResult | null
  onClose: () => void
}

/** What an import did, row by row: the failed ones with every reason, to fix in the file. */
export function UserImportResultDialog({ result, onClose }: UserImportResultDialogProps) {
  if (!result) return null
  const rows = resultRows(result)
  const title = resultTitle(result)
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="user-import-result">
      <DialogTitle id="user-import-result">{title}</DialogTitle>
      <DialogContent dividers>
        <TableContainer
          sx={{ maxHeight: 420 }}
          // Keyboard users can scroll a long result too.
          tabIndex={0}
          role="region"
          aria-label="导入明细"
        >
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 200 }}>用户名称</TableCell>
                <TableCell sx={{ width: 90 }}>结果</TableCell>
                <TableCell>原因</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.outcome}:${row.username}`}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.username}</TableCell>
                  <TableCell>
                    <Chip size="small" label={row.outcome} color={OUTCOME_COLOR[row.outcome]} />
                  </TableCell>
                  <TableCell sx={{ color: row.reason ? 'error.main' : undefined }}>
                    {row.reason}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  )
}
