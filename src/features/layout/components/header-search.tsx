import { useMemo, useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import SearchIcon from '@mui/icons-material/Search'
import type { AppRoute } from '@/shared/routing/menu-types'
import { useOpenMenu } from '../hooks/use-open-menu'
import { createRouteSearch, type SearchEntry } from '../model/route-search'

/**
 * Header search: the search icon opens a field that fuzzy-matches visible
 * pages by title and path; choosing one navigates (an http(s) link opens a new window).
 */
export function HeaderSearch({ routes }: { routes: AppRoute[] }) {
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  const search = useMemo(() => createRouteSearch(routes), [routes])
  const options = useMemo(() => search(input), [search, input])
  const openMenu = useOpenMenu()

  const close = () => {
    setOpen(false)
    setInput('')
  }

  const choose = (entry: SearchEntry | null) => {
    if (!entry) return
    close()
    openMenu(entry.route)
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Tooltip title="搜索菜单">
        <IconButton
          aria-label="搜索菜单"
          aria-expanded={open}
          onClick={() => (open ? close() : setOpen(true))}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Autocomplete<SearchEntry, false, false, false>
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_, value, reason) => {
            if (reason !== 'reset') setInput(value)
          }}
          onChange={(_, entry) => choose(entry)}
          onBlur={close}
          filterOptions={(found) => found}
          getOptionLabel={(entry) => entry.title.join(' > ')}
          isOptionEqualToValue={(a, b) => a.path === b.path}
          renderOption={({ key: _key, ...props }, entry) => (
            <li key={entry.path} {...props}>
              {entry.title.join(' > ')}
            </li>
          )}
          noOptionsText={input.trim() ? '无匹配的菜单' : '请输入菜单名称或路径'}
          autoHighlight
          forcePopupIcon={false}
          openOnFocus
          size="small"
          sx={{ width: 220 }}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              placeholder="搜索菜单"
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': '搜索菜单内容' },
              }}
            />
          )}
        />
      )}
    </Box>
  )
}
