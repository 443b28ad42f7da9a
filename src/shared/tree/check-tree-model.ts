import type { FlatNode } from './build-tree'

/**
 * What a checkbox tree (菜单权限, 数据权限 departments) stores and shows. The value is the list the
 * server keeps; with 父子联动 it holds every checked node plus the parents of checked nodes
 * ("half-checked"), since a menu page is reachable only through its directory. Pure functions,
 * so the rules are tested apart from the widget.
 */
export interface CheckTreeIndex {
  childrenOf: ReadonlyMap<number, readonly number[]>
  parentOf: ReadonlyMap<number, number>
  allIds: readonly number[]
}

export function indexTree(nodes: readonly FlatNode[]): CheckTreeIndex {
  const ids = new Set(nodes.map((n) => n.id))
  const childrenOf = new Map<number, number[]>()
  const parentOf = new Map<number, number>()
  for (const node of nodes) {
    // A parent outside the list (or itself) makes the node a root, as buildTree does.
    if (node.parentId === node.id || !ids.has(node.parentId)) continue
    parentOf.set(node.id, node.parentId)
    const list = childrenOf.get(node.parentId)
    if (list) list.push(node.id)
    else childrenOf.set(node.parentId, [node.id])
  }
  return { childrenOf, parentOf, allIds: nodes.map((n) => n.id) }
}

const hasChildren = (index: CheckTreeIndex, id: number) =>
  (index.childrenOf.get(id)?.length ?? 0) > 0

export function descendantsOf(index: CheckTreeIndex, id: number): number[] {
  const out: number[] = []
  const stack = [...(index.childrenOf.get(id) ?? [])]
  while (stack.length > 0) {
    const next = stack.pop() as number
    out.push(next)
    stack.push(...(index.childrenOf.get(next) ?? []))
  }
  return out
}

export function ancestorsOf(index: CheckTreeIndex, id: number): number[] {
  const out: number[] = []
  let parent = index.parentOf.get(id)
  while (parent !== undefined && !out.includes(parent)) {
    out.push(parent)
    parent = index.parentOf.get(parent)
  }
  return out
}

/**
 * The nodes shown checked under 父子联动: leaves of the value, and parents all of whose leaves
 * are in it. A parent in the value with only some children checked shows half-checked.
 */
export function linkedChecked(index: CheckTreeIndex, value: Iterable<number>): Set<number> {
  const given = new Set(value)
  const checked = new Set<number>()
  const visit = (id: number): boolean => {
    const children = index.childrenOf.get(id) ?? []
    if (children.length === 0) {
      if (given.has(id)) checked.add(id)
      return given.has(id)
    }
    // Every child is visited: each one's own state is needed even when a sibling is unchecked.
    const states = children.map(visit)
    const all = states.every(Boolean)
    if (all) checked.add(id)
    return all
  }
  for (const id of index.allIds) if (!index.parentOf.has(id)) visit(id)
  return checked
}

/** The checked nodes plus every ancestor of one: what 父子联动 saves. */
export function withHalfChecked(index: CheckTreeIndex, checked: Iterable<number>): number[] {
  const out = new Set<number>()
  for (const id of checked) {
    out.add(id)
    for (const parent of ancestorsOf(index, id)) out.add(parent)
  }
  return index.allIds.filter((id) => out.has(id))
}

/**
 * A saved parent none of whose descendants is saved (a page without any of its buttons) cannot
 * be shown under 父子联动 without losing it: such a value opens with the linkage off.
 */
export function hasLonelyParent(index: CheckTreeIndex, value: Iterable<number>): boolean {
  const given = new Set(value)
  for (const id of given) {
    if (hasChildren(index, id) && !descendantsOf(index, id).some((d) => given.has(d))) return true
  }
  return false
}

/**
 * What 父子联动 saves of the checked nodes: with the half-checked parents (menus: a page needs its
 * directory) or the fully checked nodes alone (departments: a half-checked parent is not granted).
 */
export function linkedValue(
  index: CheckTreeIndex,
  checked: Iterable<number>,
  includeHalfChecked: boolean,
): number[] {
  if (includeHalfChecked) return withHalfChecked(index, checked)
  const set = new Set(checked)
  return index.allIds.filter((id) => set.has(id))
}

/** The value after the user (un)checks `id`. */
export function toggleNode(
  index: CheckTreeIndex,
  value: readonly number[],
  id: number,
  check: boolean,
  linkage: boolean,
  includeHalfChecked = true,
): number[] {
  if (!linkage) {
    const next = new Set(value)
    if (check) next.add(id)
    else next.delete(id)
    return index.allIds.filter((n) => next.has(n))
  }
  const checked = linkedChecked(index, value)
  const subtree = [id, ...descendantsOf(index, id)]
  for (const n of subtree) {
    if (check) checked.add(n)
    else checked.delete(n)
  }
  // Ancestors follow their children again: drop them, then re-derive the fully checked ones.
  for (const parent of ancestorsOf(index, id)) checked.delete(parent)
  return linkedValue(index, linkedChecked(index, checked), includeHalfChecked)
}
