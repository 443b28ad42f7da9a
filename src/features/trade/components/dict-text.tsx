import { selectDictLabel, type DictValue } from '@/shared/dict'
import { useAppSelector } from '@/shared/store-hooks'

/** A dictionary value's label as plain text (a header field, not a tag). */
export function DictText({
  type,
  value,
  empty = '',
}: {
  type: string
  value: DictValue | null | undefined
  empty?: string
}) {
  const label = useAppSelector((state) => selectDictLabel(state, type, value))
  return <>{label || empty}</>
}
