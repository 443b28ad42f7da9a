export { DICT_TYPE, ALL_DICT_TYPES, type DictType } from './dict-types'
export {
  getDictOptions,
  convertDictOptions,
  getDictLabel,
  findDictOption,
  sameDictValue,
  type DictOption,
  type DictOptionsByType,
  type DictColorType,
  type DictValue,
  type DictValueType,
  type DictValueOf,
} from './dict-option'
export { dictApi, type DictDataSimple } from './dict-api'
export {
  dictSlice,
  loadDicts,
  SESSION_LOGGED_OUT,
  type DictState,
  type DictStatus,
  type RootStateWithDict,
} from './dict-slice'
export {
  selectDictState,
  selectDictStatus,
  selectDictsByType,
  selectDictOptions,
  selectDictLabel,
} from './dict-selectors'
export { useDictOptions } from './use-dict-options'
export { DictTag, dictChipColor, type DictTagProps } from './dict-tag'
export { DictSelect, type DictSelectProps } from './dict-select'
