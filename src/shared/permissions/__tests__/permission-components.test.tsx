import { configureStore } from '@reduxjs/toolkit'
import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { sessionLoaded, sessionSlice } from '@/shared/session/session-slice'
import { HasPermi } from '../has-permi'
import { HasRole } from '../has-role'
import { usePermission } from '../use-permission'

afterEach(() => {
  vi.restoreAllMocks()
})

function makeStore(roles: string[], permissions: string[]) {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '管理员', avatar: null },
      roles,
      permissions,
      menus: [],
    }),
  )
  return store
}

/** Shows what a thrown render error says, as the app's error boundary would. */
class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children
  }
}

function renderWith(store: ReturnType<typeof makeStore>, ui: ReactNode) {
  return render(
    <Provider store={store}>
      <Boundary>{ui}</Boundary>
    </Provider>,
  )
}

describe('<HasPermi>', () => {
  const store = makeStore(['common'], ['system:dict:query', 'system:dict:create'])

  it('renders children for a held permission (any-of) and hides them otherwise', () => {
    renderWith(
      store,
      <>
        <HasPermi value={['system:dict:delete', 'system:dict:create']}>
          <button>新增</button>
        </HasPermi>
        <HasPermi value={['system:dict:delete']}>
          <button>删除</button>
        </HasPermi>
      </>,
    )
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
  })

  it('with `all` needs every permission', () => {
    renderWith(
      store,
      <>
        <HasPermi all value={['system:dict:query', 'system:dict:create']}>
          <button>两者</button>
        </HasPermi>
        <HasPermi all value={['system:dict:query', 'system:dict:delete']}>
          <button>缺一</button>
        </HasPermi>
      </>,
    )
    expect(screen.getByRole('button', { name: '两者' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '缺一' })).not.toBeInTheDocument()
  })

  it("shows everything to a '*:*:*' user", () => {
    renderWith(
      makeStore(['common'], ['*:*:*']),
      <HasPermi value={['infra:config:delete']}>
        <button>删除</button>
      </HasPermi>,
    )
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument()
  })

  it('throws 请设置操作权限标签值 for an empty or missing value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { unmount } = renderWith(store, <HasPermi value={[]}>x</HasPermi>)
    expect(screen.getByRole('alert')).toHaveTextContent(/^请设置操作权限标签值$/)
    unmount()
    renderWith(store, <HasPermi value={undefined}>x</HasPermi>)
    expect(screen.getByRole('alert')).toHaveTextContent(/^请设置操作权限标签值$/)
  })

  it('follows the session: logging in with more permissions shows the element', () => {
    const live = makeStore(['common'], [])
    renderWith(
      live,
      <HasPermi value={['system:dict:export']}>
        <button>导出</button>
      </HasPermi>,
    )
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    act(() => {
      live.dispatch(
        sessionLoaded({
          user: { id: 1, nickname: 'a', avatar: null },
          roles: ['common'],
          permissions: ['system:dict:export'],
          menus: [],
        }),
      )
    })
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument()
  })
})

describe('<HasRole>', () => {
  it('renders children for a held role and hides them otherwise', () => {
    renderWith(
      makeStore(['common'], []),
      <>
        <HasRole value={['finance', 'common']}>
          <span>普通</span>
        </HasRole>
        <HasRole value={['finance']}>
          <span>财务</span>
        </HasRole>
        <HasRole all value={['finance', 'common']}>
          <span>全部</span>
        </HasRole>
      </>,
    )
    expect(screen.getByText('普通')).toBeInTheDocument()
    expect(screen.queryByText('财务')).not.toBeInTheDocument()
    expect(screen.queryByText('全部')).not.toBeInTheDocument()
  })

  it("shows everything to role 'admin'", () => {
    renderWith(
      makeStore(['admin'], []),
      <HasRole all value={['finance', 'auditor']}>
        <span>财务</span>
      </HasRole>,
    )
    expect(screen.getByText('财务')).toBeInTheDocument()
  })

  it('a user without roles gets ROLE_DEFAULT and nothing more', () => {
    renderWith(
      makeStore([], []),
      <>
        <HasRole value={['ROLE_DEFAULT']}>
          <span>默认</span>
        </HasRole>
        <HasRole value={['admin']}>
          <span>管理</span>
        </HasRole>
      </>,
    )
    expect(screen.getByText('默认')).toBeInTheDocument()
    expect(screen.queryByText('管理')).not.toBeInTheDocument()
  })

  it('throws 请设置角色权限标签值 for an empty value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWith(makeStore(['admin'], []), <HasRole value={[]}>x</HasRole>)
    expect(screen.getByRole('alert')).toHaveTextContent(/^请设置角色权限标签值$/)
  })
})

describe('usePermission', () => {
  it('binds the four checks to the signed-in user', () => {
    function Probe() {
      const { hasPermi, hasPermiAnd, hasRole, hasRoleAnd } = usePermission()
      return (
        <output>
          {[
            hasPermi(['system:dict:query']),
            hasPermiAnd(['system:dict:query', 'infra:config:query']),
            hasRole(['common']),
            hasRoleAnd(['common', 'finance']),
            hasPermi([]),
          ].join(',')}
        </output>
      )
    }
    renderWith(makeStore(['common'], ['system:dict:query']), <Probe />)
    expect(screen.getByRole('status')).toHaveTextContent('true,false,true,false,false')
  })
})
