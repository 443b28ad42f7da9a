// The guide is bundled as text (Vite's ?raw) and rendered with marked: both are in this page's
// lazy chunk, so the login page carries none of it (scripts/check-budget.ts).
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import userGuide from '../../../../docs/user-guide.md?raw'
import { renderMarkdown } from '../model/render-markdown'

const GUIDE_HTML = renderMarkdown(userGuide)

/** 使用文档: the staff guide (docs/user-guide.md), the same text a reader of the repository sees. */
export default function HelpPage() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Box
        component="article"
        aria-label="使用文档"
        // Trusted: the repository's own markdown, with raw HTML escaped by renderMarkdown.
        dangerouslySetInnerHTML={{ __html: GUIDE_HTML }}
        sx={{
          lineHeight: 1.8,
          color: 'text.primary',
          '& h1': { fontSize: 24, mt: 0, mb: 2 },
          '& h2': {
            fontSize: 20,
            mt: 4,
            mb: 1.5,
            pb: 0.5,
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& h3': { fontSize: 16, mt: 3, mb: 1 },
          '& p, & ul, & ol': { my: 1 },
          '& li': { my: 0.5 },
          '& code': {
            px: 0.5,
            borderRadius: 0.5,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
          },
          '& table': { borderCollapse: 'collapse', width: '100%', my: 2, fontSize: 14 },
          '& th, & td': {
            border: 1,
            borderColor: 'divider',
            px: 1.5,
            py: 1,
            textAlign: 'left',
            verticalAlign: 'top',
          },
          '& th': { bgcolor: 'action.hover' },
        }}
      />
    </Paper>
  )
}
