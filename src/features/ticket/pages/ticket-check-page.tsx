import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { usePermission } from '@/shared/permissions'
import { GateTicketCard } from '../components/gate-ticket-card'
import { GateTodayPanel } from '../components/gate-today-panel'
import { useCheckOnScan } from '../model/use-check-on-scan'
import { useGate, type GateState } from '../model/use-gate'

const CHECK_PERMISSION = ['ticket:check:update']
const QUERY_PERMISSION = ['ticket:check:query']

/**
 * 检票核销 (page key 'ticket/check/index'), made for the gate: a scanner types a ticket number or
 * an ID number plus Enter into the one large input, which keeps the focus (and selects its text
 * after every result, so the next scan replaces it). Enter again or F2 checks the ticket shown.
 */
export default function TicketCheckPage() {
  const { hasPermi } = usePermission()
  const canCheck = hasPermi(CHECK_PERMISSION)
  const canLookUp = hasPermi(QUERY_PERMISSION)
  const [checkOnScan, setCheckOnScan] = useCheckOnScan()
  const gate = useGate({ checkOnScan, canCheck })
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const { submit, checkShown, round } = gate

  // Focus on open, and the code selected after each result: the next scan overwrites it.
  useEffect(() => {
    const field = input.current
    if (!field) return
    field.focus()
    field.select()
  }, [round])

  // F2 checks from anywhere on the page (a clerk may have tapped elsewhere on the tablet).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F2') return
      event.preventDefault()
      checkShown()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [checkShown])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit(code)
  }

  const busy = gate.state.kind === 'busy'
  return (
    <Box
      component="section"
      aria-label="检票核销"
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <TextField
          inputRef={input}
          fullWidth
          autoFocus
          label="票号或身份证号"
          placeholder="扫描门票二维码或身份证，或输入后按 Enter"
          value={code}
          disabled={!canLookUp}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: { autoComplete: 'off', spellCheck: false, 'aria-describedby': 'gate-keys' },
            input: {
              sx: { fontSize: { xs: 24, sm: 30 }, fontWeight: 600, letterSpacing: 1 },
              endAdornment: busy ? <CircularProgress size={28} aria-label="查询中" /> : undefined,
            },
            inputLabel: { sx: { fontSize: 18 } },
          }}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mt: 1,
          }}
        >
          <Typography id="gate-keys" color="text.secondary" sx={{ fontSize: 15 }}>
            {canCheck
              ? checkOnScan
                ? '扫码后按 Enter 即核销'
                : '扫码后按 Enter 查询；再按 Enter 或 F2 核销'
              : canLookUp
                ? '扫码后按 Enter 查询（无核销权限）'
                : '没有检票查询权限'}
          </Typography>
          {canCheck && (
            <FormControlLabel
              control={
                <Switch
                  checked={checkOnScan}
                  onChange={(event) => {
                    setCheckOnScan(event.target.checked)
                    input.current?.focus()
                  }}
                />
              }
              label="扫码即核销"
            />
          )}
        </Box>
        <GateResult state={gate.state} canCheck={canCheck} onCheck={checkShown} />
      </Paper>
      <GateTodayPanel />
    </Box>
  )
}

interface GateResultProps {
  state: GateState
  canCheck: boolean
  onCheck: () => void
}

/** The result of the last scan, large: the ticket, 核销成功, or the reason in red. */
function GateResult({ state, canCheck, onCheck }: GateResultProps) {
  const shown = 'ticket' in state ? state.ticket : undefined
  return (
    <Box aria-live="polite" sx={{ mt: 3, minHeight: 240 }}>
      {state.kind === 'idle' && (
        <Typography color="text.secondary" sx={{ fontSize: 20, py: 6, textAlign: 'center' }}>
          请扫描门票二维码或身份证
        </Typography>
      )}
      {state.kind === 'busy' && (
        <Typography color="text.secondary" sx={{ fontSize: 20, py: 6, textAlign: 'center' }}>
          正在查询 {state.code} …
        </Typography>
      )}
      {state.kind === 'refused' && (
        <Alert
          severity="error"
          variant="filled"
          role="alert"
          sx={{
            mb: 2,
            fontSize: 32,
            fontWeight: 700,
            alignItems: 'center',
            '& .MuiAlert-icon': { fontSize: 40 },
          }}
        >
          {state.message}
        </Alert>
      )}
      {state.kind === 'checked' && (
        <Alert
          severity="success"
          variant="filled"
          role="status"
          sx={{
            mb: 2,
            fontSize: 32,
            fontWeight: 700,
            alignItems: 'center',
            '& .MuiAlert-icon': { fontSize: 40 },
          }}
        >
          核销成功
        </Alert>
      )}
      {shown && <GateTicketCard ticket={shown} />}
      {state.kind === 'ready' && canCheck && (
        <Button
          variant="contained"
          size="large"
          fullWidth
          onClick={onCheck}
          sx={{ mt: 3, py: 2, fontSize: 24, fontWeight: 700 }}
        >
          核销（Enter / F2）
        </Button>
      )}
    </Box>
  )
}
