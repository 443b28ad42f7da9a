import { useMemo, useState, type Ref } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { MENU_ICON_NAMES, MenuIcon } from '@/shared/ui/menu-icon'

export interface MenuIconPickerProps {
  value: string
  onChange: (name: string) => void
  inputRef?: Ref<HTMLInputElement>
  error?: string
}

/**
 * 菜单图标: a grid of exactly the icons the console bundles, searchable by name. Only those can be
 * chosen, so every menu's icon shows in the sidebar.
 */
export function MenuIconPicker({ value, onChange, inputRef, error }: MenuIconPickerProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [query, setQuery] = useState('')
  const names = useMemo(() => {
    const needle = query.trim().toLowerCase()
    return needle
      ? MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(needle))
      : MENU_ICON_NAMES
  }, [query])

  const open = (field: HTMLElement) => {
    setQuery('')
    setAnchor(field)
  }
  const pick = (name: string) => {
    onChange(name)
    setAnchor(null)
  }

  return (
    <>
      <TextField
        size="small"
        fullWidth
        value={value}
        placeholder="点击选择图标"
        inputRef={inputRef}
        error={!!error}
        helperText={error}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault()
            open(event.currentTarget)
          }
        }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-label': '菜单图标',
            'aria-haspopup': 'dialog',
            'aria-expanded': anchor !== null,
            style: { cursor: 'pointer' },
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <MenuIcon name={value} />
              </InputAdornment>
            ),
            endAdornment: value ? (
              <InputAdornment position="end">
                <Button
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation()
                    onChange('')
                  }}
                >
                  清除
                </Button>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': '选择菜单图标',
            sx: { width: 420, maxWidth: '90vw', p: 1.5 },
          } as object,
        }}
      >
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="请输入图标名称"
          slotProps={{ htmlInput: { 'aria-label': '搜索图标' } }}
        />
        <Box
          role="listbox"
          aria-label="图标"
          sx={{
            mt: 1,
            maxHeight: 280,
            overflow: 'auto',
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
            gap: 0.5,
          }}
        >
          {names.map((name) => (
            <Button
              key={name}
              role="option"
              aria-selected={name === value}
              title={name}
              variant={name === value ? 'contained' : 'text'}
              color={name === value ? 'primary' : 'inherit'}
              onClick={() => pick(name)}
              sx={{
                flexDirection: 'column',
                gap: 0.25,
                py: 0.75,
                minWidth: 0,
                textTransform: 'none',
                fontSize: 12,
              }}
            >
              <MenuIcon name={name} />
              <Box
                component="span"
                sx={{
                  maxWidth: '100%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {name}
              </Box>
            </Button>
          ))}
        </Box>
        {names.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            无匹配图标
          </Typography>
        )}
      </Popover>
    </>
  )
}
