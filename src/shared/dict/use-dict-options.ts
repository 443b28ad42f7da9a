import { useMemo } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import { convertDictOptions, type DictValueType } from './dict-option'
import { selectDictOptions } from './dict-selectors'

/** The options of a dictionary type with values converted for a form, memoised per type. */
export function useDictOptions<T extends DictValueType = 'string'>(type: string, valueType?: T) {
  const options = useAppSelector((state) => selectDictOptions(state, type))
  return useMemo(() => convertDictOptions(options, valueType), [options, valueType])
}
