import { describe, expect, it } from 'vitest'
import {
  documentIssue,
  idCheckChar,
  isValidIdNumber,
  maskIdNumber,
  maskMobile,
} from '@/shared/wire/museum-fields'

describe('museum field rules', () => {
  it('accepts an ID number whose GB 11643 check character is right, and no other', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true)
    expect(isValidIdNumber('11010519491231002x')).toBe(true)
    expect(isValidIdNumber('110105194912310021')).toBe(false)
    // A check digit that fits but a birth date that does not exist.
    const first17 = '11010519490230002'
    expect(isValidIdNumber(`${first17}${idCheckChar(first17)}`)).toBe(false)
    expect(isValidIdNumber('1101051949123100')).toBe(false)
  })

  it('masks phones and ID numbers as the lists show them', () => {
    expect(maskMobile('13812341234')).toBe('138****1234')
    expect(maskIdNumber('110101199003071234')).toBe('110101********1234')
    expect(maskIdNumber('E12345678')).toBe('E1***5678')
  })

  it('checks a resident card strictly and other documents by shape', () => {
    expect(documentIssue(1, '110105194912310021')).toBe('请输入正确的身份证号码')
    expect(documentIssue(2, 'E12345678')).toBeNull()
    expect(documentIssue(2, '')).toBe('证件号码不能为空')
  })
})
