import type { KeyboardEvent } from 'react'

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * The tab bar's keyboard, as WAI-ARIA's tabs pattern with manual activation: Left / Right move
 * focus to the previous / next tab (wrapping), Home / End to the first / last; Enter opens the
 * focused tab (it is a link). Only the active tab is in the Tab order (roving tabindex).
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key]
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'))
  const current = tabs.findIndex((tab) => tab.contains(event.target as Node))
  if (current < 0 || tabs.length === 0) return
  event.preventDefault()
  const next = tabs[move(current, tabs.length)]
  next.focus()
  next.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
}
