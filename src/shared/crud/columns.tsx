import { DictTag, type DictValue } from '@/shared/dict'
import type { ColumnDef } from '@/shared/list-kit'
import { formatDate, type DateInput } from '@/shared/utils'

type ColumnOptions = Partial<Omit<ColumnDef<unknown>, 'key' | 'title' | 'render'>>

/** A dictionary value shown as its coloured tag (e.g. 状态 from common_status). */
export function dictColumn<Row>(
  key: keyof Row & string,
  title: string,
  dictType: string,
  options: ColumnOptions = {},
): ColumnDef<Row> {
  return {
    key,
    title,
    ...options,
    render: (row) => <DictTag type={dictType} value={row[key] as DictValue | null} />,
  }
}

/** A time stamp as 'YYYY-MM-DD HH:mm:ss' on one line (e.g. 创建时间). */
export function dateTimeColumn<Row>(
  key: keyof Row & string,
  title: string,
  options: ColumnOptions = {},
): ColumnDef<Row> {
  return {
    key,
    title,
    nowrap: true,
    ...options,
    render: (row) => formatDate(row[key] as DateInput),
  }
}

/** A boolean as 是 / 否. */
export function yesNoColumn<Row>(
  key: keyof Row & string,
  title: string,
  options: ColumnOptions = {},
): ColumnDef<Row> {
  return { key, title, ...options, render: (row) => (row[key] ? '是' : '否') }
}
