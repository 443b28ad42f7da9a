import { memo, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import CloseIcon from '@mui/icons-material/Close'
import { styled } from '@mui/material/styles'
import type { TabView } from '../model/tab-view'

const TabLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'active' })<{
  active: boolean
}>(({ theme, active }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: 26,
  marginTop: 4,
  marginLeft: 5,
  padding: '0 8px',
  border: '1px solid #d8dce5',
  color: '#495060',
  backgroundColor: '#fff',
  fontSize: 12,
  lineHeight: '26px',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&:first-of-type': { marginLeft: 15 },
  '&:last-of-type': { marginRight: 15 },
  ...(active && {
    backgroundColor: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    // The white dot of the active tab.
    '&::before': {
      content: '""',
      display: 'inline-block',
      width: 8,
      height: 8,
      marginRight: 4,
      borderRadius: '50%',
      backgroundColor: '#fff',
    },
  }),
}))

const CloseButton = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 16,
  height: 16,
  marginLeft: 2,
  borderRadius: '50%',
  transition: 'background-color .3s',
  '& svg': { fontSize: 12 },
  '&:hover': { backgroundColor: '#b4bccc', color: '#fff' },
})

export interface TabItemProps {
  view: TabView
  active: boolean
  closable: boolean
  onClose: (view: TabView) => void
  onContextMenu: (view: TabView, x: number, y: number) => void
}

/**
 * One tab: a link to its page; middle click or the cross closes it, right click opens the menu.
 * Memoised: a tab switch re-renders the two tabs whose `active` changes, not the whole bar (the
 * bar passes stable callbacks, and the store keeps an unchanged view's object).
 */
export const TabItem = memo(function TabItem({
  view,
  active,
  closable,
  onClose,
  onContextMenu,
}: TabItemProps) {
  const close = (event: MouseEvent) => {
    event.preventDefault()
    event.stopPropagation()
    onClose(view)
  }
  return (
    <TabLink
      to={view.fullPath}
      active={active}
      role="tab"
      aria-selected={active}
      // Roving tabindex: Tab enters the bar on the active tab; arrow keys move along it.
      tabIndex={active ? 0 : -1}
      data-tab={view.key}
      onMouseDown={(event) => {
        // A middle press would start the browser's auto-scroll.
        if (event.button === 1) event.preventDefault()
      }}
      onAuxClick={(event) => {
        if (event.button === 1 && closable) close(event)
      }}
      onContextMenu={(event) => {
        event.preventDefault()
        onContextMenu(view, event.clientX, event.clientY)
      }}
    >
      {view.title}
      {closable && (
        <CloseButton role="button" aria-label={`关闭 ${view.title}`} onClick={close}>
          <CloseIcon />
        </CloseButton>
      )}
    </TabLink>
  )
})
