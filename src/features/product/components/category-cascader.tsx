import { useId, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import ClearIcon from '@mui/icons-material/Clear'
import { TOP_CATEGORY_ID, type CategoryItem } from '../model/product-types'

export interface CategoryCascaderProps {
  label: string
  categories: readonly CategoryItem[]
  /** A second-level category's id, or null. */
  value: number | null
  onChange: (id: number | null) => void
  width?: number
}

const bySort = (a: CategoryItem, b: CategoryItem) => a.sort - b.sort || a.id - b.id

/**
 * A two-column picker of a second-level category (products sit only there): the first column
 * lists the top level, the second the chosen one's children; the field reads 一级 / 二级.
 */
export function CategoryCascader({
  label,
  categories,
  value,
  onChange,
  width = 240,
}: CategoryCascaderProps) {
  const id = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const open = anchor !== null
  const byId = useMemo(() => new Map(categories.map((item) => [item.id, item])), [categories])
  const chosen = value === null ? undefined : byId.get(value)
  const [activeTop, setActiveTop] = useState<number | null>(null)
  const tops = useMemo(
    () => categories.filter((item) => item.parentId === TOP_CATEGORY_ID).sort(bySort),
    [categories],
  )
  const shownTop = activeTop ?? chosen?.parentId ?? null
  const children = useMemo(
    () =>
      shownTop === null ? [] : categories.filter((item) => item.parentId === shownTop).sort(bySort),
    [categories, shownTop],
  )
  const parent = chosen ? byId.get(chosen.parentId) : undefined
  const text = chosen ? `${parent ? `${parent.name} / ` : ''}${chosen.name}` : ''

  const close = () => {
    setAnchor(null)
    setActiveTop(null)
  }

  return (
    <>
      <TextField
        size="small"
        label={label}
        placeholder={`请选择${label}`}
        value={text}
        onClick={(event) => setAnchor(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault()
            setAnchor(event.currentTarget)
          }
        }}
        sx={{ width: { xs: '100%', sm: width }, '& input': { cursor: 'pointer' } }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            readOnly: true,
            // Two long names may not fit: the whole path shows on hover.
            title: text || undefined,
            role: 'combobox',
            'aria-label': label,
            'aria-expanded': open,
            'aria-haspopup': 'listbox',
            'aria-controls': open ? `${id}-tops` : undefined,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {chosen && (
                  <IconButton
                    size="small"
                    aria-label={`清除${label}`}
                    onClick={(event) => {
                      event.stopPropagation()
                      onChange(null)
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                )}
                <ArrowDropDownIcon color="action" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { display: 'flex', maxHeight: 320, mt: 0.5 } } }}
      >
        <List
          id={`${id}-tops`}
          role="listbox"
          aria-label={`一级${label}`}
          dense
          sx={{ minWidth: 160, overflowY: 'auto' }}
        >
          {tops.length === 0 && (
            <Box sx={{ px: 2, py: 1, color: 'text.secondary', fontSize: 13 }}>暂无数据</Box>
          )}
          {tops.map((top) => (
            <ListItemButton
              key={top.id}
              role="option"
              aria-selected={top.id === shownTop}
              selected={top.id === shownTop}
              onClick={() => setActiveTop(top.id)}
              onMouseEnter={() => setActiveTop(top.id)}
            >
              <ListItemText primary={top.name} />
              <ChevronRightIcon fontSize="small" color="action" />
            </ListItemButton>
          ))}
        </List>
        {shownTop !== null && (
          <List
            role="listbox"
            aria-label={`二级${label}`}
            dense
            sx={{ minWidth: 160, overflowY: 'auto', borderLeft: 1, borderColor: 'divider' }}
          >
            {children.length === 0 && (
              <Box sx={{ px: 2, py: 1, color: 'text.secondary', fontSize: 13 }}>暂无数据</Box>
            )}
            {children.map((child) => (
              <ListItemButton
                key={child.id}
                role="option"
                aria-selected={child.id === value}
                selected={child.id === value}
                onClick={() => {
                  onChange(child.id)
                  close()
                }}
              >
                <ListItemText primary={child.name} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  )
}
