import { act, screen } from '@testing-library/react'
import { mountConsole } from '../lifecycles'

describe('console lifecycles', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/system/dict')
  })

  it('mounts standalone, sends an anonymous visitor to the login page, and unmounts cleanly', async () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    const instance = mountConsole({ container, basename: '/', embedded: false })

    expect(await screen.findByRole('form', { name: '账号密码登录' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/login')
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/system/dict')

    act(() => instance.unmount())
    expect(container).toBeEmptyDOMElement()
    container.remove()
  })

  it('mounts three times in a row into fresh containers, each one working', async () => {
    for (let round = 0; round < 3; round++) {
      window.history.replaceState(null, '', '/login')
      const container = document.createElement('div')
      document.body.appendChild(container)
      const instance = mountConsole({ container, basename: '/', embedded: true })
      expect(await screen.findByRole('form', { name: '账号密码登录' })).toBeInTheDocument()
      act(() => instance.unmount())
      expect(container).toBeEmptyDOMElement()
      expect(screen.queryByRole('form', { name: '账号密码登录' })).not.toBeInTheDocument()
      container.remove()
    }
  })
})
