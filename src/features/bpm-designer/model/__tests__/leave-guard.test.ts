import { shouldConfirmLeave, type LeaveCheck } from '../leave-guard'

const base: LeaveCheck = {
  dirty: true,
  current: { pathname: '/bpm/manager/model/design', modelId: 'm1' },
  next: { pathname: '/bpm/manager/model/design', search: '?modelId=m2' },
}

describe('shouldConfirmLeave', () => {
  it('never asks without unsaved changes', () => {
    expect(shouldConfirmLeave({ ...base, dirty: false })).toBe(false)
  })

  it('asks before another model replaces this one in the same tab', () => {
    expect(shouldConfirmLeave(base)).toBe(true)
    const same = { pathname: '/bpm/manager/model/design', search: '?modelId=m1' }
    expect(shouldConfirmLeave({ ...base, next: same })).toBe(false)
  })

  it('lets the user switch tabs: the designer stays cached, its tab asks when it is closed', () => {
    expect(shouldConfirmLeave({ ...base, next: { pathname: '/index', search: '' } })).toBe(false)
    const refresh = { pathname: '/redirect/bpm/manager/model/design', search: '?modelId=m1' }
    expect(shouldConfirmLeave({ ...base, next: refresh })).toBe(false)
  })
})
