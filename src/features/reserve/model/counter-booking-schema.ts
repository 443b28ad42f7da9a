import { z } from 'zod'
import { emptyPerson, personsSchema, type PersonInput, type PersonsRules } from '@/shared/museum'
import { documentIssue, ID_TYPE_RESIDENT_CARD, mobileField } from '@/shared/wire/museum-fields'
import type { PersonalCreate } from './reserve-types'

/** What the 窗口预约 dialog holds while typing. */
export interface CounterBookingValues {
  slotId: number | null
  contactName: string
  contactMobile: string
  contactIdType: number
  contactIdNumber: string
  persons: PersonInput[]
}

export function emptyCounterBooking(): CounterBookingValues {
  return {
    slotId: null,
    contactName: '',
    contactMobile: '',
    contactIdType: ID_TYPE_RESIDENT_CARD,
    contactIdNumber: '',
    persons: [emptyPerson()],
  }
}

/**
 * The counter booking checked as the server checks it (same field rules, same words), with the
 * personal rule's persons per booking when the dialog could read it.
 */
export function counterBookingSchema(rules: PersonsRules = {}) {
  return z
    .object({
      slotId: z.number().nullable(),
      contactName: z.string().trim().min(1, '联系人不能为空').max(30, '联系人不能超过 30 个字'),
      contactMobile: mobileField,
      contactIdType: z.number({ error: '请选择证件类型' }),
      contactIdNumber: z.string().trim(),
      persons: personsSchema(rules),
    })
    .superRefine((values, ctx) => {
      if (values.slotId === null) {
        ctx.addIssue({ code: 'custom', message: '请选择参观场次', path: ['slotId'] })
      }
      const issue = documentIssue(values.contactIdType, values.contactIdNumber)
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['contactIdNumber'] })
    })
    .transform((values): PersonalCreate => ({
      slotId: values.slotId ?? 0,
      contactName: values.contactName,
      contactMobile: values.contactMobile,
      contactIdType: values.contactIdType,
      contactIdNumber: values.contactIdNumber.toUpperCase(),
      persons: values.persons,
    }))
}
