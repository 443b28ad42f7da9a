import { trackHeadAdditions } from '../head-additions'

const CONSOLE_BASE = 'http://127.0.0.1:48080/'

function addLink(href: string, rel = 'modulepreload'): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.appendChild(link)
  return link
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove())
})

describe('trackHeadAdditions', () => {
  it('removes the links a mount added from the console’s own base, and only those', () => {
    const hostStyles = addLink('http://127.0.0.1:48081/portal.css', 'stylesheet')
    const earlierConsoleLink = addLink(`${CONSOLE_BASE}assets/index.css`, 'stylesheet')
    const tracker = trackHeadAdditions(CONSOLE_BASE)

    const chunk = addLink(`${CONSOLE_BASE}assets/dashboard-page.js`)
    const chunkCss = addLink(`${CONSOLE_BASE}assets/dashboard-page.css`, 'stylesheet')
    const hostLater = addLink('http://127.0.0.1:48081/later.js')
    const inlineStyle = document.createElement('style')
    document.head.appendChild(inlineStyle)

    tracker.removeAll()

    expect(chunk.isConnected).toBe(false)
    expect(chunkCss.isConnected).toBe(false)
    // What was there before the mount, and what the host added meanwhile, stays.
    expect(hostStyles.isConnected).toBe(true)
    expect(earlierConsoleLink.isConnected).toBe(true)
    expect(hostLater.isConnected).toBe(true)
    expect(inlineStyle.isConnected).toBe(true)
    inlineStyle.remove()
  })

  it('removes the emotion insertion point MUI’s module added while mounted, not the host’s own', () => {
    const insertionPoint = () => {
      const meta = document.createElement('meta')
      meta.setAttribute('name', 'emotion-insertion-point')
      meta.setAttribute('content', '')
      return meta
    }
    const first = trackHeadAdditions('/')
    // MUI's styled-engine prepends it when its module first loads (the first mount's MuiShell).
    const added = insertionPoint()
    document.head.prepend(added)
    first.removeAll()
    expect(added.isConnected).toBe(false)

    const hostsOwn = insertionPoint()
    document.head.prepend(hostsOwn)
    const second = trackHeadAdditions(CONSOLE_BASE)
    second.removeAll()
    expect(hostsOwn.isConnected).toBe(true)
    hostsOwn.remove()
  })

  it('keeps links with a relative base (a standalone build owns its page)', () => {
    const tracker = trackHeadAdditions('/')
    const link = addLink(`${window.location.origin}/assets/chunk.js`)
    tracker.removeAll()
    expect(link.isConnected).toBe(true)
  })
})
