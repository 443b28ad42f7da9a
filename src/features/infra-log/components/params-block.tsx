import Box from '@mui/material/Box'

export interface ParamsBlockProps {
  /** Accessible name of the block, e.g. 请求参数 or 异常堆栈. */
  label: string
  text: string
  /** Taller blocks (a stack trace) scroll inside the dialog. */
  maxHeight?: number
}

/** Long recorded text (parameters, a stack trace): monospace, read-only, selectable, scrolling. */
export function ParamsBlock({ label, text, maxHeight = 160 }: ParamsBlockProps) {
  return (
    <Box
      component="pre"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 1,
        maxHeight,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        fontFamily: 'monospace',
        fontSize: 12,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {text}
    </Box>
  )
}
