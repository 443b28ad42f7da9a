import type { AppRoute } from '@/shared/routing/menu-types'
import { findRouteTrail, resolveActiveMenuPath } from '../model/route-lookup'

const route = (path: string, title: string, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  hidden: false,
  alwaysShow: false,
  meta: { title, noCache: false },
  ...extra,
})

const menus: AppRoute[] = [
  route('/system', '系统管理', {
    children: [
      route('/system/dict', '字典管理', { component: 'system/dict/index' }),
      route('/system/notify', '站内信管理', {
        children: [route('/system/notify/notify-message', '消息记录')],
      }),
    ],
  }),
]

const constants: AppRoute[] = [
  route('/dict/type/data/:dictId', '字典数据', {
    hidden: true,
    meta: { title: '字典数据', noCache: false, activeMenu: '/system/dict' },
  }),
]

describe('breadcrumb trail', () => {
  it('lists the sections down to the page', () => {
    expect(findRouteTrail(menus, '/system/notify/notify-message').map((r) => r.meta.title)).toEqual(
      ['系统管理', '站内信管理', '消息记录'],
    )
  })

  it('matches routes with params and ignores a trailing slash', () => {
    expect(findRouteTrail(constants, '/dict/type/data/12/').map((r) => r.meta.title)).toEqual([
      '字典数据',
    ])
  })

  it('is empty for an unknown path', () => {
    expect(findRouteTrail(menus, '/system/unknown')).toEqual([])
  })
})

describe('active sidebar entry', () => {
  it('a hidden detail route activates the menu it names', () => {
    expect(resolveActiveMenuPath(constants, '/dict/type/data/3')).toBe('/system/dict')
  })

  it('any other route activates itself', () => {
    expect(resolveActiveMenuPath(constants, '/system/dict')).toBe('/system/dict')
  })
})
