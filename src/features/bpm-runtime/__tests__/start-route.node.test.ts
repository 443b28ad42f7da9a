import { describe, expect, it } from 'vitest'
import { startRouteOf } from '../model/start-route'

describe('startRouteOf (选择 on 发起流程)', () => {
  it('starts a process form here', () => {
    expect(startRouteOf({ formType: 10, formId: 2, formCustomCreatePath: null })).toEqual({
      kind: 'form',
    })
  })

  it('opens a business form’s own create route inside the console', () => {
    expect(
      startRouteOf({ formType: 20, formId: null, formCustomCreatePath: ' /bpm/oa/leave/create ' }),
    ).toEqual({ kind: 'route', path: '/bpm/oa/leave/create' })
  })

  it('never leaves the console and says why a process cannot be started', () => {
    for (const formCustomCreatePath of ['//evil.example/x', 'https://evil.example', '', null]) {
      expect(startRouteOf({ formType: 20, formId: null, formCustomCreatePath })).toEqual({
        kind: 'none',
        reason: '该流程未配置表单，无法发起',
      })
    }
  })
})
