import { z } from 'zod'
import { WhereBuilder } from './where-builder'

type DateRange = [number | null, number | null]

/** One filter of a page or export: its query parameter's schema and the condition it adds. */
export interface Filter {
  schema: z.ZodType
  /** `value` is the parameter after `schema` (undefined when not given). */
  apply: (where: WhereBuilder, value: unknown) => WhereBuilder
}

/** Query parameter name -> filter. */
export type Filters = Record<string, Filter>

/** `column = value` */
export const eqFilter = (column: string, schema: z.ZodType): Filter => ({
  schema,
  apply: (where, value) => where.eq(column, value),
})

/** `column LIKE %value%` (wildcards in the value are literal). */
export const likeFilter = (column: string, schema: z.ZodType<string | undefined>): Filter => ({
  schema,
  apply: (where, value) => where.like(column, value as string | undefined),
})

/** `begin <= column <= end`, either end open. */
export const betweenFilter = (
  column: string,
  schema: z.ZodType<DateRange | undefined>,
): Filter => ({
  schema,
  apply: (where, value) => where.between(column, value as DateRange | undefined),
})

/** The query schema of `filters`, in their order. */
export function filterQuery(filters: Filters) {
  return z.object(
    Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filter.schema])),
  )
}

/** The conditions of a query parsed by `filterQuery(filters)`. */
export function whereOf(filters: Filters, query: Record<string, unknown>): WhereBuilder {
  return Object.entries(filters).reduce(
    (where, [name, filter]) => filter.apply(where, query[name]),
    new WhereBuilder(),
  )
}
