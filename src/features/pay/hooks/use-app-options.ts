import { useMemo } from 'react'
import type { SelectOption } from '@/shared/list-kit'
import { useListPayAppsQuery } from '../api/pay-api'

/** The pay apps as the lists' 应用编号 filter options. */
export function useAppOptions(): SelectOption[] {
  const { data = [] } = useListPayAppsQuery()
  return useMemo(() => data.map((app) => ({ label: app.name, value: String(app.id) })), [data])
}
