import { useEffect, useState } from 'react'

/**
 * The `refetchOnMountOrArgChange` option for a page that edits a stored record and lives in a
 * cached tab: true until the page has mounted once (it must start from the record as stored, not
 * from a cached copy), false afterwards. A cached tab shown again re-runs its effects, so its
 * queries subscribe again; with a constant `true` every tab switch would refetch.
 */
export function useFreshOnFirstMount(): boolean {
  const [firstMount, setFirstMount] = useState(true)
  useEffect(() => {
    // One extra render, on the first mount only: the query must read `false` before the tab is
    // ever hidden, and nothing outside React holds this flag.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFirstMount(false)
  }, [])
  return firstMount
}
