import { memo, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import { RichTreeView } from '@mui/x-tree-view/RichTreeView'
import { useGetSimpleDeptsQuery } from '@/shared/bpm/assign-rule-api'
import { buildTree, parentIds, type TreeNode } from '@/shared/tree'
import type { DeptSimpleItem } from '@/shared/wire/dept'

interface DeptTreeItem {
  id: string
  label: string
  children: DeptTreeItem[]
}

function toItems(nodes: readonly TreeNode<DeptSimpleItem>[]): DeptTreeItem[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: node.name,
    children: toItems(node.children),
  }))
}

/** Departments whose name contains `query`, with their ancestors so each keeps its place. */
export function deptsMatching(depts: readonly DeptSimpleItem[], query: string): DeptSimpleItem[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...depts]
  const byId = new Map(depts.map((d) => [d.id, d]))
  const keep = new Set<number>()
  for (const dept of depts) {
    if (!dept.name.toLowerCase().includes(needle)) continue
    let current: DeptSimpleItem | undefined = dept
    // The `keep` check also ends a malformed parent loop.
    while (current && !keep.has(current.id)) {
      keep.add(current.id)
      current = byId.get(current.parentId)
    }
  }
  return depts.filter((d) => keep.has(d.id))
}

/**
 * A museum's few departments open whole; a large tree opens its top level only (its first two
 * levels show): every shown node costs render time, and 200 open nodes miss the 100 ms aim.
 */
const OPEN_ALL_UP_TO = 60

export interface UserDeptTreeProps {
  /** The department the list is filtered by, or null for all. */
  selectedId: number | null
  onSelect: (deptId: number) => void
}

/**
 * The department tree beside the user list: a name filter above (matches open with their
 * parents); picking a department lists its users and those of the departments below it. The tree
 * is built once per list or filter change, not per render.
 */
export const UserDeptTree = memo(function UserDeptTree({
  selectedId,
  onSelect,
}: UserDeptTreeProps) {
  const { data: depts = [], isLoading } = useGetSimpleDeptsQuery()
  const [query, setQuery] = useState('')
  // null until the user opens or closes a node: until then the tree opens as openAtFirst says.
  const [opened, setOpened] = useState<string[] | null>(null)

  const { items, parents, tops } = useMemo(() => {
    const tree = buildTree(deptsMatching(depts, query))
    return {
      items: toItems(tree),
      parents: parentIds(tree).map(String),
      tops: tree.filter((node) => node.children.length > 0).map((node) => String(node.id)),
    }
  }, [depts, query])
  const filtering = query.trim() !== ''
  const expanded = filtering
    ? parents
    : (opened ?? (depts.length <= OPEN_ALL_UP_TO ? parents : tops))

  return (
    <Box
      component="nav"
      aria-label="部门"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        size="small"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="请输入部门名称"
        slotProps={{
          htmlInput: { 'aria-label': '部门名称' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {!isLoading && items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          无匹配部门
        </Typography>
      ) : (
        <RichTreeView<DeptTreeItem>
          aria-label="部门树"
          items={items}
          expansionTrigger="iconContainer"
          expandedItems={expanded}
          onExpandedItemsChange={(_event, ids) => {
            if (!filtering) setOpened(ids)
          }}
          selectedItems={selectedId === null ? null : String(selectedId)}
          onSelectedItemsChange={(_event, picked) => {
            if (picked !== null) onSelect(Number(picked))
          }}
          sx={{
            overflow: 'auto',
            // The department the list is filtered by must stand out from a hovered one.
            '& [data-selected]': { color: 'primary.main', fontWeight: 600 },
          }}
        />
      )}
    </Box>
  )
})
