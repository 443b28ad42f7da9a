import { isAffixView, type TabView } from './tab-view'

/** Where to go with no tab left: the root redirects to the home page. */
export const HOME_PATH = '/'

/** The close commands of the tab context menu. */
export type CloseCommand = 'current' | 'others' | 'left' | 'right' | 'all'

/**
 * The tabs that survive `command` on the tab `key`, in order. Affixed tabs always stay; a key
 * that is not open closes nothing for 'left' and 'right'.
 */
export function remainingAfterClose(
  command: CloseCommand,
  views: readonly TabView[],
  key?: string,
): TabView[] {
  const index = views.findIndex((view) => view.key === key)
  const keep = (view: TabView, i: number): boolean => {
    switch (command) {
      case 'current':
        return view.key !== key
      case 'others':
        return view.key === key
      case 'left':
        return index === -1 || i >= index
      case 'right':
        return index === -1 || i <= index
      case 'all':
        return false
    }
  }
  return views.filter((view, i) => isAffixView(view) || keep(view, i))
}

/**
 * Where to go after closing the tab `closedKey` (views as they were before the close): null when
 * the active tab stays open; otherwise the right neighbour, else the left one, else the root.
 */
export function nextActiveAfterClose(
  views: readonly TabView[],
  closedKey: string,
  activeKey: string,
): string | null {
  if (closedKey !== activeKey) return null
  const index = views.findIndex((view) => view.key === closedKey)
  if (index === -1 || isAffixView(views[index])) return null
  const neighbour = views[index + 1] ?? views[index - 1]
  return neighbour ? neighbour.fullPath : HOME_PATH
}

/**
 * Where to go after closing several tabs (others / left / right / all), given the tabs that
 * remain: null when the active tab is still open, else the tab the user acted on when it
 * remains, else the last remaining tab (the affixed home page), else the root.
 */
export function nextActiveAfterBulkClose(
  remaining: readonly TabView[],
  activeKey: string,
  selectedKey?: string,
): string | null {
  if (remaining.some((view) => view.key === activeKey)) return null
  const selected = remaining.find((view) => view.key === selectedKey)
  return (selected ?? remaining[remaining.length - 1])?.fullPath ?? HOME_PATH
}

export type TabMenuState = Record<CloseCommand, boolean>

/** Which close commands would close anything for the tab `key` (false = shown disabled). */
export function tabMenuState(views: readonly TabView[], key: string): TabMenuState {
  const closesSome = (command: CloseCommand) =>
    remainingAfterClose(command, views, key).length < views.length
  return {
    current: closesSome('current'),
    others: closesSome('others'),
    left: closesSome('left'),
    right: closesSome('right'),
    all: closesSome('all'),
  }
}
