import { useMemo } from 'react'
import { useSelector } from 'react-redux'
import { convertDictOptions, type DictValueType } from './dict-option'
import { selectDictOptions } from './dict-selectors'
import type { RootStateWithDict } from './dict-slice'

/** The options of a dictionary type with values converted for a form, memoised per type. */
export function useDictOptions<T extends DictValueType = 'string'>(type: string, valueType?: T) {
  const options = useSelector((state: RootStateWithDict) => selectDictOptions(state, type))
  return useMemo(() => convertDictOptions(options, valueType), [options, valueType])
}
