import type { SxProps, Theme } from '@mui/material/styles'

/**
 * The SKU table's look, set once on the table: 200 rows x 9 cells are plain elements (no MUI
 * component per cell), so a 批量设置 re-renders quickly.
 */
export const skuTableSx: SxProps<Theme> = {
  borderCollapse: 'collapse',
  fontSize: 13,
  minWidth: '100%',
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: 1,
    py: 0.75,
    textAlign: 'left',
    verticalAlign: 'top',
    whiteSpace: 'nowrap',
  },
  '& th': { bgcolor: 'action.hover', fontWeight: 500 },
  '& .sku-input': {
    width: 96,
    height: 30,
    boxSizing: 'border-box',
    px: 1,
    font: 'inherit',
    color: 'text.primary',
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    outline: 'none',
    '&:focus': {
      borderColor: 'primary.main',
      boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
    },
    '&[aria-invalid="true"]': { borderColor: 'error.main' },
  },
  '& .sku-error': {
    color: 'error.main',
    fontSize: 12,
    mt: 0.25,
    whiteSpace: 'normal',
    maxWidth: 120,
  },
  '& .sku-pic': {
    width: 40,
    height: 40,
    p: 0,
    border: 1,
    borderStyle: 'dashed',
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.secondary',
    cursor: 'pointer',
    overflow: 'hidden',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
    '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  },
  '& .sku-batch td': { bgcolor: 'action.selected' },
}
