/**
 * Leaves the console for another site (an OAuth provider or a third-party client). Only the OAuth
 * flows do this; in-app routes always go through the router so an embedded console never moves
 * its host portal.
 */
export function leaveConsoleFor(url: string): void {
  window.location.href = url
}
