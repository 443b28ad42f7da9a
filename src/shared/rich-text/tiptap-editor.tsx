import { useCallback, useEffect, useRef, useState } from 'react'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import FormatUnderlined from '@mui/icons-material/FormatUnderlined'
import StrikethroughS from '@mui/icons-material/StrikethroughS'
import FormatListBulleted from '@mui/icons-material/FormatListBulleted'
import FormatListNumbered from '@mui/icons-material/FormatListNumbered'
import FormatQuote from '@mui/icons-material/FormatQuote'
import InsertLink from '@mui/icons-material/InsertLink'
import LinkOff from '@mui/icons-material/LinkOff'
import Undo from '@mui/icons-material/Undo'
import Redo from '@mui/icons-material/Redo'
import { createDebouncer, type Debouncer } from './debouncer'
import { isAllowedLink, LINK_RULE_MESSAGE } from './link-rules'
import { RICH_TEXT_DEBOUNCE_MS, RICH_TEXT_DEFAULT_HEIGHT, type RichTextEditorProps } from './types'

/** The editor's HTML, '' for an empty document (tiptap answers '<p></p>'). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/**
 * The tiptap editor: the heavy part of the rich-text field, in its own lazy chunk
 * (./rich-text-editor.tsx loads it).
 */
export default function TiptapEditor({
  value,
  onChange,
  placeholder,
  height = RICH_TEXT_DEFAULT_HEIGHT,
  disabled = false,
  'aria-label': ariaLabel,
}: RichTextEditorProps) {
  // The latest onChange without recreating the editor when the parent re-renders.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])
  // What this editor last reported: a value prop equal to it is our own echo, not a reset.
  const reportedRef = useRef(value)
  // Made on first use (events and effects only), so render never touches the refs.
  const debouncerRef = useRef<Debouncer<string> | null>(null)
  const debouncer = useCallback((): Debouncer<string> => {
    debouncerRef.current ??= createDebouncer<string>((html) => {
      reportedRef.current = html
      onChangeRef.current(html)
    }, RICH_TEXT_DEBOUNCE_MS)
    return debouncerRef.current
  }, [])

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
      },
    },
    onUpdate: ({ editor: current }) => debouncer().push(htmlOf(current)),
    onBlur: () => debouncer().flush(),
  })

  // A new value from outside (the form loaded a row, or was reset) replaces the content.
  useEffect(() => {
    if (value === reportedRef.current) return
    reportedRef.current = value
    debouncer().cancel()
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false })
  }, [value, editor, debouncer])

  useEffect(() => {
    editor.setEditable(!disabled, false)
  }, [editor, disabled])

  // Unmount (dialog closed, tab left): send what is still pending.
  useEffect(() => () => debouncer().flush(), [debouncer])

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      empty: current.isEmpty,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })

  const [linkDraft, setLinkDraft] = useState<string | null>(null)
  const linkInvalid = linkDraft !== null && linkDraft.trim() !== '' && !isAllowedLink(linkDraft)
  const applyLink = () => {
    if (linkDraft === null || linkInvalid) return
    const chain = editor.chain().focus().extendMarkRange('link')
    if (linkDraft.trim() === '') chain.unsetLink().run()
    else chain.setLink({ href: linkDraft.trim() }).run()
    setLinkDraft(null)
  }

  const tool = (label: string, active: boolean, run: () => void, icon: React.ReactNode) => (
    <Tooltip title={label} key={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // Keeps the selection in the editor while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
  const heading = (level: 2 | 3, active: boolean) => (
    <Tooltip title={`标题 ${level}`} key={`h${level}`}>
      <span>
        <Button
          size="small"
          aria-label={`标题 ${level}`}
          aria-pressed={active}
          disabled={disabled}
          variant={active ? 'contained' : 'text'}
          color={active ? 'primary' : 'inherit'}
          sx={{ minWidth: 36, px: 0.5, fontWeight: 700 }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          H{level}
        </Button>
      </span>
    </Tooltip>
  )

  const chain = () => editor.chain().focus()
  return (
    <Box
      sx={{
        width: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: disabled ? 'action.hover' : 'background.paper',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        role="toolbar"
        aria-label="编辑工具栏"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.25,
          px: 0.5,
          py: 0.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {tool(
          '加粗',
          state.bold,
          () => chain().toggleBold().run(),
          <FormatBold fontSize="small" />,
        )}
        {tool(
          '斜体',
          state.italic,
          () => chain().toggleItalic().run(),
          <FormatItalic fontSize="small" />,
        )}
        {tool(
          '下划线',
          state.underline,
          () => chain().toggleUnderline().run(),
          <FormatUnderlined fontSize="small" />,
        )}
        {tool(
          '删除线',
          state.strike,
          () => chain().toggleStrike().run(),
          <StrikethroughS fontSize="small" />,
        )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {heading(2, state.h2)}
        {heading(3, state.h3)}
        {tool(
          '无序列表',
          state.bullet,
          () => chain().toggleBulletList().run(),
          <FormatListBulleted fontSize="small" />,
        )}
        {tool(
          '有序列表',
          state.ordered,
          () => chain().toggleOrderedList().run(),
          <FormatListNumbered fontSize="small" />,
        )}
        {tool(
          '引用',
          state.quote,
          () => chain().toggleBlockquote().run(),
          <FormatQuote fontSize="small" />,
        )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {tool(
          '插入链接',
          state.link,
          () => setLinkDraft((editor.getAttributes('link').href as string | undefined) ?? ''),
          <InsertLink fontSize="small" />,
        )}
        {state.link &&
          tool(
            '取消链接',
            false,
            () => chain().extendMarkRange('link').unsetLink().run(),
            <LinkOff fontSize="small" />,
          )}
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        {tool('撤销', false, () => chain().undo().run(), <Undo fontSize="small" />)}
        {tool('重做', false, () => chain().redo().run(), <Redo fontSize="small" />)}
      </Box>
      {linkDraft !== null && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            px: 1,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            size="small"
            label="链接地址"
            autoFocus
            fullWidth
            value={linkDraft}
            placeholder="https://"
            error={linkInvalid}
            helperText={linkInvalid ? LINK_RULE_MESSAGE : '留空则取消链接'}
            onChange={(event) => setLinkDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter must not submit the surrounding form.
              if (event.key === 'Enter') {
                event.preventDefault()
                applyLink()
              }
              if (event.key === 'Escape') {
                event.stopPropagation()
                setLinkDraft(null)
              }
            }}
          />
          <Button
            variant="contained"
            size="small"
            sx={{ mt: 0.5 }}
            disabled={linkInvalid}
            onClick={applyLink}
          >
            确定
          </Button>
          <Button size="small" sx={{ mt: 0.5 }} onClick={() => setLinkDraft(null)}>
            取消
          </Button>
        </Box>
      )}
      <Box
        sx={{
          position: 'relative',
          height,
          overflowY: 'auto',
          px: 1.5,
          cursor: disabled ? 'not-allowed' : 'text',
          '& .ProseMirror': { minHeight: height - 2, outline: 'none', py: 1 },
          '& .ProseMirror p': { my: 0.5 },
          '& .ProseMirror blockquote': {
            borderLeft: 3,
            borderColor: 'divider',
            pl: 1.5,
            ml: 0,
            color: 'text.secondary',
          },
          '& .ProseMirror a': { color: 'primary.main' },
        }}
        onClick={() => {
          if (!disabled && !editor.isFocused) editor.commands.focus('end')
        }}
      >
        {state.empty && placeholder && (
          <Typography
            aria-hidden
            color="text.disabled"
            variant="body2"
            sx={{ position: 'absolute', top: 12, left: 12, pointerEvents: 'none' }}
          >
            {placeholder}
          </Typography>
        )}
        <EditorContent editor={editor} />
      </Box>
    </Box>
  )
}
