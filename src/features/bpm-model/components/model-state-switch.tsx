import Box from '@mui/material/Box'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import type { BpmModel } from '@/shared/bpm/bpm-types'
import { STATE_ACTIVE } from '../model/bpm-model-constants'

export interface ModelStateSwitchProps {
  model: BpmModel
  /** The user may change the state (the model must also be deployed). */
  canChange: boolean
  onToggle: (model: BpmModel) => void
}

/** 激活 / 挂起 of the model's latest definition; disabled while the model was never deployed. */
export function ModelStateSwitch({ model, canChange, onToggle }: ModelStateSwitchProps) {
  const definition = model.processDefinition
  const active = definition?.suspensionState === STATE_ACTIVE
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Switch
        size="small"
        checked={active}
        disabled={!definition || !canChange}
        // The state changes only after the confirmation and the server's answer.
        onChange={() => onToggle(model)}
        slotProps={{ input: { 'aria-label': `${model.name}激活状态` } }}
      />
      {definition && (
        <Typography variant="body2" color={active ? 'success.main' : 'warning.main'}>
          {active ? '激活' : '挂起'}
        </Typography>
      )}
    </Box>
  )
}
