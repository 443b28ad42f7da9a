import { defineHousekeepingChores } from './housekeeping-chores'
import { defineMuseumChores } from './museum-chores'
import { defineNotifyChores } from './notify-chores'
import { definePayChores } from './pay-chores'

let defined = false

/** The handlers the seeded jobs name, plus sendNotifyJob for staff to schedule. */
export function registerBuiltinJobHandlers(): void {
  if (defined) return
  defined = true
  definePayChores()
  defineHousekeepingChores()
  defineMuseumChores()
  defineNotifyChores()
}
