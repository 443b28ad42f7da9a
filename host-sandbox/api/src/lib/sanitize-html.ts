import sanitizeHtml from 'sanitize-html'

/**
 * Rich text (notices, activity content) is stored only after this allowlist: text formatting,
 * headings, lists, quotes, links, images and tables. Everything else goes: script, style, frames,
 * forms, event handlers, style and class attributes, and URLs other than http(s) / mailto links
 * and http(s) or the sandbox's own file URLs for images. The console cleans it again when it
 * shows it (docs/security.md#rich-text).
 */

/** A file this server stores, linked by path (`/prod-api/admin-api/infra/file/4/get/...`). */
const OWN_FILE_PATH = /^(\/[\w.-]+)*\/admin-api\/infra\/file\/\d+\/get\/[\w./-]+$/
const HTTP_URL = /^https?:\/\//i

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens in a new tab without access to the page that opened it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    // A relative image source may only be one of this server's files.
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim()
      const { src: _dropped, ...rest } = attribs
      return {
        tagName,
        attribs: HTTP_URL.test(src) || OWN_FILE_PATH.test(src) ? { src, ...rest } : rest,
      }
    },
  },
  // An image left without a source shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/** The stored form of rich text: only the allowlist above survives. */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** Whether cleaned HTML still shows something: text or an image (empty paragraphs do not count). */
export function htmlHasContent(cleaned: string): boolean {
  if (/<img\s/i.test(cleaned)) return true
  const text = sanitizeHtml(cleaned, { allowedTags: [], allowedAttributes: {} })
  return text.replace(/&nbsp;|&#160;|\s/g, '').length > 0
}
