/**
 * The Content-Security-Policy a qiankun host needs to run the console, and no more. The portal
 * sends it on its own index.html so the policy we document is the one our e2e runs under.
 *
 * - script-src 'unsafe-eval' 'unsafe-inline': qiankun's import-html-entry evaluates the child's
 *   inline entry script with eval; the console's origin: its ES modules and lazy chunks.
 * - connect-src: qiankun fetches the child's HTML and CSS; the console calls its API.
 * - style-src 'unsafe-inline': qiankun inlines the child's CSS and emotion injects <style> tags.
 * - frame-src: the console shows external-link pages in an iframe.
 * - frame-ancestors 'self': nothing else may frame the portal (clickjacking); object-src 'none'
 *   and base-uri 'self' take plugins and <base> rewrites off the table.
 */
export function contentSecurityPolicy(consoleOrigin: string): string {
  const origin = new URL(consoleOrigin).origin
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' 'unsafe-inline' ${origin}`,
    `connect-src 'self' ${origin}`,
    `style-src 'self' 'unsafe-inline' ${origin}`,
    `img-src 'self' data: blob: ${origin}`,
    `font-src 'self' data: ${origin}`,
    `frame-src ${origin}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
}
