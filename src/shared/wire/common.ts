import { z } from 'zod'

// Response building blocks shared by every resource's item schemas. Lenient where the Java server
// may send null or extra fields (objects are not strict); strict on what the console relies on:
// types, enums, epoch-millisecond date-times.

/** A date-time on the wire: epoch milliseconds. */
export const epochMs = z.number().int().positive()
export const id = z.number().int()
export const nullableText = z.string().nullable()
export const nullableId = id.nullable()
/** A date-time that may not have happened yet (paid, refunded, shipped...). */
export const nullableTime = epochMs.nullable()

/** CommonStatus: 0 enabled, 1 disabled. */
export const commonStatus = z.union([z.literal(0), z.literal(1)])
export type CommonStatus = z.output<typeof commonStatus>

/** Every answer: `{code, data, msg}`; code 0 is success. */
export const envelope = z.object({
  code: z.number().int(),
  data: z.unknown(),
  msg: z.string().nullable(),
})

/** `data` of the page endpoints. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) })

/** Narrows a stored integer to a CommonStatus (the database only holds 0 or 1). */
export const asCommonStatus = (value: number): CommonStatus => (value === 1 ? 1 : 0)
