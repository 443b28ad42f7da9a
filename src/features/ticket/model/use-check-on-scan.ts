import { useCallback, useState } from 'react'
import { readItem, writeItem } from '@/shared/storage/local-storage'

const KEY = 'museum.ticket-check.check-on-scan'

/** 扫码即核销: whether a scan checks the ticket at once; remembered on this device. */
export function useCheckOnScan(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readItem(KEY) === '1')
  const change = useCallback((next: boolean) => {
    setOn(next)
    writeItem(KEY, next ? '1' : '0')
  }, [])
  return [on, change]
}
