import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import Switch from '@mui/material/Switch'
import type { AsyncFlags } from '../../panel-model'

export interface AsyncSwitchesProps {
  flags: AsyncFlags
  /** 'single': one async flag (flowable / activiti). */
  mode: 'beforeAfter' | 'single'
  disabled: boolean
  onChange: (patch: Partial<AsyncFlags>) => void
}

/** Async before / after and exclusive; exclusive only applies while an async flag is on. */
export function AsyncSwitches({ flags, mode, disabled, onChange }: AsyncSwitchesProps) {
  const anyAsync = flags.asyncBefore || flags.asyncAfter
  return (
    <FormGroup row>
      <FormControlLabel
        control={
          <Switch
            checked={flags.asyncBefore}
            disabled={disabled}
            onChange={(event) => onChange({ asyncBefore: event.target.checked })}
          />
        }
        label={mode === 'single' ? '异步' : '异步前'}
      />
      {mode === 'beforeAfter' && (
        <FormControlLabel
          control={
            <Switch
              checked={flags.asyncAfter}
              disabled={disabled}
              onChange={(event) => onChange({ asyncAfter: event.target.checked })}
            />
          }
          label="异步后"
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={flags.exclusive}
            disabled={disabled || !anyAsync}
            onChange={(event) => onChange({ exclusive: event.target.checked })}
          />
        }
        label="排除"
      />
    </FormGroup>
  )
}
