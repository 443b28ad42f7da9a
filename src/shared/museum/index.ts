// Console pieces shared by the museum's booking screens (individual, team, activity).
export { SlotPicker, type SlotPickerProps } from './slot-picker'
export { PersonsField, type PersonsFieldProps, type PersonsErrors } from './persons-field'
export { personsSchema, emptyPerson, type PersonsRules } from './persons-schema'
export { placesLeft, slotTimeText, slotUnavailableReason } from './slot-places'
export {
  museumApi,
  useListSlotsByDateQuery,
  useListReserveRulesQuery,
  TIME_SLOT_TAG,
  RESERVE_RULE_TAG,
} from './museum-api'
export { dayStartMs, dayText, dayWithWeekday } from './museum-days'
export {
  SLOT_OPEN,
  SLOT_STOPPED,
  type SlotItem,
  type SlotKind,
  type SlotStatus,
  type PersonInput,
} from './museum-types'
