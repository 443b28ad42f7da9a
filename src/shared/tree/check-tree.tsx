import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { RichTreeView } from '@mui/x-tree-view/RichTreeView'
import { buildTree, parentIds, type FlatNode, type TreeNode } from './build-tree'
import {
  hasLonelyParent,
  indexTree,
  linkedChecked,
  linkedValue,
  toggleNode,
} from './check-tree-model'

/** A node of a checkbox tree: menus, departments. */
export interface CheckTreeNode extends FlatNode {
  label: string
}

interface Item {
  id: string
  label: string
  children: Item[]
}

function toItems(nodes: readonly TreeNode<CheckTreeNode>[]): Item[] {
  return nodes.map((node) => ({
    id: String(node.id),
    label: node.label,
    children: toItems(node.children),
  }))
}

export interface CheckTreeProps {
  /** The tree's accessible name (菜单权限, 权限范围的部门). */
  label: string
  nodes: readonly CheckTreeNode[]
  /**
   * The checked ids as saved. With 父子联动 on, onChange adds the half-checked parents (a menu page
   * needs its directory). Mount the tree once the saved ids are known: a saved parent without any
   * saved child opens with the linkage off so that nothing saved goes unseen.
   */
  value: readonly number[]
  onChange: (ids: number[]) => void
  /**
   * With 父子联动, whether the half-checked parents are saved too (default): yes for menus, whose
   * pages need their directory; no for departments, where only a checked one is granted.
   */
  includeHalfChecked?: boolean
  /** Starts expanded (a short department list) rather than collapsed (the long menu tree). */
  defaultExpandAll?: boolean
  disabled?: boolean
  /** Height of the scrolling tree area in px. */
  height?: number
}

/**
 * A checkbox tree with the three toggles of the admin console: 展开/折叠, 全选/全不选 and 父子联动
 * (on: checking a parent checks everything below it and a parent shows checked when all below it
 * are; off: every box stands alone).
 */
export function CheckTree({
  label,
  nodes,
  value,
  onChange,
  includeHalfChecked = true,
  defaultExpandAll = false,
  disabled = false,
  height = 360,
}: CheckTreeProps) {
  const index = useMemo(() => indexTree(nodes), [nodes])
  const items = useMemo(() => toItems(buildTree(nodes)), [nodes])
  const allParents = useMemo(() => parentIds(buildTree(nodes)).map(String), [nodes])
  const [linkage, setLinkage] = useState(() => !hasLonelyParent(index, value))
  const [expanded, setExpanded] = useState<string[]>(() => (defaultExpandAll ? allParents : []))

  const shown = useMemo(
    () => [...(linkage ? linkedChecked(index, value) : new Set(value))].map(String),
    [index, value, linkage],
  )
  const valueSet = new Set(value)
  const allChecked = nodes.length > 0 && index.allIds.every((id) => valueSet.has(id))
  const allExpanded = allParents.length > 0 && allParents.every((id) => expanded.includes(id))

  const switchLinkage = (on: boolean) => {
    setLinkage(on)
    // What the tree now shows is what gets saved.
    if (on) onChange(linkedValue(index, linkedChecked(index, value), includeHalfChecked))
  }

  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 1 }}>
        <FormControlLabel
          label="展开/折叠"
          control={
            <Switch
              size="small"
              checked={allExpanded}
              onChange={(_e, on) => setExpanded(on ? allParents : [])}
            />
          }
        />
        <FormControlLabel
          label="全选/全不选"
          control={
            <Switch
              size="small"
              checked={allChecked}
              disabled={disabled}
              onChange={(_e, on) => onChange(on ? [...index.allIds] : [])}
            />
          }
        />
        <FormControlLabel
          label="父子联动"
          control={
            <Switch
              size="small"
              checked={linkage}
              disabled={disabled}
              onChange={(_e, on) => switchLinkage(on)}
            />
          }
        />
      </Stack>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          height,
          overflow: 'auto',
          py: 0.5,
        }}
      >
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            暂无数据
          </Typography>
        ) : (
          <RichTreeView<Item, true>
            aria-label={label}
            items={items}
            multiSelect
            checkboxSelection
            disableSelection={disabled}
            expansionTrigger="iconContainer"
            expandedItems={expanded}
            onExpandedItemsChange={(_event, ids) => setExpanded(ids)}
            selectedItems={shown}
            onItemSelectionToggle={(_event, id, isSelected) =>
              onChange(
                toggleNode(index, value, Number(id), isSelected, linkage, includeHalfChecked),
              )
            }
          />
        )}
      </Box>
    </Box>
  )
}
