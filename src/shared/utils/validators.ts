// Validation patterns shared by the forms.

const URL_START = /^(https?|ftp):\/\/[^\s/?#]/i
const EXTERNAL_START = /^(https?:|mailto:|tel:)/
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/
const LOWER_CASE = /^[a-z]+$/
const UPPER_CASE = /^[A-Z]+$/
const ALPHABETS = /^[A-Za-z]+$/
const VALID_USERNAMES = ['admin', 'editor']

/** An absolute http, https or ftp URL with a host (e.g. 'https://example.com/a?b=1'). */
export function isValidURL(url: string): boolean {
  if (!URL_START.test(url)) return false
  try {
    // The WHATWG parser rejects what the start pattern cannot: bad hosts, spaces, bad ports.
    return new URL(url).hostname !== ''
  } catch {
    return false
  }
}

/** A link that leaves the console: http:, https:, mailto: or tel:. */
export function isExternal(path: string): boolean {
  return EXTERNAL_START.test(path)
}

export function isEmail(email: string): boolean {
  return EMAIL.test(email)
}

/** Only lowercase letters a-z (at least one). */
export function isLowerCase(str: string): boolean {
  return LOWER_CASE.test(str)
}

/** Only uppercase letters A-Z (at least one). */
export function isUpperCase(str: string): boolean {
  return UPPER_CASE.test(str)
}

/** Only letters A-Z / a-z (at least one). */
export function isAlphabets(str: string): boolean {
  return ALPHABETS.test(str)
}

/** 'admin' or 'editor', ignoring surrounding whitespace. */
export function isValidUsername(str: string): boolean {
  return VALID_USERNAMES.includes(str.trim())
}
