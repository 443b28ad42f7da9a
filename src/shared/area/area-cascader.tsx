import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useGetAreaTreeQuery, type AreaNode } from './area-api'
import { areaPathOf, isLeafArea } from './area-path'

export interface AreaCascaderProps {
  /** The chosen district's id; null while none is chosen. */
  value: number | null
  /** A district's id once the last level is chosen, null while the choice is incomplete. */
  onChange: (areaId: number | null) => void
  /** Shown under the selects (e.g. the form's '请选择所在地区'). */
  error?: string
  disabled?: boolean
  /** Prefix of the selects' names: '{label}省份', … (default: none). */
  label?: string
}

const LEVEL_LABELS = ['省份', '城市', '区县'] as const

/**
 * Province > city > district as three selects over /system/area/tree. Only a district counts as a
 * choice: picking a province or a city alone reports null, so the form's schema can ask for the
 * district. A municipality's districts sit right under it, so its second select is the last.
 */
export function AreaCascader({ value, onChange, error, disabled, label = '' }: AreaCascaderProps) {
  const { data: tree = [], isLoading } = useGetAreaTreeQuery()
  // The levels picked but not yet a district; the chosen district's path comes from `value`.
  const [partial, setPartial] = useState<number[] | null>(null)
  const valuePath = useMemo(() => areaPathOf(tree, value).map((node) => node.id), [tree, value])
  const chosen = partial ?? valuePath

  const levels: { options: readonly AreaNode[]; selected: number | '' }[] = []
  let options: readonly AreaNode[] = tree
  for (let level = 0; level < LEVEL_LABELS.length && options.length > 0; level += 1) {
    const selected = chosen[level]
    levels.push({ options, selected: selected ?? '' })
    const node = options.find((option) => option.id === selected)
    if (!node || isLeafArea(node)) break
    options = node.children ?? []
  }

  const pick = (level: number, id: number) => {
    const path = [...chosen.slice(0, level), id]
    const node = areaPathOf(tree, id).at(-1)
    if (node && isLeafArea(node)) {
      setPartial(null)
      onChange(id)
    } else {
      setPartial(path)
      onChange(null)
    }
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {levels.map((level, index) => (
          <TextField
            key={LEVEL_LABELS[index]}
            select
            size="small"
            label={`${label}${LEVEL_LABELS[index]}`}
            value={level.selected}
            disabled={disabled || isLoading}
            error={Boolean(error) && level.selected === ''}
            onChange={(event) => pick(index, Number(event.target.value))}
            sx={{ minWidth: 140, flex: 1 }}
          >
            {level.options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
