import { useMemo } from 'react'
import Box from '@mui/material/Box'
import hljs from 'highlight.js/lib/core'
import json from 'highlight.js/lib/languages/json'
import markdown from 'highlight.js/lib/languages/markdown'
import plaintext from 'highlight.js/lib/languages/plaintext'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import { languageOf } from '../model/file-tree'

// Only the languages the generator writes: the core and these stay in this lazy chunk.
hljs.registerLanguage('typescript', typescript)
hljs.registerLanguage('sql', sql)
hljs.registerLanguage('json', json)
hljs.registerLanguage('markdown', markdown)
hljs.registerLanguage('plaintext', plaintext)

// Token colours chosen for at least 4.5:1 on the light code background (#f6f8fa).
const TOKEN_COLOURS = {
  '& .hljs-keyword, & .hljs-built_in, & .hljs-type, & .hljs-literal': { color: '#a0217b' },
  '& .hljs-string, & .hljs-regexp, & .hljs-template-string': { color: '#0a6b25' },
  '& .hljs-comment, & .hljs-quote': { color: '#5c6570', fontStyle: 'italic' },
  '& .hljs-number': { color: '#0b5394' },
  '& .hljs-title, & .hljs-title.function_, & .hljs-title.class_': { color: '#6639ba' },
  '& .hljs-attr, & .hljs-property, & .hljs-variable, & .hljs-params': { color: '#953800' },
  '& .hljs-meta, & .hljs-tag, & .hljs-name, & .hljs-selector-tag': { color: '#1f5f99' },
} as const

export interface CodeViewProps {
  /** Decides the language by its extension. */
  path: string
  code: string
  /** Accessible name of the code region. */
  label: string
}

/**
 * One generated file, highlighted. highlight.js escapes the source before wrapping tokens in
 * spans, so the HTML it returns holds no markup from the code itself.
 */
export default function CodeView({ path, code, label }: CodeViewProps) {
  const html = useMemo(
    () => hljs.highlight(code, { language: languageOf(path), ignoreIllegals: true }).value,
    [code, path],
  )
  return (
    <Box
      component="pre"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: '#f6f8fa',
        color: '#1f2328',
        borderRadius: 1,
        fontSize: 13,
        lineHeight: 1.5,
        overflow: 'auto',
        height: '100%',
        boxSizing: 'border-box',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        ...TOKEN_COLOURS,
      }}
    >
      <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  )
}
