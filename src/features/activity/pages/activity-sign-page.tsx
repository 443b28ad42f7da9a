import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { SignScreen } from '../components/sign-screen'

/** The list filters a link may set: ?activityId=, ?status= (the dashboard's 报名待审核). */
const URL_FILTERS = ['activityId', 'status'] as const

/** 活动报名 (page key 'activity/sign/index'): every activity's sign-ups. */
export default function ActivitySignPage() {
  const [searchParams] = useSearchParams()
  // Read once: a cached tab keeps its filters while the address moves on.
  const [initialFilters] = useState(() => {
    const filters: Record<string, string> = {}
    for (const name of URL_FILTERS) {
      const value = searchParams.get(name)
      if (value && /^\d+$/.test(value)) filters[name] = value
    }
    return Object.keys(filters).length ? filters : undefined
  })
  return <SignScreen initialFilters={initialFilters} />
}
