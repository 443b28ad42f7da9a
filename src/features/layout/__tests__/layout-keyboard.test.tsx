import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderLayout } from './layout-harness'

// Each test renders the whole console shell (MUI, StrictMode).
afterEach(() => vi.restoreAllMocks())
vi.setConfig({ testTimeout: 20000 })

const mainMenu = () => screen.getByRole('navigation', { name: '主菜单' })

describe('layout keyboard', () => {
  it('rings the sidebar entry that has keyboard focus', async () => {
    // jsdom never matches :focus-visible; a browser does for focus that came from the keyboard.
    const matches = Element.prototype.matches
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      if (selector === ':focus-visible') return this === document.activeElement
      return matches.call(this, selector)
    })
    const user = userEvent.setup()
    renderLayout({ url: '/system/dict' })
    const entry = within(mainMenu()).getByRole('link', { name: '字典管理' })
    expect(entry).not.toHaveStyle({ outline: '2px solid #62afff' })
    entry.focus()
    // Keyboard focus (a Tab press) is what shows the ring; move away and back with the keyboard.
    await user.tab({ shift: true })
    await user.tab()
    expect(entry).toHaveFocus()
    // The theme colour #409EFF, lightened to 4.5:1 on the dark sidebar.
    await waitFor(() => expect(entry).toHaveStyle({ outline: '2px solid #62afff' }))
  })

  it('closes the settings drawer with Escape', async () => {
    const user = userEvent.setup()
    renderLayout({ url: '/system/dict' })
    await user.click(screen.getByRole('button', { name: '用户菜单' }))
    await user.click(screen.getByRole('menuitem', { name: '布局设置' }))
    await screen.findByRole('dialog', { name: '布局设置' })
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '布局设置' })).not.toBeInTheDocument(),
    )
  })
})
