import { useMemo } from 'react'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { cleanHtmlForDisplay } from './clean-html'

export interface SanitizedHtmlProps {
  html: string
  className?: string
  sx?: SxProps<Theme>
}

/** Shows stored rich text, cleaned again in the browser (never trusting the server alone). */
export function SanitizedHtml({ html, className, sx }: SanitizedHtmlProps) {
  const clean = useMemo(() => cleanHtmlForDisplay(html), [html])
  return (
    <Box
      className={className}
      sx={[
        {
          lineHeight: 1.7,
          wordBreak: 'break-word',
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { borderCollapse: 'collapse' },
          '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
          '& blockquote': {
            borderLeft: 3,
            borderColor: 'divider',
            pl: 1.5,
            ml: 0,
            color: 'text.secondary',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // The HTML was just cleaned by DOMPurify (clean-html.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
