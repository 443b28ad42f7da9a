import type { ModelFormType, SuspensionState } from '@/shared/bpm/bpm-types'
import type { BpmResult } from '@/shared/wire/bpm-runtime'

// Values of the wire, repeated here as plain constants: a value import of the wire modules would
// bring zod into the screens' chunks (docs/architecture.md#wire-schemas).

/** Result 1: the process (or task) is still being handled; only then can it be cancelled. */
export const RESULT_RUNNING: BpmResult = 1

/** Suspension state 1: the definition can be started, the task worked on. */
export const STATE_ACTIVE: SuspensionState = 1

/** A model's form: 10 a process form (form designer), 20 a business form with its own routes. */
export const FORM_TYPE_PROCESS: ModelFormType = 10
export const FORM_TYPE_BUSINESS: ModelFormType = 20
