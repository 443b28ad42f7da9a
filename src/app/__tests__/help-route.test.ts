import { CONSTANT_LAYOUT_ROUTES } from '../constant-routes'
import { isKnownPage } from '../route-registry'

it('has 使用文档 at /help for every signed-in user, with a page the registry knows', () => {
  const help = CONSTANT_LAYOUT_ROUTES.find((route) => route.path === '/help')
  expect(help?.meta.title).toBe('使用文档')
  expect(isKnownPage(help?.component ?? '')).toBe(true)
})
