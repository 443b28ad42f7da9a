import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { usePortalRuntime } from '../runtime/portal-runtime-context'

type PortalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/** A real link (middle-click and copy work) that navigates inside the portal on a plain click. */
export function PortalLink({ to, onClick, ...rest }: PortalLinkProps) {
  const runtime = usePortalRuntime()
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    runtime.navigate(to)
  }
  return <a href={to} onClick={handleClick} {...rest} />
}
