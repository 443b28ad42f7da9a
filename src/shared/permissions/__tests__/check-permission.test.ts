import { checkPermi, checkPermiAnd, checkRole, checkRoleAnd } from '../check-permission'
import { DEFAULT_ROLE, SUPER_ROLE, WILDCARD_PERMISSION } from '../permission-constants'

const perms = ['system:dict:query', 'system:dict:create']

describe('checkPermi (any-of)', () => {
  it('grants a single held permission and refuses one not held', () => {
    expect(checkPermi(perms, ['system:dict:query'])).toBe(true)
    expect(checkPermi(perms, ['system:dict:delete'])).toBe(false)
  })

  it('grants when at least one of several is held', () => {
    expect(checkPermi(perms, ['system:dict:delete', 'system:dict:create'])).toBe(true)
    expect(checkPermi(perms, ['system:dict:delete', 'infra:config:query'])).toBe(false)
  })

  it("grants everything to '*:*:*'", () => {
    expect(WILDCARD_PERMISSION).toBe('*:*:*')
    expect(checkPermi(['*:*:*'], ['infra:config:delete'])).toBe(true)
  })

  it('is false for empty or missing input', () => {
    expect(checkPermi(perms, [])).toBe(false)
    expect(checkPermi(perms, undefined)).toBe(false)
    expect(checkPermi(['*:*:*'], [])).toBe(false)
    expect(checkPermi([], ['system:dict:query'])).toBe(false)
    expect(checkPermi(undefined, ['system:dict:query'])).toBe(false)
  })

  it('does not match on prefixes or patterns', () => {
    expect(checkPermi(['system:dict'], ['system:dict:query'])).toBe(false)
    expect(checkPermi(['system:*:*'], ['system:dict:query'])).toBe(false)
  })
})

describe('checkPermiAnd (all-of)', () => {
  it('needs every listed permission', () => {
    expect(checkPermiAnd(perms, ['system:dict:query', 'system:dict:create'])).toBe(true)
    expect(checkPermiAnd(perms, ['system:dict:query', 'system:dict:delete'])).toBe(false)
  })

  it("grants everything to '*:*:*' and refuses empty input", () => {
    expect(checkPermiAnd(['*:*:*'], ['a:b:c', 'd:e:f'])).toBe(true)
    expect(checkPermiAnd(perms, [])).toBe(false)
    expect(checkPermiAnd(perms, null)).toBe(false)
  })
})

describe('checkRole / checkRoleAnd', () => {
  const roles = ['common', 'ticket_auditor']

  it('any-of: grants a held role, refuses others', () => {
    expect(checkRole(roles, ['common'])).toBe(true)
    expect(checkRole(roles, ['finance', 'ticket_auditor'])).toBe(true)
    expect(checkRole(roles, ['finance'])).toBe(false)
  })

  it('all-of: needs every listed role', () => {
    expect(checkRoleAnd(roles, ['common', 'ticket_auditor'])).toBe(true)
    expect(checkRoleAnd(roles, ['common', 'finance'])).toBe(false)
  })

  it("role 'admin' passes every role check", () => {
    expect(SUPER_ROLE).toBe('admin')
    expect(checkRole(['admin'], ['finance'])).toBe(true)
    expect(checkRoleAnd(['admin'], ['finance', 'common'])).toBe(true)
  })

  it('is false for empty input, even for admin', () => {
    expect(checkRole(['admin'], [])).toBe(false)
    expect(checkRoleAnd(['admin'], undefined)).toBe(false)
    expect(checkRole([], ['common'])).toBe(false)
  })

  it('the default role is an ordinary role', () => {
    expect(DEFAULT_ROLE).toBe('ROLE_DEFAULT')
    expect(checkRole([DEFAULT_ROLE], ['ROLE_DEFAULT'])).toBe(true)
    expect(checkRole([DEFAULT_ROLE], ['admin'])).toBe(false)
  })
})
