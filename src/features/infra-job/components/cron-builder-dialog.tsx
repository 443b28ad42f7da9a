import { useId, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import {
  CRON_FIELDS,
  cronText,
  defaultCronParts,
  parseCronParts,
  partText,
  withPart,
  type CronFieldKey,
  type CronParts,
} from '../model/cron-fields'
import { formatJobTime, nextRuns } from '../model/cron-preview'
import { CronPartEditor } from './cron-part-editor'

export interface CronBuilderDialogProps {
  /** The expression the form holds when the builder opens (read back into the tabs). */
  initial: string
  onClose: () => void
  onConfirm: (expression: string) => void
  /** The clock the preview counts from; tests pass their own. */
  now?: () => number
}

/**
 * 生成表达式: the Quartz builder, tab by tab (秒 … 年), with the expression it makes and its next five
 * runs, computed here with the evaluator the sandbox uses, on the jobs' Asia/Shanghai clock.
 * Mounted only while open, so each opening starts from the form's expression.
 */
export function CronBuilderDialog({
  initial,
  onClose,
  onConfirm,
  now = Date.now,
}: CronBuilderDialogProps) {
  const titleId = useId()
  // The form's expression is read once, at opening; the typing in the tabs never re-parses it.
  const [opened] = useState(() => parseCronParts(initial))
  const [parts, setParts] = useState<CronParts>(() => opened ?? defaultCronParts())
  const [tab, setTab] = useState<CronFieldKey>('second')
  const expression = cronText(parts)
  const preview = useMemo(() => nextRuns(expression, now()), [expression, now])
  const spec = CRON_FIELDS.find((field) => field.key === tab) ?? CRON_FIELDS[0]
  const unreadable = opened === null && initial.trim() !== ''

  return (
    <Dialog open fullWidth maxWidth="md" aria-labelledby={titleId} onClose={onClose}>
      <DialogTitle id={titleId}>Cron 表达式生成器</DialogTitle>
      <DialogContent dividers>
        {unreadable && (
          <Typography color="warning.main" sx={{ mb: 1 }}>
            原表达式“{initial}”无法在生成器中展示，已从每秒执行开始。
          </Typography>
        )}
        <Tabs
          value={tab}
          onChange={(_event, value: CronFieldKey) => setTab(value)}
          aria-label="Cron 表达式的字段"
          variant="scrollable"
        >
          {CRON_FIELDS.map((field) => (
            <Tab key={field.key} value={field.key} label={field.label} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={spec.label} sx={{ py: 2, minHeight: 260 }}>
          <CronPartEditor
            key={spec.key}
            spec={spec}
            part={parts[spec.key]}
            onChange={(part) => setParts((current) => withPart(current, spec.key, part))}
          />
        </Box>
        <Box
          component="table"
          aria-label="表达式"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            textAlign: 'center',
            '& th, & td': { border: 1, borderColor: 'divider', p: 0.75 },
          }}
        >
          <thead>
            <tr>
              {CRON_FIELDS.map((field) => (
                <th key={field.key} scope="col">
                  {field.label}
                </th>
              ))}
              <th scope="col">Cron 表达式</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              {CRON_FIELDS.map((field) => (
                <td key={field.key}>{partText(field.key, parts[field.key]) || '-'}</td>
              ))}
              <td>
                <Box
                  component="output"
                  aria-label="生成的 Cron 表达式"
                  sx={{ fontFamily: 'monospace' }}
                >
                  {expression}
                </Box>
              </td>
            </tr>
          </tbody>
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
          最近5次运行时间（北京时间）
        </Typography>
        {preview.error ? (
          <Typography color="error">{preview.error}</Typography>
        ) : preview.times.length === 0 ? (
          <Typography color="text.secondary">该表达式在 2099 年之前不会再执行</Typography>
        ) : (
          <Box component="ol" aria-label="最近5次运行时间" sx={{ m: 0, pl: 3 }}>
            {preview.times.map((time) => (
              <li key={time}>{formatJobTime(time)}</li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setParts(defaultCronParts())}>重置</Button>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          disabled={preview.error !== null}
          onClick={() => onConfirm(expression)}
        >
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
