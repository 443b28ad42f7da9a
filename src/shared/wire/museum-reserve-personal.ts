import { z } from 'zod'
import { epochMs, id } from './common'
import {
  optionalIntIn,
  optionalText,
  pageParams,
  requiredInt,
  requiredIntIn,
  requiredText,
} from './fields'
import { ID_TYPE_RESIDENT_CARD, documentIssue, mobileField } from './museum-fields'

// Personal reservations /museum/reserve-personal/* (docs/admin-api.md#museum-modules). A
// reservation holds places of one slot and issues one ticket per person; its persons are its
// tickets.

/** reserve_status (the values a personal reservation takes; 0 and 5 are the teams' audit states). */
export const RESERVE_BOOKED = 1
export const RESERVE_CANCELLED = 2
export const RESERVE_CHECKED = 3
export const RESERVE_EXPIRED = 4
export const RESERVE_STATUSES = [0, 1, 2, 3, 4, 5] as const

/** source: 1 online (the visitors' app), 2 counter (窗口预约 in the console). */
export const SOURCE_ONLINE = 1
export const SOURCE_COUNTER = 2

/** word_card_type values. */
export const ID_TYPES = [1, 2, 3, 4, 5] as const

/** Upper bound of persons in one request whatever the rule says (the rule is checked after). */
export const MAX_PERSONS_PER_REQUEST = 200

/** word_card_type of a document; absent means 居民身份证. */
const idTypeField = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? ID_TYPE_RESIDENT_CARD : v),
    requiredIntIn(label, ID_TYPES),
  )

/** One visitor of a booking: document type and number (checked by documentIssue in the body). */
export const reservePerson = z
  .object({
    name: requiredText('参观人姓名', 30),
    idType: idTypeField('证件类型'),
    idNumber: z.string({ error: '证件号码不能为空' }).trim(),
  })
  .transform((person) => ({ ...person, idNumber: person.idNumber.toUpperCase() }))

/** Body of POST create (窗口预约). */
export const reservePersonalCreate = z
  .object({
    slotId: requiredInt('场次'),
    contactName: requiredText('联系人', 30),
    contactMobile: mobileField,
    contactIdType: idTypeField('联系人证件类型'),
    contactIdNumber: z.string({ error: '联系人证件号码不能为空' }).trim(),
    persons: z
      .array(reservePerson, { error: '请添加参观人' })
      .min(1, '请添加参观人')
      .max(MAX_PERSONS_PER_REQUEST, '预约人数超出限制'),
  })
  .superRefine((body, context) => {
    const issue = documentIssue(body.contactIdType, body.contactIdNumber)
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['contactIdNumber'] })
    // Each person's document after the contact's, named by position so the clerk finds the row.
    body.persons.forEach((person, index) => {
      const personIssue = documentIssue(person.idType, person.idNumber)
      if (personIssue) {
        context.addIssue({
          code: 'custom',
          message: `第 ${index + 1} 位参观人：${personIssue}`,
          path: ['persons', index, 'idNumber'],
        })
      }
    })
  })
  .transform((body) => ({ ...body, contactIdNumber: body.contactIdNumber.toUpperCase() }))

/** Body of PUT cancel: the reason is required. */
export const reservePersonalCancel = z.object({
  id: requiredInt('预约编号'),
  reason: requiredText('取消原因', 200),
})

/**
 * Query of GET page and export, except `visitDate[0]/[1]` (a date range the sandbox reads with
 * its own date parser).
 */
export const reservePersonalPageQuery = z.object({
  ...pageParams,
  reservationNo: optionalText('预约编号', 32),
  contactName: optionalText('联系人', 30),
  contactMobile: optionalText('手机号码', 11),
  status: optionalIntIn('预约状态', RESERVE_STATUSES),
  source: optionalIntIn('预约来源', [SOURCE_ONLINE, SOURCE_COUNTER]),
})

/** A person of a reservation with its ticket (masked in page, whole in get). */
export const reservePersonItem = z.object({
  name: z.string(),
  idType: z.number().int(),
  idNumber: z.string(),
  ticketNo: z.string(),
  /** ticket_status of the person's ticket (the detail drawer shows it). */
  ticketStatus: z.number().int().nullish(),
  ticketCheckTime: epochMs.nullish(),
})

/** An item of page (phone and ID numbers masked) and the data of get (whole). */
export const reservePersonalItem = z.object({
  id,
  reservationNo: z.string(),
  slotId: id,
  visitDate: epochMs,
  startTime: z.string(),
  endTime: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  contactIdType: z.number().int(),
  contactIdNumber: z.string(),
  persons: z.array(reservePersonItem),
  personCount: z.number().int().min(0),
  status: z.number().int().min(0).max(5),
  source: z.number().int(),
  cancelReason: z.string().nullish(),
  checkTime: epochMs.nullish(),
  createTime: epochMs,
})

export type ReservePerson = z.output<typeof reservePerson>
export type ReservePersonalCreate = z.output<typeof reservePersonalCreate>
export type ReservePersonalCancel = z.output<typeof reservePersonalCancel>
export type ReservePersonalPageQuery = z.input<typeof reservePersonalPageQuery> & {
  visitDate?: [string, string] | string[]
}
export type ReservePersonItem = z.output<typeof reservePersonItem>
export type ReservePersonalItem = z.output<typeof reservePersonalItem>
