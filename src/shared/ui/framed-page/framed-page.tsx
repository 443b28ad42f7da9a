import { useState } from 'react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

export interface FramedPageProps {
  /** An http(s) address the caller has already checked. */
  url: string
  /** The frame's accessible name. */
  title: string
  /** The frame's sandbox tokens: each caller decides what its page may do. */
  sandbox: string
  /** Shown over the frame until it has loaded. */
  loadingText: string
}

/**
 * Another page in a frame filling the content area, with a loading text until the frame has
 * loaded. Sends no referrer: the console's address (menu paths, query) is nobody else's business.
 */
export function FramedPage({ url, title, sandbox, loadingText }: FramedPageProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null)
  const loading = loadedUrl !== url
  return (
    <Box
      sx={{
        position: 'relative',
        // The content area below the navbar and tab bar, less its padding.
        height: 'calc(100vh - 150px)',
        minHeight: 360,
        bgcolor: 'background.paper',
      }}
    >
      {loading && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            color: 'text.secondary',
          }}
        >
          <CircularProgress size={20} />
          <Typography>{loadingText}</Typography>
        </Box>
      )}
      <Box
        component="iframe"
        // A new address is a new frame: its load event is the one that ends the loading text.
        key={url}
        src={url}
        title={title}
        sandbox={sandbox}
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedUrl(url)}
        sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  )
}
