import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import { SPU_SKUS_MAX } from '@/shared/wire/product-spu'
import {
  useCreateSpecPropertyMutation,
  useCreateSpecValueMutation,
  useGetSpuFormPropertiesQuery,
  useLazyGetPropertyValuesQuery,
} from '../spu-form-api'
import { skuCombinationCount } from '../model/sku-combinations'
import { SPEC_PROPERTIES_MAX, type SpecProperty } from '../model/spec-types'

interface SpecEditorProps {
  specs: readonly SpecProperty[]
  onChange(specs: SpecProperty[]): void
}

type Option = { id: number; name: string }

/** What a free-solo autocomplete gives: an option picked, or a text typed. */
function chosenName(choice: Option | string | null): string {
  return (typeof choice === 'string' ? choice : (choice?.name ?? '')).trim()
}

interface SpecValuesProps {
  spec: SpecProperty
  specs: readonly SpecProperty[]
  onChange(specs: SpecProperty[]): void
}

/** One 规格: its values as chips (× removes one and its rows) and a box to pick or type more. */
function SpecValues({ spec, specs, onChange }: SpecValuesProps) {
  const [loadValues, { data, isFetching }] = useLazyGetPropertyValuesQuery()
  const [createValue, { isLoading: creating }] = useCreateSpecValueMutation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const known = data?.find((item) => item.id === spec.id)?.values ?? []
  const options = known.filter((value) => !spec.values.some((chosen) => chosen.id === value.id))

  const replace = (next: SpecProperty) =>
    onChange(specs.map((item) => (item.id === spec.id ? next : item)))

  const add = async (choice: Option | string | null) => {
    const name = chosenName(choice)
    setText('')
    if (!name) return
    if (spec.values.some((value) => value.name === name)) {
      setProblem(`规格值“${name}”已添加`)
      return
    }
    const nextSpecs = specs.map((item) =>
      item.id === spec.id ? { ...item, values: [...item.values, { id: -1, name }] } : item,
    )
    if (skuCombinationCount(nextSpecs) > SPU_SKUS_MAX) {
      setProblem(`商品 SKU 不能超过 ${SPU_SKUS_MAX} 个`)
      return
    }
    setProblem(null)
    let value = typeof choice === 'string' ? known.find((item) => item.name === name) : choice
    if (!value) {
      // A value typed in that the property does not have yet: the server creates it.
      const result = await createValue({ propertyId: spec.id, name })
      if (!('data' in result) || typeof result.data !== 'number') return
      value = { id: result.data, name }
    }
    replace({ ...spec, values: [...spec.values, { id: value.id, name: value.name }] })
  }

  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h4" sx={{ fontWeight: 500, fontSize: 14 }}>
          {spec.name}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onChange(specs.filter((item) => item.id !== spec.id))}
        >
          删除规格 {spec.name}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {spec.values.map((value) => (
          <Chip
            key={value.id}
            label={value.name}
            onDelete={() =>
              replace({ ...spec, values: spec.values.filter((item) => item.id !== value.id) })
            }
            slotProps={{ root: { 'aria-label': `${spec.name}：${value.name}` } }}
            deleteIcon={<DeleteIcon aria-label={`删除规格值 ${value.name}`} />}
          />
        ))}
        <Autocomplete<Option, false, false, true>
          freeSolo
          size="small"
          options={options}
          loading={isFetching}
          loadingText="加载中..."
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          inputValue={text}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setText(value)
          }}
          value={null}
          onOpen={() => void loadValues(spec.id, true)}
          onChange={(_event, choice) => void add(choice)}
          disabled={creating}
          sx={{ width: 220 }}
          renderInput={(params) => (
            <TextField
              {...params}
              placeholder="选择或输入规格值，回车添加"
              slotProps={{
                ...params.slotProps,
                htmlInput: {
                  ...params.slotProps.htmlInput,
                  'aria-label': `添加${spec.name}的规格值`,
                },
              }}
            />
          )}
        />
      </Box>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Paper>
  )
}

/**
 * 多规格: the chosen 规格 in order, each with its values; 添加规格 picks a property or creates one
 * typed in. At most five.
 */
export function SpecEditor({ specs, onChange }: SpecEditorProps) {
  const { data: properties = [] } = useGetSpuFormPropertiesQuery()
  const [createProperty, { isLoading: creating }] = useCreateSpecPropertyMutation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const full = specs.length >= SPEC_PROPERTIES_MAX
  const options = properties.filter((property) => !specs.some((spec) => spec.id === property.id))

  const add = async (choice: Option | string | null) => {
    const name = chosenName(choice)
    setText('')
    if (!name) return
    if (specs.some((spec) => spec.name === name)) {
      setProblem(`规格“${name}”已添加`)
      return
    }
    setProblem(null)
    let property =
      typeof choice === 'string' ? properties.find((item) => item.name === name) : choice
    if (!property) {
      const result = await createProperty({ name })
      if (!('data' in result) || typeof result.data !== 'number') return
      property = { id: result.data, name }
    }
    onChange([...specs, { id: property.id, name: property.name, values: [] }])
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {specs.map((spec) => (
        <SpecValues key={spec.id} spec={spec} specs={specs} onChange={onChange} />
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Autocomplete<Option, false, false, true>
          freeSolo
          size="small"
          options={options}
          getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
          inputValue={text}
          onInputChange={(_event, value, reason) => {
            if (reason !== 'reset') setText(value)
          }}
          value={null}
          onChange={(_event, choice) => void add(choice)}
          disabled={full || creating}
          sx={{ width: 260 }}
          renderInput={(params) => (
            <TextField
              {...params}
              placeholder={
                full ? `最多添加 ${SPEC_PROPERTIES_MAX} 个规格` : '选择或输入规格名称，回车添加'
              }
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': '添加规格' },
              }}
            />
          )}
        />
        <AddIcon color="action" fontSize="small" aria-hidden />
        <FormHelperText sx={{ m: 0 }}>
          {full ? `最多添加 ${SPEC_PROPERTIES_MAX} 个规格` : '规格值的组合生成下面的 SKU 表'}
        </FormHelperText>
      </Box>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  )
}
