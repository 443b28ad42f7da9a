import { useMemo, useState, type Ref } from 'react'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import { RichTreeView } from '@mui/x-tree-view/RichTreeView'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { buildTree, subtreeIds, type FlatNode, type TreeNode } from './build-tree'

/** What a tree picker offers: departments, menus (any flat list naming its parent). */
export interface TreeSelectNode extends FlatNode {
  name: string
}

/** The top choice above the tree (主类目, 顶级部门): picking it stores ROOT_ID. */
export const ROOT_ID = 0

interface PickerItem {
  id: string
  label: string
  children: PickerItem[]
}

export interface TreeSelectProps {
  /** The accessible name of the field; the placeholder is 请选择{label}. */
  label: string
  nodes: readonly TreeSelectNode[]
  value: number | null | undefined
  onChange: (id: number) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  id?: string
  /** A choice above the whole tree that stores 0, e.g. { label: '主类目' }. */
  rootOption?: { label: string }
  /** These nodes and everything below them are not offered (a parent cannot be itself or below). */
  disabledIds?: Iterable<number>
  error?: string
  /** Shown under the field when there is no error. */
  helperText?: string
  placeholder?: string
  disabled?: boolean
  size?: 'small' | 'medium'
}

function toItems(nodes: readonly TreeNode<TreeSelectNode>[]): PickerItem[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: node.name,
    children: toItems(node.children),
  }))
}

/** Nodes whose name contains `query`, with their ancestors so each match keeps its place. */
function filterNodes(nodes: readonly TreeSelectNode[], query: string): TreeSelectNode[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...nodes]
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const keep = new Set<number>()
  for (const node of nodes) {
    if (!node.name.toLowerCase().includes(needle)) continue
    let current: TreeSelectNode | undefined = node
    // The guard stops a malformed list (a parent loop) from spinning forever.
    while (current && !keep.has(current.id)) {
      keep.add(current.id)
      current = current.parentId === current.id ? undefined : byId.get(current.parentId)
    }
  }
  return nodes.filter((node) => keep.has(node.id))
}

function ancestorsOf(nodes: readonly TreeSelectNode[], id: number): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const out: string[] = []
  let current = byId.get(id)
  while (current && byId.has(current.parentId) && !out.includes(String(current.parentId))) {
    out.push(String(current.parentId))
    current = byId.get(current.parentId)
  }
  return out
}

function itemsWithChildren(items: readonly PickerItem[]): string[] {
  const out: string[] = []
  const stack = [...items]
  while (stack.length > 0) {
    const item = stack.pop() as PickerItem
    if (item.children.length > 0) {
      out.push(item.id)
      stack.push(...item.children)
    }
  }
  return out
}

/**
 * One node picked from a tree: a read-only field that opens the tree with a filter box. Keyboard:
 * Enter, Space or ↓ opens it; Tab moves from the filter to the tree; ↑ ↓ → ← walk the tree; Space
 * picks; Escape closes without a change.
 */
export function TreeSelect({
  label,
  nodes,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  rootOption,
  disabledIds,
  error,
  helperText,
  placeholder,
  disabled = false,
  size = 'small',
}: TreeSelectProps) {
  // The open popover's anchor: the field itself, null while closed.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const open = anchor !== null
  const [query, setQuery] = useState('')
  const [expanded, setExpanded] = useState<string[]>([])

  const offered = useMemo(() => {
    const excluded = new Set<number>()
    for (const disabledId of disabledIds ?? []) {
      for (const below of subtreeIds(nodes, disabledId)) excluded.add(below)
    }
    return excluded.size === 0 ? nodes : nodes.filter((node) => !excluded.has(node.id))
  }, [nodes, disabledIds])

  const items = useMemo(() => {
    const tree = toItems(buildTree(filterNodes(offered, query)))
    if (!rootOption) return tree
    return [{ id: String(ROOT_ID), label: rootOption.label, children: tree }]
  }, [offered, query, rootOption])

  const filtering = query.trim() !== ''
  const allParents = useMemo(() => (filtering ? itemsWithChildren(items) : []), [filtering, items])

  const selectedLabel =
    value === null || value === undefined
      ? ''
      : value === ROOT_ID && rootOption
        ? rootOption.label
        : (nodes.find((node) => node.id === value)?.name ?? `未知(${value})`)

  const openPicker = (field: HTMLElement) => {
    if (disabled) return
    // Opens with the top level expanded and the chosen node's ancestors, so it is in view.
    const tops = buildTree(offered).map((node) => String(node.id))
    const start = value === null || value === undefined ? [] : ancestorsOf(nodes, value)
    setExpanded([...(rootOption ? [String(ROOT_ID)] : []), ...tops, ...start])
    setQuery('')
    setAnchor(field)
  }

  const close = () => {
    setAnchor(null)
    onBlur?.()
  }

  return (
    <>
      <TextField
        id={id}
        size={size}
        fullWidth
        disabled={disabled}
        value={selectedLabel}
        placeholder={placeholder ?? `请选择${label}`}
        inputRef={inputRef}
        error={!!error}
        helperText={error ?? helperText}
        onClick={(event) => openPicker(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault()
            openPicker(event.currentTarget)
          }
        }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            role: 'combobox',
            'aria-label': label,
            'aria-haspopup': 'tree',
            'aria-expanded': open,
            style: { cursor: disabled ? 'default' : 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <ArrowDropDownIcon fontSize="small" />
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
        slotProps={{
          paper: {
            sx: { width: anchor?.clientWidth ?? 320, minWidth: 240, p: 1 },
          },
        }}
      >
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="输入关键字过滤"
          slotProps={{ htmlInput: { 'aria-label': `过滤${label}` } }}
        />
        <Box sx={{ maxHeight: 320, overflow: 'auto', mt: 1 }}>
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              无匹配数据
            </Typography>
          ) : (
            <RichTreeView<PickerItem>
              aria-label={label}
              items={items}
              expansionTrigger="iconContainer"
              expandedItems={filtering ? allParents : expanded}
              onExpandedItemsChange={(_event, ids) => {
                if (!filtering) setExpanded(ids)
              }}
              selectedItems={value === null || value === undefined ? null : String(value)}
              onSelectedItemsChange={(_event, picked) => {
                // Space on the chosen node unselects it: that is "keep it", not "clear it".
                if (picked !== null) onChange(Number(picked))
                close()
              }}
            />
          )}
        </Box>
      </Popover>
    </>
  )
}

export interface TreeSelectFieldProps<V extends FieldValues> extends Omit<
  TreeSelectProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> {
  form: UseFormReturn<V>
  /** Holds a node id (ROOT_ID for the root option), or null while empty. */
  name: Path<V>
}

/** TreeSelect bound to a react-hook-form field; the schema's message shows under it. */
export function TreeSelectField<V extends FieldValues>({
  form,
  name,
  ...rest
}: TreeSelectFieldProps<V>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TreeSelect
          {...rest}
          value={field.value as number | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
