import { useEffect } from 'react'
import type { ListQuery } from '@/shared/list-kit'

/**
 * Status tabs over a list: a tab sets the `status` filter and searches at once. The filter has
 * no field in the search form, so only a tab moves the draft's value away from the applied
 * one; the search then runs with the draft that holds it (the list's `search` applies the draft
 * it closed over, so it cannot run in the click handler itself).
 */
export function useTabSearch<Row>(list: ListQuery<Row>, name = 'status') {
  const drafted = textOf(list.draft[name])
  const applied = textOf(list.filters[name])
  const { search, setDraftValue } = list
  useEffect(() => {
    if (drafted !== applied) search()
  }, [drafted, applied, search])
  return { value: drafted, choose: (next: string) => setDraftValue(name, next) }
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
