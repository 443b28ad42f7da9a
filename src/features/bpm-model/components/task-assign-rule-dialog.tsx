import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import CloseIcon from '@mui/icons-material/Close'
import { useGetTaskAssignRulesQuery, type TaskAssignRuleOwner } from '@/shared/bpm/assign-rule-api'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { usePermission } from '@/shared/permissions'
import type { BpmTaskAssignRuleItem } from '@/shared/wire/bpm-assign-rule'
import { TASK_ASSIGN_RULE_PERMISSIONS } from '../model/bpm-model-constants'
import { ruleOptionLabel, useRuleOptionChoices } from '../model/use-rule-option-choices'
import { TaskAssignRuleEditDialog } from './task-assign-rule-edit-dialog'

export interface TaskAssignRuleDialogProps {
  /** A model's rules can be changed; a definition's are shown read-only. */
  owner: TaskAssignRuleOwner
  onClose: () => void
}

/** 任务分配规则 (800 px): one row per user task of the diagram, with its rule. */
export function TaskAssignRuleDialog({ owner, onClose }: TaskAssignRuleDialogProps) {
  const { hasPermi } = usePermission()
  const { data: rows = [], isFetching } = useGetTaskAssignRulesQuery(owner, {
    refetchOnMountOrArgChange: true,
  })
  const choices = useRuleOptionChoices()
  const [editing, setEditing] = useState<BpmTaskAssignRuleItem | null>(null)
  const modelId = 'modelId' in owner ? owner.modelId : null
  const canEdit = modelId !== null && hasPermi(TASK_ASSIGN_RULE_PERMISSIONS.update)

  return (
    <Dialog
      open
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800 } } }}
      onClose={onClose}
      aria-labelledby="task-assign-rule-title"
    >
      <DialogTitle id="task-assign-rule-title" sx={{ pr: 6 }}>
        任务分配规则
        <IconButton
          aria-label="关闭"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-label="任务分配规则列表">
          <TableHead>
            <TableRow>
              <TableCell>任务名</TableCell>
              <TableCell>任务标识</TableCell>
              <TableCell>规则类型</TableCell>
              <TableCell>规则范围</TableCell>
              {canEdit && <TableCell>操作</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={canEdit ? 5 : 4}
                  align="center"
                  sx={{ color: 'text.secondary' }}
                >
                  {isFetching ? '加载中…' : '暂无数据'}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.taskDefinitionKey}>
                <TableCell>{row.taskDefinitionName}</TableCell>
                <TableCell>{row.taskDefinitionKey}</TableCell>
                <TableCell>
                  {row.type !== null && row.type !== undefined && (
                    <DictTag type={DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE} value={row.type} />
                  )}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {row.options.map((id) => (
                      <Chip
                        key={id}
                        size="small"
                        variant="outlined"
                        label={ruleOptionLabel(choices, row.type, id)}
                      />
                    ))}
                  </Box>
                </TableCell>
                {canEdit && (
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(row)}>
                      修改
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      {modelId !== null && (
        <TaskAssignRuleEditDialog
          modelId={modelId}
          row={editing}
          choices={choices}
          onClose={() => setEditing(null)}
        />
      )}
    </Dialog>
  )
}
