import { z } from 'zod'

// One password rule for every place a password is chosen: a user created or reset by an
// administrator, an imported user's initial password and the personal centre's new password.
// The console shows PASSWORD_RULES_TEXT beside those fields and the sandbox refuses with it.

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 16
export const PASSWORD_RULES_TEXT = '密码长度为 8-16 位，须同时包含字母和数字，不能包含空格'

/** Why `password` breaks the rules (PASSWORD_RULES_TEXT), or null when it follows them. */
export function passwordProblem(password: string): string | null {
  const fits =
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  return fits ? null : PASSWORD_RULES_TEXT
}

/** A new password: `${label}不能为空` when missing or empty, PASSWORD_RULES_TEXT when it breaks a rule. */
export function passwordField(label: string) {
  return z
    .string({ error: `${label}不能为空` })
    .min(1, `${label}不能为空`)
    .refine((v) => v === '' || passwordProblem(v) === null, PASSWORD_RULES_TEXT)
}
