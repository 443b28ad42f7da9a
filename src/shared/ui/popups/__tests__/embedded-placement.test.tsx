import { act, render, screen } from '@testing-library/react'
import { popup, resetPopups } from '..'
import PopupView from '../popup-view'
import { ConsoleMountContext, type ConsoleMount } from '../../theme/mount-context'

afterEach(() => act(() => resetPopups()))

function renderMounted(embedded: boolean) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const mount: ConsoleMount = { embedded, container, cacheKey: embedded ? 'emb' : 'alone' }
  render(
    <ConsoleMountContext.Provider value={mount}>
      <PopupView container={embedded ? container : undefined} />
    </ConsoleMountContext.Provider>,
    { container },
  )
  return container
}

describe("popups inside a host's container", () => {
  it("place toasts and dialogs in the console's box, not the host's viewport", () => {
    const container = renderMounted(true)
    act(() => popup.message.success('保存成功'))
    const toasts = screen.getByTestId('popup-toasts')
    expect(container).toContainElement(toasts)
    expect(toasts).toHaveStyle({ position: 'absolute' })

    act(() => void popup.confirm('确定删除吗？'))
    const root = screen.getByRole('dialog').closest('.MuiDialog-root')!
    expect(container).toContainElement(root as HTMLElement)
    expect(root).toHaveStyle({ position: 'absolute' })
    expect(root.querySelector('.MuiBackdrop-root')).toHaveStyle({ position: 'absolute' })
  })

  it('stay on the viewport standalone', () => {
    renderMounted(false)
    act(() => popup.message.success('保存成功'))
    expect(screen.getByTestId('popup-toasts')).toHaveStyle({ position: 'fixed' })
    act(() => void popup.confirm('确定删除吗？'))
    expect(screen.getByRole('dialog').closest('.MuiDialog-root')).toHaveStyle({
      position: 'fixed',
    })
  })
})
