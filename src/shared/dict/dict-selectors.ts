import type { DictValue, DictOption } from './dict-option'
import { getDictLabel } from './dict-option'
import type { DictState, RootStateWithDict } from './dict-slice'

const NO_OPTIONS: readonly DictOption[] = Object.freeze([])

export function selectDictState(state: RootStateWithDict): DictState {
  return state.dict
}

export function selectDictStatus(state: RootStateWithDict) {
  return state.dict.status
}

export function selectDictsByType(state: RootStateWithDict) {
  return state.dict.byType
}

/**
 * The entries of `type` (string values). The result is the stored array itself, or one shared
 * empty array, so it is referentially stable between renders without a memo cache.
 */
export function selectDictOptions(state: RootStateWithDict, type: string): readonly DictOption[] {
  return state.dict.byType[type] ?? NO_OPTIONS
}

/** The label of `value` in `type`; an unknown value as itself, empty input as ''. */
export function selectDictLabel(
  state: RootStateWithDict,
  type: string,
  value: DictValue | null | undefined,
): string {
  return getDictLabel(state.dict.byType, type, value)
}
