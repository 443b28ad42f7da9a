import { z } from 'zod'

// Field rules every museum module shares: the console's forms and the sandbox's request schemas
// both use these, so a number the form accepts is one the server accepts, with the same words.

/** Mainland mobile numbers (the contract's `^1[3-9]\d{9}$`). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

export const MOBILE_MESSAGE = '请输入正确的手机号码'
export const ID_NUMBER_MESSAGE = '请输入正确的身份证号码'

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const ID_CHECK_CHARS = '10X98765432'

/**
 * A mainland resident ID number (GB 11643-1999): 17 digits, a real birth date, and the check
 * character computed from the weights mod 11 ('X' for 10).
 */
export function isValidIdNumber(value: string): boolean {
  const id = value.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const year = Number(id.slice(6, 10))
  const month = Number(id.slice(10, 12))
  const day = Number(id.slice(12, 14))
  const birth = new Date(Date.UTC(year, month - 1, day))
  if (
    year < 1900 ||
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day
  ) {
    return false
  }
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(id[i]) * ID_WEIGHTS[i]
  return ID_CHECK_CHARS[sum % 11] === id[17]
}

/** The check character that completes 17 digits (for seeds and tests that make up numbers). */
export function idCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i]
  return ID_CHECK_CHARS[sum % 11]
}

/** `138****1234`; anything that is not 11 characters keeps only its last four. */
export function maskMobile(value: string | null | undefined): string {
  if (!value) return ''
  if (value.length === 11) return `${value.slice(0, 3)}****${value.slice(7)}`
  return value.length > 4 ? `${'*'.repeat(value.length - 4)}${value.slice(-4)}` : value
}

/** `110101********1234` for 18 characters; other documents keep their first 2 and last 4. */
export function maskIdNumber(value: string | null | undefined): string {
  if (!value) return ''
  if (value.length === 18) return `${value.slice(0, 6)}********${value.slice(14)}`
  if (value.length <= 6) return value
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 6)}${value.slice(-4)}`
}

/** word_card_type 1: 居民身份证, the only document whose number has a check digit. */
export const ID_TYPE_RESIDENT_CARD = 1

/** A mobile number, as the contract requires. */
export const mobileField = z
  .string({ error: '手机号码不能为空' })
  .trim()
  .min(1, '手机号码不能为空')
  .regex(MOBILE_PATTERN, MOBILE_MESSAGE)

/** "HH:mm", 00:00 to 23:59. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

export const timeOfDayField = (label: string) =>
  z.string({ error: `${label}不能为空` }).regex(TIME_OF_DAY_PATTERN, `${label}格式应为 HH:mm`)

/**
 * A person's document: type (word_card_type) and number; a resident ID card's number must pass
 * the GB 11643 check, other documents 5 to 30 letters or digits.
 */
export function documentIssue(idType: number, idNumber: string): string | null {
  const value = idNumber.trim()
  if (!value) return '证件号码不能为空'
  if (idType === ID_TYPE_RESIDENT_CARD) return isValidIdNumber(value) ? null : ID_NUMBER_MESSAGE
  return /^[A-Za-z0-9]{5,30}$/.test(value) ? null : '请输入正确的证件号码'
}
