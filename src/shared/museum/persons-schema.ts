import { z } from 'zod'
import { documentIssue, ID_TYPE_RESIDENT_CARD } from '@/shared/wire/museum-fields'
import type { PersonInput } from './museum-types'

/** A new, empty visitor row (居民身份证 first: nearly every visitor has one). */
export function emptyPerson(): PersonInput {
  return { name: '', idType: ID_TYPE_RESIDENT_CARD, idNumber: '' }
}

const personShape = z.object({
  name: z.string().trim().min(1, '姓名不能为空').max(30, '姓名不能超过 30 个字'),
  idType: z.number({ error: '请选择证件类型' }),
  idNumber: z.string().trim(),
})

export interface PersonsRules {
  /** At least this many persons (default 1). */
  min?: number
  /** At most this many (the rule's maxPersons); none when undefined. */
  max?: number
}

/**
 * The visitors of one booking, checked as the server checks them: a name, a document number that
 * fits its type (GB 11643 for resident cards) and no document twice in one booking. Messages go
 * under the row's own field.
 */
export function personsSchema({ min = 1, max }: PersonsRules = {}) {
  return z
    .array(personShape)
    .superRefine((persons, ctx) => {
      if (persons.length < min) {
        ctx.addIssue({ code: 'custom', message: `参观人数不能少于 ${min} 人` })
      }
      if (max !== undefined && persons.length > max) {
        ctx.addIssue({ code: 'custom', message: `预约人数超出限制（最多 ${max} 人）` })
      }
      const seen = new Map<string, number>()
      persons.forEach((person, index) => {
        const issue = documentIssue(person.idType, person.idNumber)
        if (issue) {
          ctx.addIssue({ code: 'custom', message: issue, path: [index, 'idNumber'] })
          return
        }
        const key = `${person.idType}:${person.idNumber.trim().toUpperCase()}`
        const first = seen.get(key)
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            message: `与第 ${first + 1} 位参观人的证件号码重复`,
            path: [index, 'idNumber'],
          })
        } else {
          seen.set(key, index)
        }
      })
    })
    .transform((persons) =>
      persons.map((person) => ({ ...person, idNumber: person.idNumber.trim().toUpperCase() })),
    )
}
