export { buildTree, flattenTree, parentIds, subtreeIds } from './build-tree'
export type { FlatNode, TreeNode } from './build-tree'
export { ROOT_ID, TreeSelect, TreeSelectField } from './tree-select-field'
export type { TreeSelectFieldProps, TreeSelectNode, TreeSelectProps } from './tree-select-field'
