import Box from '@mui/material/Box'

interface ProductImageProps {
  url: string | null | undefined
  /** Names the picture for screen readers, e.g. the category's name. */
  alt: string
  size?: number
}

/** A list cell's square thumbnail (category, brand, product), or a quiet placeholder. */
export function ProductImage({ url, alt, size = 48 }: ProductImageProps) {
  if (!url) {
    return (
      <Box component="span" sx={{ color: 'text.disabled', fontSize: 12 }}>
        无图片
      </Box>
    )
  }
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      loading="lazy"
      sx={{
        width: size,
        height: size,
        objectFit: 'cover',
        borderRadius: 0.5,
        display: 'block',
        border: 1,
        borderColor: 'divider',
      }}
    />
  )
}
