import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

export interface MultiSelectOption {
  value: number
  label: string
  /** Indentation level in the menu (a department tree). */
  depth?: number
}

export interface MultiSelectFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>
  /** Holds number[]. */
  name: Path<V>
  /** The accessible name; the placeholder is 请选择{label}. */
  label: string
  options: readonly MultiSelectOption[]
}

/** Picks several ids from a list, shown as chips; an id no option knows shows as 未知({id}). */
export function MultiSelectField<V extends FieldValues>({
  form,
  name,
  label,
  options,
}: MultiSelectFieldProps<V>) {
  const labelOf = (id: number) => options.find((o) => o.value === id)?.label ?? `未知(${id})`
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const value = (Array.isArray(field.value) ? field.value : []) as number[]
        return (
          <TextField
            select
            size="small"
            fullWidth
            name={field.name}
            value={value.map(String)}
            onChange={(event) => {
              const picked = event.target.value as unknown as string[] | string
              const list = typeof picked === 'string' ? picked.split(',') : picked
              field.onChange(list.filter((v) => v !== '').map(Number))
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                SelectDisplayProps: { 'aria-label': label },
                renderValue: () =>
                  value.length ? (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      {value.map((id) => (
                        <Chip key={id} size="small" label={labelOf(id)} />
                      ))}
                    </Box>
                  ) : (
                    <Box component="span" sx={{ color: 'text.disabled' }}>
                      {`请选择${label}`}
                    </Box>
                  ),
              },
            }}
          >
            {options.map((option) => (
              <MenuItem
                key={option.value}
                value={String(option.value)}
                sx={{ pl: 2 + (option.depth ?? 0) * 2 }}
              >
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )
      }}
    />
  )
}

/** Departments in tree order (parents before their children), each with its depth. */
export function deptTreeOptions(
  depts: ReadonlyArray<{ id: number; name: string; parentId: number }>,
): MultiSelectOption[] {
  const ids = new Set(depts.map((d) => d.id))
  const out: MultiSelectOption[] = []
  const walk = (parentId: number, depth: number, seen: Set<number>) => {
    for (const dept of depts.filter((d) => d.parentId === parentId)) {
      if (seen.has(dept.id)) continue
      seen.add(dept.id)
      out.push({ value: dept.id, label: dept.name, depth })
      walk(dept.id, depth + 1, seen)
    }
  }
  const seen = new Set<number>()
  // Roots: no parent, or a parent not in the list.
  for (const root of depts.filter((d) => d.parentId === 0 || !ids.has(d.parentId))) {
    if (seen.has(root.id)) continue
    seen.add(root.id)
    out.push({ value: root.id, label: root.name, depth: 0 })
    walk(root.id, 1, seen)
  }
  return out
}
