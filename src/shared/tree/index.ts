export { buildTree, flattenTree, parentIds, subtreeIds } from './build-tree'
export type { FlatNode, TreeNode } from './build-tree'
