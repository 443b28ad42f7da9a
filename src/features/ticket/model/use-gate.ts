import { useCallback, useRef, useState } from 'react'
import type { ApiError } from '@/shared/http/request-types'
import { useCheckTicketMutation, useLookUpTicketMutation } from '../api/ticket-api'
import { refusalOf } from './ticket-refusal'
import type { TicketItem } from './ticket-types'

/**
 * What the gate shows: nothing yet; a ticket that may pass (waiting for 核销); a ticket just
 * checked; or a refusal (with the ticket when the look-up found one).
 */
export type GateState =
  | { kind: 'idle' }
  | { kind: 'busy'; code: string }
  | { kind: 'ready'; code: string; ticket: TicketItem }
  | { kind: 'checked'; ticket: TicketItem }
  | { kind: 'refused'; message: string; ticket?: TicketItem }

export interface Gate {
  state: GateState
  /** A scanner's code plus Enter: look it up, check it when it is the ticket shown, or at once. */
  submit: (code: string) => void
  /** Checks the ticket shown (核销 button, F2). */
  checkShown: () => void
  /** Bumped after every result, so the page selects the input for the next scan. */
  round: number
}

const messageOf = (error: unknown) =>
  (error as Partial<ApiError> | undefined)?.msg || '操作失败，请重试'

/** The gate's flow: scan -> look up -> 核销, or scan -> 核销 with 扫码即核销 on. */
export function useGate({
  checkOnScan,
  canCheck,
}: {
  checkOnScan: boolean
  canCheck: boolean
}): Gate {
  const [state, setState] = useState<GateState>({ kind: 'idle' })
  const [round, setRound] = useState(0)
  const [lookUp] = useLookUpTicketMutation()
  const [check] = useCheckTicketMutation()
  // The latest state, for key handlers bound before it changed (every change goes through show).
  const current = useRef<GateState>(state)

  const show = useCallback((next: GateState) => {
    current.current = next
    setState(next)
    setRound((n) => n + 1)
  }, [])

  const runCheck = useCallback(
    async (code: string, shown?: TicketItem) => {
      show({ kind: 'busy', code })
      try {
        show({ kind: 'checked', ticket: await check(code).unwrap() })
      } catch (error) {
        show({ kind: 'refused', message: messageOf(error), ticket: shown })
      }
    },
    [check, show],
  )

  const runLookUp = useCallback(
    async (code: string) => {
      show({ kind: 'busy', code })
      try {
        const ticket = await lookUp(code).unwrap()
        // The server says why it would refuse (problem); an older server leaves it out.
        const { problem } = ticket as { problem?: string | null }
        const refusal = problem === undefined ? refusalOf(ticket) : problem
        show(
          refusal ? { kind: 'refused', message: refusal, ticket } : { kind: 'ready', code, ticket },
        )
      } catch (error) {
        show({ kind: 'refused', message: messageOf(error) })
      }
    },
    [lookUp, show],
  )

  const checkShown = useCallback(() => {
    const shown = current.current
    if (shown.kind !== 'ready' || !canCheck) return
    // The ticket number names one ticket even when an ID number was scanned.
    void runCheck(shown.ticket.ticketNo, shown.ticket)
  }, [canCheck, runCheck])

  const submit = useCallback(
    (raw: string) => {
      const code = raw.trim().toUpperCase()
      const shown = current.current
      if (shown.kind === 'busy') return
      if (!code) {
        // Enter on an empty input confirms the ticket shown, like Enter on its code.
        checkShown()
        return
      }
      if (shown.kind === 'ready' && shown.code === code && canCheck) checkShown()
      else if (checkOnScan && canCheck) void runCheck(code)
      else void runLookUp(code)
    },
    [canCheck, checkOnScan, checkShown, runCheck, runLookUp],
  )

  return { state, submit, checkShown, round }
}
