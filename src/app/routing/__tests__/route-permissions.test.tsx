import { screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import type { MenuNode } from '@/shared/routing/menu-types'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { ForbiddenPage } from '@/features/errors/pages/forbidden-page'
import { NotFoundPage } from '@/features/errors/pages/not-found-page'
import { CONSTANT_LAYOUT_ROUTES } from '../../constant-routes'
import { ConsoleRoutesProvider } from '../console-routes-provider'
import MenuRoutePage from '../menu-route-page'
import { RouteAccess } from '../page-view'

/** A menu: a page (its page key) or a section (its children). */
function menu(id: number, name: string, path: string, content: string | MenuNode[]): MenuNode {
  return {
    id,
    parentId: 0,
    name,
    path,
    component: typeof content === 'string' ? content : null,
    componentName: null,
    icon: null,
    visible: true,
    keepAlive: true,
    alwaysShow: false,
    children: typeof content === 'string' ? null : content,
  }
}

// What the sandbox gives its 票务专员 (staff): 系统管理 > 字典管理, no 工作流程.
const STAFF_MENUS = [
  menu(1, '系统管理', '/system', [menu(105, '字典管理', 'dict', 'system/dict/index')]),
]

const ADMIN_MENUS = [
  ...STAFF_MENUS,
  menu(1185, '工作流程', '/bpm', [
    menu(1186, '流程管理', 'manager', [menu(1194, '流程模型', 'model', 'bpm/model/index')]),
  ]),
]

function renderAt(url: string, menus: MenuNode[], permissions: string[]) {
  const store = createTestStore()
  store.dispatch(
    sessionLoaded({
      user: { id: 2, nickname: '票务专员', avatar: null },
      roles: ['staff'],
      permissions,
      menus,
    } as Parameters<typeof sessionLoaded>[0]),
  )
  renderWithStore(
    <MemoryRouter initialEntries={[url]}>
      <ConsoleRoutesProvider>
        <Routes>
          {CONSTANT_LAYOUT_ROUTES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteAccess route={route}>
                  <h1>{route.meta.title}页面</h1>
                </RouteAccess>
              }
            />
          ))}
          <Route path="/403" element={<ForbiddenPage />} />
          <Route path="/404" element={<NotFoundPage />} />
          <Route path="*" element={<MenuRoutePage />} />
        </Routes>
      </ConsoleRoutesProvider>
    </MemoryRouter>,
    store,
  )
}

const STAFF_PERMISSIONS = ['system:dict:query']

describe('routes follow the menus’ permissions', () => {
  it.each([
    '/bpm/manager/model/design?modelId=1',
    '/bpm/manager/definition?key=leave',
    '/bpm/manager/form/edit',
  ])('staff opening %s by URL gets the 403 page, naming the path', async (url) => {
    renderAt(url, STAFF_MENUS, STAFF_PERMISSIONS)
    expect(
      await screen.findByRole('heading', { name: '抱歉，您无权访问此页面' }),
    ).toBeInTheDocument()
    expect(screen.getByText(`页面地址：${url}`)).toBeInTheDocument()
  })

  it.each(['/bpm/manager/model', '/bpm/manager/form', '/bpm', '/infra/config'])(
    'staff opening the menu page %s they were not given gets 403, not 404',
    async (url) => {
      renderAt(url, STAFF_MENUS, STAFF_PERMISSIONS)
      expect(await screen.findByText('403')).toBeInTheDocument()
    },
  )

  it('an address that is no console page is still 404', async () => {
    renderAt('/bpm/nothing-here', STAFF_MENUS, STAFF_PERMISSIONS)
    expect(await screen.findByRole('heading', { name: '找不到网页！' })).toBeInTheDocument()
  })

  it('staff opens the dictionary data of the menu they have', async () => {
    renderAt('/dict/type/data/3', STAFF_MENUS, STAFF_PERMISSIONS)
    expect(await screen.findByRole('heading', { name: '字典数据页面' })).toBeInTheDocument()
  })

  it('a user with the menu but without the permission the route names gets 403', async () => {
    renderAt('/bpm/manager/model/design?modelId=1', ADMIN_MENUS, ['bpm:model:query'])
    expect(await screen.findByText('403')).toBeInTheDocument()
  })

  it('the super admin (*:*:*, every menu) opens the designer', async () => {
    renderAt('/bpm/manager/model/design?modelId=1', ADMIN_MENUS, ['*:*:*'])
    expect(await screen.findByRole('heading', { name: '设计流程页面' })).toBeInTheDocument()
  })
})
