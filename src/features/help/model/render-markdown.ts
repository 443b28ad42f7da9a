import { Marked } from 'marked'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

// Our own instance: the global `marked` object is shared with anything else that imports it.
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // The guide is the project's own text, but raw HTML in it would bypass React; show it as text.
    html: ({ text }) => escapeHtml(text),
  },
})

/** Markdown (GitHub flavour) to HTML; raw HTML in the source is escaped, not rendered. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false })
}
