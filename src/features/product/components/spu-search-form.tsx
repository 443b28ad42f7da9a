import type { FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import SearchIcon from '@mui/icons-material/Search'
import type { DateRangeValue, ListQuery, SearchFieldDef } from '@/shared/list-kit'
import { DateRangeField, type DateFieldValue } from '@/shared/ui/date-fields'
import type { CategoryItem } from '../model/product-types'
import { CategoryCascader } from './category-cascader'

/** The filters the list sends (the form below draws them; 商品分类 is a cascader). */
export const SPU_SEARCH_FIELDS: SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '商品名称' },
  { kind: 'text', name: 'categoryId', label: '商品分类' },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

const dateText = (value: DateFieldValue) => (value === null ? '' : String(value))

interface SpuSearchFormProps {
  list: ListQuery<unknown>
  categories: readonly CategoryItem[]
}

/** 商品名称, 商品分类 (second level), 创建时间; 搜索 / 重置, Enter searches. */
export function SpuSearchForm({ list, categories }: SpuSearchFormProps) {
  const { draft, setDraftValue } = list
  const name = typeof draft.name === 'string' ? draft.name : ''
  const categoryId =
    typeof draft.categoryId === 'string' && draft.categoryId ? draft.categoryId : ''
  const createTime: DateRangeValue =
    typeof draft.createTime === 'string' || !draft.createTime ? [] : draft.createTime
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    list.search()
  }
  return (
    <Box
      component="form"
      role="search"
      aria-label="搜索条件"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}
    >
      <TextField
        size="small"
        label="商品名称"
        placeholder="请输入商品名称"
        value={name}
        onChange={(event) => setDraftValue('name', event.target.value)}
        sx={{ width: { xs: '100%', sm: 220 } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <CategoryCascader
        label="商品分类"
        categories={categories}
        value={categoryId ? Number(categoryId) : null}
        onChange={(id) => setDraftValue('categoryId', id === null ? '' : String(id))}
        width={280}
      />
      <DateRangeField
        label="创建时间"
        startLabel="创建时间起"
        endLabel="创建时间止"
        value={createTime}
        onChange={(range) =>
          setDraftValue(
            'createTime',
            range.length === 0 ? [] : [dateText(range[0]), dateText(range[1])],
          )
        }
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon />}>
          搜索
        </Button>
        <Button
          type="button"
          variant="outlined"
          size="small"
          startIcon={<RestartAltIcon />}
          onClick={list.reset}
        >
          重置
        </Button>
      </Box>
    </Box>
  )
}
