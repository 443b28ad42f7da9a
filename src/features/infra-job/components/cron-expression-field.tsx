import { useState } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { busyMinuteWarning, firesPerMinute } from '../model/cron-preview'
import type { JobFormValues } from '../model/job-types'
import { CronBuilderDialog } from './cron-builder-dialog'

/**
 * CRON 表达式 of the job dialog: typed, or made with 生成表达式 (the builder reads the typed text
 * back). An expression that fires more than once a minute says so right under the field.
 */
export function CronExpressionField({ form }: { form: UseFormReturn<JobFormValues> }) {
  const [building, setBuilding] = useState(false)
  // How often it fires barely depends on the minute: the dialog's opening time is close enough.
  const [openedAt] = useState(() => Date.now())
  return (
    <Controller
      control={form.control}
      name="cronExpression"
      render={({ field, fieldState }) => {
        const busy = firesPerMinute(field.value, openedAt)
        return (
          <Box sx={{ width: '100%' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                fullWidth
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder="请输入CRON 表达式，例如 0 0 3 * * ?"
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { 'aria-label': 'CRON 表达式' } }}
              />
              <Button
                variant="outlined"
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                onClick={() => setBuilding(true)}
              >
                生成表达式
              </Button>
            </Box>
            {busy > 1 && (
              <Typography role="status" color="warning.main" variant="body2" sx={{ mt: 0.5 }}>
                {busyMinuteWarning(busy)}
              </Typography>
            )}
            {building && (
              <CronBuilderDialog
                initial={field.value}
                onClose={() => setBuilding(false)}
                onConfirm={(expression) => {
                  form.setValue('cronExpression', expression, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                  setBuilding(false)
                }}
              />
            )}
          </Box>
        )
      }}
    />
  )
}
