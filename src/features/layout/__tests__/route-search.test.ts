import { buildSearchEntries, searchRoutes } from '../model/route-search'
import { DOCS_URL, MENU_ROUTES, route } from './layout-harness'

const paths = (query: string, routes = MENU_ROUTES) =>
  searchRoutes(routes, query).map((e) => e.path)

describe('header search', () => {
  it('lists visible pages with their title trail, not sections or hidden pages', () => {
    const routes = [...MENU_ROUTES, route('/secret', '隐藏页面', { hidden: true, component: 'x' })]
    const entries = buildSearchEntries(routes)
    expect(entries.map((e) => e.title.join(' > '))).toEqual([
      '系统管理 > 字典管理',
      '系统管理 > 站内信管理 > 消息记录',
      '基础设施 > 参数配置',
      '基础设施 > 知识库',
      '使用文档',
    ])
    expect(entries.at(-1)?.path).toBe(DOCS_URL)
  })

  it('finds pages by a piece of their title or path', () => {
    expect(paths('字典')).toEqual(['/system/dict'])
    expect(paths('消息')).toEqual(['/system/notify/notify-message'])
    expect(paths('infra/config')[0]).toBe('/infra/config')
  })

  it('ranks a title match above an equally good path match (weights 0.7 / 0.3)', () => {
    // 'ticket' sits one character into the title of one page and into the path of the other.
    const routes = [
      route('/ticket', '门票', { component: 'a' }),
      route('/sales', 'eTicket', { component: 'b' }),
    ]
    expect(paths('ticket', routes)).toEqual(['/sales', '/ticket'])
  })

  it('leaves out what does not match closely enough (threshold 0.4)', () => {
    expect(paths('zqxw')).toEqual([])
    expect(paths('   ')).toEqual([])
    // One wrong letter in a short word is still close enough.
    expect(paths('confog')).toEqual(['/infra/config'])
  })
})
