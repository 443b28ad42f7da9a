import {
  isAlphabets,
  isEmail,
  isExternal,
  isLowerCase,
  isUpperCase,
  isValidURL,
  isValidUsername,
} from '../validators'

describe('validators', () => {
  it('isValidURL accepts http, https and ftp URLs only', () => {
    expect(isValidURL('http://example.com')).toBe(true)
    expect(isValidURL('https://museum.example.cn/ticket/list?page=1#top')).toBe(true)
    expect(isValidURL('ftp://files.example.com/a.txt')).toBe(true)
    expect(isValidURL('https://127.0.0.1:8080/x')).toBe(true)
    expect(isValidURL('mailto:a@b.com')).toBe(false)
    expect(isValidURL('example.com')).toBe(false)
    expect(isValidURL('http://')).toBe(false)
    expect(isValidURL('http:/example.com')).toBe(false)
    expect(isValidURL('https://exa mple.com')).toBe(false)
    expect(isValidURL('')).toBe(false)
  })

  it('isExternal accepts http:, https:, mailto: and tel:', () => {
    expect(isExternal('http://a.com')).toBe(true)
    expect(isExternal('https://a.com')).toBe(true)
    expect(isExternal('mailto:x@y.com')).toBe(true)
    expect(isExternal('tel:010-12345678')).toBe(true)
    expect(isExternal('/system/dict')).toBe(false)
    expect(isExternal('ftp://a.com')).toBe(false)
    expect(isExternal('dict')).toBe(false)
  })

  it('isEmail', () => {
    expect(isEmail('admin@museum.cn')).toBe(true)
    expect(isEmail('first.last+tag@sub.example.org')).toBe(true)
    expect(isEmail('no-at-sign.com')).toBe(false)
    expect(isEmail('a@b')).toBe(false)
    expect(isEmail('a b@c.com')).toBe(false)
  })

  it('isLowerCase / isUpperCase / isAlphabets', () => {
    expect(isLowerCase('abc')).toBe(true)
    expect(isLowerCase('abC')).toBe(false)
    expect(isLowerCase('')).toBe(false)
    expect(isUpperCase('ABC')).toBe(true)
    expect(isUpperCase('ABc')).toBe(false)
    expect(isUpperCase('AB1')).toBe(false)
    expect(isAlphabets('AbC')).toBe(true)
    expect(isAlphabets('Ab1')).toBe(false)
    expect(isAlphabets('中文')).toBe(false)
  })

  it('isValidUsername accepts admin or editor after trimming', () => {
    expect(isValidUsername('admin')).toBe(true)
    expect(isValidUsername('  editor ')).toBe(true)
    expect(isValidUsername('Admin')).toBe(false)
    expect(isValidUsername('guest')).toBe(false)
    expect(isValidUsername('')).toBe(false)
  })
})
