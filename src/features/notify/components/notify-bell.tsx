import { useId, useState } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import { UNREAD_COUNT_POLL_INTERVAL, useGetUnreadCountQuery } from '@/shared/notify'
import { selectToken } from '@/shared/session/session-slice'
import { UnreadMessagesPanel } from './unread-messages-panel'

/** The pop-over is 600 px wide. */
const POPOVER_WIDTH = 600

/**
 * The navbar's bell: a dot when anything is unread, and a pop-over of the latest unread messages.
 * The count is polled by this component's own RTK Query subscription, so polling lives exactly as
 * long as a mounted bell (it ends on unmount, and a later mount starts one fresh timer) and stops
 * as soon as the session loses its token (logout).
 */
export function NotifyBell() {
  const token = useAppSelector(selectToken)
  const { data: unreadCount = 0 } = useGetUnreadCountQuery(undefined, {
    skip: !token,
    pollingInterval: UNREAD_COUNT_POLL_INTERVAL,
    refetchOnFocus: true,
  })
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const titleId = useId()
  const hasUnread = unreadCount > 0
  const open = anchor !== null

  return (
    <>
      <IconButton
        aria-label={hasUnread ? '站内信（有未读）' : '站内信'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge variant="dot" color="error" invisible={!hasUnread}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        {/* Mounted only while open, so every opening asks for the current unread list. */}
        {open && <UnreadMessagesPanel titleId={titleId} onClose={() => setAnchor(null)} />}
      </Popover>
    </>
  )
}
