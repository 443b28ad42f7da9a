import type { AppRoute, MenuNode } from '../menu-types'
import { findRouteByPath, firstLeafPath, flattenRoutes, menusToRoutes } from '../menu-routes'

let nextId = 1
function menu(partial: Partial<MenuNode> & Pick<MenuNode, 'name' | 'path'>): MenuNode {
  return {
    id: nextId++,
    parentId: 0,
    component: null,
    componentName: null,
    icon: null,
    visible: true,
    keepAlive: true,
    alwaysShow: true,
    children: null,
    ...partial,
  }
}

const KNOWN = new Set(['system/dict/index', 'infra/config/index', 'system/notify/message/index'])
const isKnownPage = (key: string) => KNOWN.has(key)

function systemMenus(): MenuNode[] {
  return [
    menu({
      id: 1,
      name: '系统管理',
      path: '/system',
      icon: 'system',
      children: [
        menu({
          id: 10,
          parentId: 1,
          name: '字典管理',
          path: 'dict',
          icon: 'dict',
          component: 'system/dict/index',
          componentName: 'SystemDictType',
          keepAlive: true,
        }),
        menu({
          id: 11,
          parentId: 1,
          name: '站内信管理',
          path: 'notify-message',
          component: 'system/notify/message/index',
          componentName: 'SystemNotifyMessage',
          keepAlive: false,
          visible: false,
        }),
        menu({
          id: 12,
          parentId: 1,
          name: '用户管理',
          path: 'user',
          component: 'system/user/index',
          componentName: 'SystemUser',
        }),
      ],
    }),
  ]
}

describe('menusToRoutes', () => {
  it('maps name, icon, keepAlive, visible and componentName onto the route', () => {
    const [system] = menusToRoutes(systemMenus(), isKnownPage)
    expect(system.meta).toEqual({ title: '系统管理', icon: 'system', noCache: false })
    const [dict, notify] = system.children!
    expect(dict).toEqual({
      path: '/system/dict',
      name: 'SystemDictType',
      hidden: false,
      alwaysShow: true,
      component: 'system/dict/index',
      meta: { title: '字典管理', icon: 'dict', noCache: false },
    })
    expect(notify.meta.noCache).toBe(true)
    expect(notify.hidden).toBe(true)
    expect(notify.name).toBe('SystemNotifyMessage')
  })

  it('leaves name undefined when componentName is null or empty', () => {
    const routes = menusToRoutes(
      [
        menu({ name: 'A', path: '/a', component: 'infra/config/index', componentName: null }),
        menu({ name: 'B', path: '/b', component: 'infra/config/index', componentName: '' }),
      ],
      isKnownPage,
    )
    expect(routes.map((r) => r.name)).toEqual([undefined, undefined])
  })

  it('drops a leaf whose page key the console does not know', () => {
    const [system] = menusToRoutes(systemMenus(), isKnownPage)
    expect(system.children!.map((r) => r.path)).toEqual(['/system/dict', '/system/notify-message'])
  })

  it('drops a section whose children were all dropped, at any depth', () => {
    const routes = menusToRoutes(
      [
        menu({
          id: 2,
          name: '基础设施',
          path: '/infra',
          children: [
            menu({
              id: 20,
              parentId: 2,
              name: '代码生成',
              path: 'codegen',
              children: [
                menu({ parentId: 20, name: 'x', path: 'x', component: 'infra/codegen/index' }),
              ],
            }),
          ],
        }),
        menu({ id: 3, name: '空目录', path: '/empty', children: [] }),
        ...systemMenus(),
      ],
      isKnownPage,
    )
    expect(routes.map((r) => r.path)).toEqual(['/system'])
  })

  it('builds absolute paths through nested groups', () => {
    const [bpm] = menusToRoutes(
      [
        menu({
          id: 4,
          name: '工作流',
          path: '/bpm',
          children: [
            menu({
              id: 40,
              parentId: 4,
              name: '任务',
              path: 'task',
              children: [
                menu({
                  parentId: 40,
                  name: '配置',
                  path: 'config/',
                  component: 'infra/config/index',
                }),
              ],
            }),
          ],
        }),
      ],
      isKnownPage,
    )
    expect(bpm.path).toBe('/bpm')
    expect(bpm.children![0].path).toBe('/bpm/task')
    expect(bpm.children![0].children![0].path).toBe('/bpm/task/config')
  })

  it('gives a top-level path without a slash one, and keeps a top-level page as a leaf', () => {
    const routes = menusToRoutes(
      [menu({ name: '参数', path: 'config', component: 'infra/config/index' })],
      isKnownPage,
    )
    expect(routes).toHaveLength(1)
    expect(routes[0].path).toBe('/config')
    expect(routes[0].component).toBe('infra/config/index')
    expect(routes[0].children).toBeUndefined()
  })

  it('keeps an http(s) path as an external link with meta.link, whatever its component', () => {
    const [help] = menusToRoutes(
      [
        menu({
          id: 5,
          name: '帮助',
          path: '/help',
          children: [
            menu({ parentId: 5, name: '官网', path: 'https://www.iocoder.cn', component: null }),
          ],
        }),
      ],
      isKnownPage,
    )
    expect(help.children).toEqual([
      {
        path: 'https://www.iocoder.cn',
        name: undefined,
        hidden: false,
        alwaysShow: true,
        meta: { title: '官网', icon: null, noCache: false, link: 'https://www.iocoder.cn' },
      },
    ])
  })

  it('returns nothing for no menus', () => {
    expect(menusToRoutes([], isKnownPage)).toEqual([])
    expect(menusToRoutes(null, isKnownPage)).toEqual([])
  })
})

describe('route helpers', () => {
  const routes: AppRoute[] = [
    ...menusToRoutes(systemMenus(), isKnownPage),
    {
      path: '/dict/type/data/:dictId',
      name: 'SystemDictData',
      hidden: true,
      alwaysShow: false,
      component: 'system/dict/data',
      meta: { title: '字典数据', noCache: true, activeMenu: '/system/dict' },
    },
  ]

  it('flattenRoutes lists leaves only, in order', () => {
    expect(flattenRoutes(routes).map((r) => r.path)).toEqual([
      '/system/dict',
      '/system/notify-message',
      '/dict/type/data/:dictId',
    ])
  })

  it('findRouteByPath finds exact paths, sections and :param patterns', () => {
    expect(findRouteByPath(routes, '/system/dict')?.name).toBe('SystemDictType')
    expect(findRouteByPath(routes, '/system/dict/')?.name).toBe('SystemDictType')
    expect(findRouteByPath(routes, '/system')?.meta.title).toBe('系统管理')
    expect(findRouteByPath(routes, '/dict/type/data/12')?.name).toBe('SystemDictData')
    expect(findRouteByPath(routes, '/dict/type/data')).toBeUndefined()
    expect(findRouteByPath(routes, '/dict/type/data/12/x')).toBeUndefined()
    expect(findRouteByPath(routes, '/system/user')).toBeUndefined()
  })

  it('firstLeafPath gives the first visible page of a section', () => {
    const [system] = routes
    expect(firstLeafPath(system)).toBe('/system/dict')
    const hiddenFirst: AppRoute = {
      ...system,
      children: [
        { ...system.children![0], hidden: true },
        { ...system.children![1], hidden: false },
      ],
    }
    expect(firstLeafPath(hiddenFirst)).toBe('/system/notify-message')
    expect(firstLeafPath({ ...system, children: [{ ...system.children![0], hidden: true }] })).toBe(
      undefined,
    )
  })
})

describe('inner links', () => {
  it('keeps component InnerLink on an http(s) menu, so the console frames it', () => {
    const [inner, outer] = menusToRoutes(
      [
        menu({ name: '参观须知', path: 'http://127.0.0.1:48080/guide', component: 'InnerLink' }),
        menu({ name: '使用文档', path: 'https://doc.example.org/' }),
      ],
      isKnownPage,
    )
    expect(inner.component).toBe('InnerLink')
    expect(inner.meta.link).toBe('http://127.0.0.1:48080/guide')
    expect(outer.component).toBeUndefined()
    expect(outer.meta.link).toBe('https://doc.example.org/')
  })
})
