import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import Box from '@mui/material/Box'
import { useActiveTabKey } from '../hooks/use-current-tab-view'
import { useTabCommands } from '../hooks/use-tab-commands'
import { useTabRegistration } from '../hooks/use-tab-registration'
import { smoothScrollTo } from '../model/scroll-to'
import { tabScrollTarget } from '../model/tab-scroll-target'
import { selectTabViews } from '../model/tabs-slice'
import { isAffixView, type TabView } from '../model/tab-view'
import { moveTabFocus } from './tab-bar-keys'
import { TabContextMenu, type TabMenuTarget } from './tab-context-menu'
import { TabItem } from './tab-item'

/** Height of the bar under the navbar (ruoyi's tags view). */
export const TABS_BAR_HEIGHT = 34

/**
 * The bar of visited pages under the navbar: one tab per open page, the
 * active one scrolled into view, a context menu per tab. It also keeps the tab list in step with
 * navigation, so with the bar switched off no new page is cached.
 */
export function TabsBar() {
  useTabRegistration()
  const views = useAppSelector(selectTabViews)
  const activeKey = useActiveTabKey()
  const commands = useTabCommands()
  const [menu, setMenu] = useState<TabMenuTarget | null>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const stopScroll = useRef<(() => void) | null>(null)
  // The tabs get callbacks that never change (the commands change with every navigation), so a
  // memoised tab re-renders only when its own view or active state does.
  const latestCommands = useRef(commands)
  useLayoutEffect(() => {
    latestCommands.current = commands
  }, [commands])
  const closeTab = useCallback((view: TabView) => latestCommands.current.close(view), [])
  const openMenu = useCallback((view: TabView, x: number, y: number) => setMenu({ view, x, y }), [])

  useEffect(() => {
    const bar = scroller.current
    if (!bar) return
    const tabs = Array.from(bar.querySelectorAll<HTMLElement>('[data-tab]'))
    const index = tabs.findIndex((tab) => tab.dataset.tab === activeKey)
    const target = tabScrollTarget(bar, tabs, index)
    if (target !== null) stopScroll.current = smoothScrollTo(bar, 'scrollLeft', target)
  }, [activeKey, views.length])

  useEffect(() => () => stopScroll.current?.(), [])

  return (
    <Box
      component="nav"
      aria-label="已打开的页面"
      sx={{
        height: TABS_BAR_HEIGHT,
        flexShrink: 0,
        bgcolor: '#fff',
        borderBottom: '1px solid #d8dce5',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)',
      }}
    >
      <Box
        ref={scroller}
        role="tablist"
        aria-label="标签页"
        onKeyDown={moveTabFocus}
        onWheel={(event) => {
          // A vertical wheel scrolls the tabs sideways.
          event.currentTarget.scrollLeft += event.deltaY || event.deltaX
        }}
        sx={{
          position: 'relative',
          display: 'flex',
          height: '100%',
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {views.map((view) => (
          <TabItem
            key={view.key}
            view={view}
            active={view.key === activeKey}
            closable={!isAffixView(view)}
            onClose={closeTab}
            onContextMenu={openMenu}
          />
        ))}
      </Box>
      <TabContextMenu
        target={menu}
        views={views}
        commands={commands}
        onClose={() => setMenu(null)}
      />
    </Box>
  )
}
