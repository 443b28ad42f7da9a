import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A titled, scrollable block of pretty-printed JSON (a region named by its title). */
export function JsonBlock({
  title,
  value,
  maxHeight = 360,
  sx,
}: {
  title: string
  value: unknown
  maxHeight?: number
  sx?: { mt?: number }
}) {
  return (
    <Box component="section" aria-label={title} sx={sx}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
          maxHeight,
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  )
}
