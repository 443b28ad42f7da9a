import { useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import PaginationItem from '@mui/material/PaginationItem'
import Select from '@mui/material/Select'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { computePagerItems } from './pager-items'
import {
  NARROW_PAGER_COUNT,
  NARROW_SCREEN_MAX_WIDTH,
  PAGER_COUNT,
  PAGE_SIZES,
} from './pagination-constants'

export interface ListPaginationProps {
  total: number
  pageNo: number
  pageSize: number
  /** Called with the new page and size; size changes may also move the page (see below). */
  onChange: (pageNo: number, pageSize: number) => void
  pageSizes?: readonly number[]
  /** Overrides the responsive pager count (7, or 5 on narrow screens). */
  pagerCount?: number
  disabled?: boolean
}

/**
 * The list pager: '共 N 条', page size select, prev, numbered pages with
 * ellipses, next, and '前往 [n] 页'. Hidden when there is nothing to page, like the console's
 * original pager (the table shows '暂无数据' instead).
 */
export function ListPagination({
  total,
  pageNo,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  pagerCount,
  disabled = false,
}: ListPaginationProps) {
  const narrow = useMediaQuery(`(max-width:${NARROW_SCREEN_MAX_WIDTH - 0.05}px)`, { noSsr: true })
  const count = pagerCount ?? (narrow ? NARROW_PAGER_COUNT : PAGER_COUNT)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))

  if (total <= 0) return null

  const goTo = (page: number) => {
    const target = Math.min(Math.max(1, page), pageCount)
    if (target !== pageNo) onChange(target, pageSize)
  }

  const changeSize = (size: number) => {
    // Keep the page when it still exists with the new size; otherwise start over at page 1.
    const nextPage = pageNo * size > total && pageNo > 1 ? 1 : pageNo
    onChange(nextPage, size)
  }

  const sizes = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b)

  return (
    <Box
      component="nav"
      aria-label="分页"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        pt: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        共 {total} 条
      </Typography>
      <Select
        size="small"
        value={pageSize}
        disabled={disabled}
        onChange={(event) => changeSize(Number(event.target.value))}
        inputProps={{ 'aria-label': '每页条数' }}
        sx={{ minWidth: 110, '& .MuiSelect-select': { py: 0.5 } }}
      >
        {sizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}条/页
          </MenuItem>
        ))}
      </Select>
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}
      >
        <li>
          <PaginationItem
            type="previous"
            size="small"
            disabled={disabled || pageNo <= 1}
            onClick={() => goTo(pageNo - 1)}
            aria-label="上一页"
          />
        </li>
        {computePagerItems(pageNo, pageCount, count).map((item) => (
          <li key={item.type === 'page' ? item.page : item.type}>
            {item.type === 'page' ? (
              <PaginationItem
                type="page"
                size="small"
                page={item.page}
                selected={item.page === pageNo}
                disabled={disabled}
                aria-current={item.page === pageNo ? 'page' : undefined}
                aria-label={`第 ${item.page} 页`}
                onClick={() => goTo(item.page)}
              />
            ) : (
              <PaginationItem type={item.type} size="small" />
            )}
          </li>
        ))}
        <li>
          <PaginationItem
            type="next"
            size="small"
            disabled={disabled || pageNo >= pageCount}
            onClick={() => goTo(pageNo + 1)}
            aria-label="下一页"
          />
        </li>
      </Box>
      <PageJumper
        key={pageNo}
        pageNo={pageNo}
        pageCount={pageCount}
        disabled={disabled}
        onJump={goTo}
      />
    </Box>
  )
}

interface PageJumperProps {
  pageNo: number
  pageCount: number
  disabled: boolean
  onJump: (page: number) => void
}

/** '前往 [n] 页': jumps on Enter or when the field loses focus; keyed by page so it resyncs. */
function PageJumper({ pageNo, pageCount, disabled, onJump }: PageJumperProps) {
  const [text, setText] = useState(String(pageNo))

  const commit = () => {
    const typed = Number.parseInt(text, 10)
    const page = Number.isFinite(typed) ? Math.min(Math.max(1, typed), pageCount) : pageNo
    setText(String(page))
    onJump(page)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit()
    }
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        前往
      </Typography>
      <TextField
        size="small"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            'aria-label': '前往页码',
            inputMode: 'numeric',
            style: { textAlign: 'center' },
          },
        }}
        sx={{ width: 56, '& .MuiInputBase-input': { py: 0.5, px: 0.5 } }}
      />
      <Typography variant="body2" color="text.secondary">
        页
      </Typography>
    </Box>
  )
}
