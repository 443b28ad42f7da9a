import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { RICH_TEXT_DEFAULT_HEIGHT, type RichTextEditorProps } from './types'

// tiptap and ProseMirror are big: only a screen that shows the editor downloads them.
const TiptapEditor = lazy(() => import('./tiptap-editor'))

/**
 * A rich-text field (bold, italic, headings, lists, quotes, links, undo / redo) whose value is
 * HTML. Shows 加载中… in a box of the editor's size while the editor's code loads.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? RICH_TEXT_DEFAULT_HEIGHT
  return (
    <Suspense
      fallback={
        <Box
          role="status"
          sx={{
            width: '100%',
            // The toolbar's row plus the editing area, so the dialog does not jump when it loads.
            height: height + 42,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography color="text.secondary">加载中…</Typography>
        </Box>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  )
}
