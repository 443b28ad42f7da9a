import createDOMPurify, { type DOMPurify } from 'dompurify'

/**
 * The console's second cleaning of stored HTML (the server cleaned it when it was saved): no
 * script, style, frame, form or event handler, links only to http(s) / mailto and opened without
 * access to this window, images only from http(s) or this origin's paths.
 */
const ALLOWED_HREF = /^(https?:|mailto:)/i
const ALLOWED_SRC = /^(https?:\/\/|\/(?!\/))/i

let purifier: DOMPurify | null = null

function getPurifier(): DOMPurify {
  if (purifier) return purifier
  // An instance of our own: hooks added here do not touch other users of DOMPurify.
  const instance = createDOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (!ALLOWED_HREF.test(href.trim())) node.removeAttribute('href')
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer nofollow')
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? ''
      if (!ALLOWED_SRC.test(src.trim())) node.removeAttribute('src')
    }
  })
  purifier = instance
  return instance
}

export function cleanHtmlForDisplay(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  })
}
