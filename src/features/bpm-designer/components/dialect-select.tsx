import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { DIALECTS, type BpmnDialect } from '@/shared/bpmn/dialects'

const DIALECT_LABELS: Record<BpmnDialect, string> = {
  camunda: 'Camunda',
  flowable: 'Flowable',
  activiti: 'Activiti',
}

export interface DialectSelectProps {
  value: BpmnDialect
  disabled?: boolean
  onChange: (dialect: BpmnDialect) => void
}

/** The extension prefix the diagram is edited in (default camunda). */
export function DialectSelect({ value, disabled, onChange }: DialectSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="流程引擎"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as BpmnDialect)}
      sx={{ width: 130 }}
    >
      {DIALECTS.map((dialect) => (
        <MenuItem key={dialect} value={dialect}>
          {DIALECT_LABELS[dialect]}
        </MenuItem>
      ))}
    </TextField>
  )
}
