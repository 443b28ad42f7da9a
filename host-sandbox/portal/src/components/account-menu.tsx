import { useEffect, useId, useRef, useState } from 'react'
import type { PortalSession } from '../session/portal-session'

/**
 * The signed-in user's nickname with a small drop-down of the portal's own. It overlaps the
 * console region on purpose: the console's overlays must stay below the host's (z-index 3000).
 */
export function AccountMenu({ session }: { session: PortalSession }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    function closeOnOutside(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('mousedown', closeOnOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOnOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className="portal-account" ref={rootRef}>
      <button
        type="button"
        className="portal-header__button portal-account__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="portal-account__avatar" aria-hidden="true">
          {session.nickname.slice(0, 1)}
        </span>
        <span data-testid="portal-nickname">{session.nickname}</span>
      </button>
      {open && (
        <div id={menuId} className="portal-account__menu" role="dialog" aria-label="门户账号">
          <dl>
            <dt>昵称</dt>
            <dd>{session.nickname}</dd>
            <dt>账号</dt>
            <dd>{session.username}</dd>
            <dt>门户会话</dt>
            <dd>保存在本标签页的 sessionStorage，与控制台的会话相互独立</dd>
          </dl>
        </div>
      )}
    </div>
  )
}
