import { createHash } from 'node:crypto'
import fastifyHelmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { isApiPath } from './error-handling'

/**
 * Security headers of every answer (docs/security.md#headers). @fastify/helmet sends the common
 * ones (nosniff, Referrer-Policy: no-referrer, HSTS over HTTPS, COOP, CORP…); the CSP depends on
 * what is answered: the console's pages get the policy they need to run standalone, API answers
 * one that lets nothing load, stored files their own (routes/infra-file.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  apiBase: string,
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    // frame-ancestors in the console's CSP names who may frame it; X-Frame-Options cannot list
    // a host portal on another origin.
    frameguard: false,
    referrerPolicy: { policy: 'no-referrer' },
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiPath(apiBase, request.url)) return payload
    // Answers carry tokens and personal data: no browser or proxy cache may keep them.
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store')
    if (!reply.hasHeader('content-security-policy'))
      reply.header('Content-Security-Policy', API_CSP)
    return payload
  })
}

/** JSON never renders as a page: should a browser open one, nothing in it may load or frame. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** `'sha256-…'` of each inline <script> of `html` (vite-plugin-qiankun writes two into index.html). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]) || match[2] === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The Content-Security-Policy of the console's pages when opened on their own. Embedded, the host
 * portal's policy applies instead (qiankun fetches the HTML and evaluates the scripts in the
 * host's page).
 *
 * - script-src: the console's own bundles, and its index.html's inline scripts by hash.
 * - style-src 'unsafe-inline': emotion (MUI) injects <style> elements at run time.
 * - img-src data: blob:: icons and previews made in the page (avatar crop, diagram export).
 * - connect-src, frame-ancestors: the host portals of the CORS configuration call the API and
 *   embed the console; frame-src: inner-link pages (sandboxed iframes, https or this origin).
 */
export function consoleCsp(portalOrigins: readonly string[], scriptHashes: readonly string[]) {
  const portals = portalOrigins.join(' ')
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${list("'self'", portals)}`,
    `frame-src ${list("'self'", 'https:', portals)}`,
    `frame-ancestors ${list("'self'", portals)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
