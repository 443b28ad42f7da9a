import Box from '@mui/material/Box'

/** The list's cover thumbnail (16:9), or a quiet placeholder. */
export function ActivityCover({ url, title }: { url: string | null; title: string }) {
  if (!url) {
    return (
      <Box component="span" sx={{ color: 'text.disabled', fontSize: 12 }}>
        无封面
      </Box>
    )
  }
  return (
    <Box
      component="img"
      src={url}
      alt={`${title}封面`}
      loading="lazy"
      sx={{ width: 80, height: 45, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  )
}
